import type { ApiContext } from './apiContext.ts';
import { createLoginLimiter, createPasswordHasher, loadJwtSecret } from './modules/auth/index.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { seed } from './seed/index.ts';

/** Opens the database, seeds what is missing and builds the context every handler receives. */
export async function createApiContext(config: ServerConfig): Promise<ApiContext> {
  const db = openDatabase(config.dataDir);
  try {
    const now = () => config.now();
    const context: ApiContext = {
      db,
      config,
      jwtSecret: loadJwtSecret(config.dataDir),
      loginLimiter: createLoginLimiter(config.loginRateLimit.windowSeconds, now),
      passwords: createPasswordHasher(config.scryptCost),
      now,
      nowIso: () => new Date(now()).toISOString(),
    };
    await seed(db, context.passwords, context.nowIso(), context.jwtSecret);
    return context;
  } catch (error) {
    db.close();
    throw error;
  }
}
