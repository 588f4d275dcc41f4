import path from 'node:path';
import { DEFAULT_SCRYPT_COST } from './modules/auth/index.ts';
import type { LogSink } from './http/serverLog.ts';
import { resolveWriteRateLimits, type WriteRateLimitOptions, type WriteRateLimits } from './writeLimits.ts';

type LoginRateLimit = {
  /** Failed logins allowed per account (e-mail), from any address, inside the window; the next attempt gets 429. */
  maxFailures: number;
  /**
   * Failed logins allowed per address, over all accounts: a whole school signs in from one address, so
   * a class of 30 with a couple of typos each must pass, while trying e-mail after e-mail must not.
   */
  maxFailuresPerAddress: number;
  windowSeconds: number;
};

export type ServerOptions = {
  /** The built app (`dist/`). Without it only `/api` is served (the contract tests need no build). */
  distDir?: string;
  logger?: boolean;
  /** Where error lines go while `logger` is off: stderr by default (tests read them here). */
  errorLog?: LogSink;
  /** Another origin the built app calls for its API (VITE_API_BASE), allowed by the CSP. */
  apiOrigin?: string;
  /** Where the SQLite file and the generated JWT secret live; `DATA_DIR` or `./data` by default. */
  dataDir?: string;
  // Test overrides: short lifetimes and a movable clock make expiry testable without waiting.
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** How long a rotated refresh token may fetch its lost answer again. */
  refreshGraceSeconds?: number;
  /** Milliseconds since the epoch. */
  now?: () => number;
  loginRateLimit?: Partial<LoginRateLimit>;
  /** Per-address limits of register, contact, newsletter and reactions; `RATE_LIMIT_*` in the environment otherwise. */
  writeRateLimits?: WriteRateLimitOptions;
  /** scrypt N for new password hashes; the contract tests use a cheap one to stay fast. */
  scryptCost?: number;
};

export type ServerConfig = {
  dataDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshGraceSeconds: number;
  now: () => number;
  loginRateLimit: LoginRateLimit;
  writeRateLimits: WriteRateLimits;
  scryptCost: number;
  /** How long an Idempotency-Key answer is replayed. */
  idempotencyTtlSeconds: number;
};

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

function numberFromEnv(name: string): number | undefined {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function resolveConfig(options: ServerOptions): ServerConfig {
  return {
    dataDir: path.resolve(options.dataDir ?? process.env.DATA_DIR ?? 'data'),
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 15 * MINUTE,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 14 * DAY,
    refreshGraceSeconds: options.refreshGraceSeconds ?? MINUTE,
    now: options.now ?? Date.now,
    loginRateLimit: {
      maxFailures: options.loginRateLimit?.maxFailures ?? 5,
      maxFailuresPerAddress: options.loginRateLimit?.maxFailuresPerAddress ?? numberFromEnv('LOGIN_MAX_FAILURES_PER_ADDRESS') ?? 80,
      windowSeconds: options.loginRateLimit?.windowSeconds ?? 15 * MINUTE,
    },
    writeRateLimits: resolveWriteRateLimits(options.writeRateLimits),
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    idempotencyTtlSeconds: 7 * DAY,
  };
}
