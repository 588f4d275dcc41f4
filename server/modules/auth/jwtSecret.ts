import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * The signing key: JWT_SECRET when set, otherwise one generated on first start and kept in the data
 * folder, so sessions survive a restart and every fresh data folder gets its own key.
 */
export function loadJwtSecret(dataDir: string): Buffer {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
  return secret;
}
