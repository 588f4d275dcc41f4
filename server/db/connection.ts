import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Sqlite, { type Database } from 'better-sqlite3';
import { migrate } from './migrate.ts';

export const DATABASE_FILE = 'etkilab.sqlite';

/** Opens (creating if needed) the database in dataDir and brings its schema up to date. */
export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Sqlite(path.join(dataDir, DATABASE_FILE));
  // WAL lets tests and tools read the file while the server writes.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
