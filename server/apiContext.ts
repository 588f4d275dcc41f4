import type { Database } from 'better-sqlite3';
import type { ServerConfig } from './config.ts';
import type { LoginLimiter, PasswordHasher } from './modules/auth/index.ts';

/**
 * What every API handler needs, built once per server by `createApiContext` (context.ts). Only the
 * type lives here, so that modules and the seed can name it without importing the seed back.
 */
export type ApiContext = {
  db: Database;
  config: ServerConfig;
  jwtSecret: Buffer;
  loginLimiter: LoginLimiter;
  passwords: PasswordHasher;
  now(): number;
  nowIso(): string;
};
