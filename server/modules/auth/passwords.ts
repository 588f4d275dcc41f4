import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Node's default scrypt cost (N = 2^14, r = 8, p = 1): about 50 ms per hash on a small machine. */
export const DEFAULT_SCRYPT_COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * A valid hash of a password nobody knows. Checking an unknown e-mail against it takes as long as
   * a wrong password, so response times do not reveal which e-mails have accounts.
   */
  decoy(): Promise<string>;
};

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The async form runs on libuv's thread pool, so hashing never blocks other requests.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

type ParsedHash = { salt: Buffer; expected: Buffer; options: ScryptOptions };

/** The parts of a stored `scrypt$N$r$p$salt$hash`, or undefined when it is no hash of ours (a placeholder). */
function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, expectedHash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expectedHash) return undefined;
  return { salt: Buffer.from(salt, 'base64url'), expected: Buffer.from(expectedHash, 'base64url'), options: { N: Number(n), r: Number(r), p: Number(p) } };
}

/**
 * scrypt with a random salt per hash, stored as `scrypt$N$r$p$salt$hash`: the parameters travel with
 * the hash, so hashes made at another cost (a raised default, or the tests' cheap one) still verify.
 */
export function createPasswordHasher(cost = DEFAULT_SCRYPT_COST): PasswordHasher {
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
    return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hash(randomBytes(16).toString('hex')));

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseHash(stored);
    if (!parsed) {
      // A placeholder (a roster child's account has no password) costs what a real account costs:
      // answering at once would tell a timing observer which accounts are placeholders.
      await verify(password, await decoy());
      return false;
    }
    const key = await derive(password, parsed.salt, parsed.options);
    return key.length === parsed.expected.length && timingSafeEqual(key, parsed.expected);
  }

  return { hash, verify, decoy };
}
