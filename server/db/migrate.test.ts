import Sqlite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations.ts';

const tables = (db: Sqlite.Database) =>
  db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name);

describe('migrate', () => {
  it('creates every table of the schema', () => {
    const db = new Sqlite(':memory:');
    expect(migrate(db)).toBe(MIGRATIONS.length);
    expect(tables(db)).toEqual(
      expect.arrayContaining([
        'users',
        'refresh_tokens',
        'schools',
        'school_levels',
        'school_accounts',
        'contact_submissions',
        'newsletter_subscribers',
        'idempotency_keys',
        'blog_categories',
        'blog_tags',
        'blog_posts',
        'blog_post_tags',
        'blog_likes',
        'blog_bookmarks',
        'class_assistant_settings',
        'school_assistant_settings',
        'assistant_flags',
        'assistant_flag_classes',
        'schema_version',
      ]),
    );
  });

  it('applies only the migrations a database has not seen, in order', () => {
    const db = new Sqlite(':memory:');
    migrate(db, ['CREATE TABLE a (id INTEGER)']);
    expect(migrate(db, ['CREATE TABLE a (id INTEGER)', 'CREATE TABLE b (id INTEGER)'])).toBe(2);
    expect(migrate(db, ['CREATE TABLE a (id INTEGER)', 'CREATE TABLE b (id INTEGER)'])).toBe(2);
    expect(tables(db)).toEqual(['a', 'b', 'schema_version']);
  });

  it('rolls a failing migration back and leaves the version where it was', () => {
    const db = new Sqlite(':memory:');
    expect(() => migrate(db, ['CREATE TABLE a (id INTEGER)', 'CREATE TABLE b (id INTEGER); CREATE TABLE a (id INTEGER)'])).toThrow();
    expect(tables(db)).toEqual(['a', 'schema_version']);
    expect(db.prepare<[], { version: number }>('SELECT version FROM schema_version').get()?.version).toBe(1);
  });

  it('16: takes an already closed assignment as closed at its last change, and leaves open ones without closed_at', () => {
    const db = new Sqlite(':memory:');
    migrate(db, MIGRATIONS.slice(0, 15));
    db.pragma('foreign_keys = OFF');
    const insert = db.prepare(
      "INSERT INTO assignments (id, class_id, title, content_kind, status, due_at, created_at, updated_at) VALUES (?, 1, 'Ödev', 'free', ?, '2026-11-20T14:00:00.000Z', '2026-11-01T08:00:00.000Z', ?)",
    );
    insert.run(1, 'closed', '2026-11-21T09:30:00.000Z');
    insert.run(2, 'published', '2026-11-02T08:00:00.000Z');
    migrate(db);
    const closedAt = db.prepare<[], { id: number; closed_at: string | null }>('SELECT id, closed_at FROM assignments ORDER BY id').all();
    expect(closedAt).toEqual([
      { id: 1, closed_at: '2026-11-21T09:30:00.000Z' },
      { id: 2, closed_at: null },
    ]);
  });

  it('refuses a database newer than the server', () => {
    const db = new Sqlite(':memory:');
    migrate(db, ['CREATE TABLE a (id INTEGER)', 'CREATE TABLE b (id INTEGER)']);
    expect(() => migrate(db, ['CREATE TABLE a (id INTEGER)'])).toThrow(/newer/);
  });
});
