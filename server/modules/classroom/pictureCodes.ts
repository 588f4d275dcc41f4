import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PictureEmoji } from '../../../src/shared/api/classroom.ts';

/**
 * `hmac$salt$digest`: keyed with the server's secret, so a copied database file alone cannot be
 * searched through the 20 736 codes; salted, so two children with the same code have different hashes.
 * scrypt would add nothing against someone holding the secret, and the tries are rate limited anyway.
 */
export function hashPictureCode(secret: Buffer, code: readonly PictureEmoji[], salt = randomBytes(16).toString('base64url')): string {
  const digest = createHmac('sha256', secret)
    .update(`${salt}\n${code.join('')}`)
    .digest('base64url');
  return `hmac$${salt}$${digest}`;
}

export function verifyPictureCode(secret: Buffer, code: readonly PictureEmoji[], stored: string): boolean {
  const [scheme, salt] = stored.split('$');
  if (scheme !== 'hmac' || !salt) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashPictureCode(secret, code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
