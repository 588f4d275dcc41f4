import type { Database } from 'better-sqlite3';
import { MIGRATIONS } from './migrations.ts';

/** Applies every migration the database has not seen yet, each in its own transaction. */
export function migrate(db: Database, migrations: readonly string[] = MIGRATIONS): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare<[], { version: number }>('SELECT version FROM schema_version').get();
  if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
  let version = row?.version ?? 0;
  if (version > migrations.length) {
    throw new Error(`Database schema version ${version} is newer than this server (${migrations.length}).`);
  }
  const apply = db.transaction((sql: string, next: number) => {
    db.exec(sql);
    db.prepare('UPDATE schema_version SET version = ?').run(next);
  });
  for (const sql of migrations.slice(version)) {
    version += 1;
    apply(sql, version);
  }
  return version;
}
