import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Tokens } from '../../../src/shared/api/contract.ts';

// The pair a refresh answered is kept for the grace window only, and sealed: a copied database
// file must not hand out live tokens (the tokens themselves are stored as hashes only).

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('etkilab refresh grace pair').digest();
}

export function sealPair(pair: Tokens, secret: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openPair(sealed: string, secret: Buffer): Tokens | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    const pair = JSON.parse(text) as Partial<Tokens>;
    return typeof pair.access === 'string' && typeof pair.refresh === 'string' ? { access: pair.access, refresh: pair.refresh } : null;
  } catch {
    // Sealed with another secret (JWT_SECRET changed) or damaged: there is nothing to replay.
    return null;
  }
}
