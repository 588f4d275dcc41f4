import type { Database } from 'better-sqlite3';
import { ANNOUNCEMENT_LIMITS, type Announcement, type AnnouncementGrade } from '../../../src/shared/api/announcements.ts';
import { audienceKey, type AudienceTarget } from '../../../src/shared/announcements/index.ts';
import type { AnnouncementInput } from './schemas.ts';

type AnnouncementRow = {
  id: number;
  author_id: number;
  school: string | null;
  audience_kind: 'class' | 'grade' | 'school';
  class_id: number | null;
  grade: AnnouncementGrade | null;
  title: string;
  body: string;
  due_at: string | null;
  assignment_id: number | null;
  experiment_id: string | null;
  created_at: string;
  author_first_name: string;
  author_last_name: string;
  author_role: string;
  class_name: string | null;
  read_at: string | null;
  removed_at: string | null;
};

// The reader's own read row only: one user's read never shows as another's.
const SELECT = `
  SELECT a.id, a.author_id, a.school, a.audience_kind, a.class_id, a.grade, a.title, a.body, a.due_at,
         a.assignment_id, a.experiment_id, a.created_at, a.removed_at,
         u.first_name AS author_first_name, u.last_name AS author_last_name, u.role AS author_role,
         c.name AS class_name, r.read_at
  FROM announcements a
  JOIN users u ON u.id = a.author_id
  LEFT JOIN classes c ON c.id = a.class_id
  LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.user_id = @reader`;

/** Reaches the reader (one of their audience keys) or is their own, and is not removed. */
const VISIBLE = '(a.audience_key IN (SELECT value FROM json_each(@keys)) OR a.author_id = @reader) AND a.removed_at IS NULL';

function audienceOf(row: AnnouncementRow): Announcement['audience'] {
  if (row.audience_kind === 'class' && row.class_id !== null) return { kind: 'class', class_id: row.class_id, class_name: row.class_name ?? '' };
  if (row.audience_kind === 'grade' && row.grade !== null) return { kind: 'grade', grade: row.grade };
  return { kind: 'school' };
}

function linkOf(row: AnnouncementRow): Announcement['link'] {
  if (row.assignment_id !== null) return { kind: 'assignment', assignment_id: row.assignment_id };
  if (row.experiment_id !== null) return { kind: 'experiment', experiment_id: row.experiment_id };
  return null;
}

function toAnnouncement(row: AnnouncementRow, readerId: number): Announcement {
  return {
    id: row.id,
    author: {
      id: row.author_id,
      full_name: `${row.author_first_name} ${row.author_last_name}`,
      role: row.author_role === 'administrator' ? 'administrator' : 'teacher',
    },
    audience: audienceOf(row),
    school: row.school,
    title: row.title,
    body: row.body,
    due_at: row.due_at,
    link: linkOf(row),
    created_at: row.created_at,
    read_at: row.read_at,
    is_author: row.author_id === readerId,
    ...(row.removed_at ? { removed_at: row.removed_at } : {}),
  };
}

type Reader = { id: number; keys: ReadonlySet<string> };
const params = (reader: Reader) => ({ reader: reader.id, keys: JSON.stringify([...reader.keys]) });

/** What the reader sees, newest first, bounded. */
export function visibleAnnouncements(db: Database, reader: Reader): Announcement[] {
  return db
    .prepare<[{ reader: number; keys: string; limit: number }], AnnouncementRow>(
      `${SELECT} WHERE ${VISIBLE} ORDER BY a.created_at DESC, a.id DESC LIMIT @limit`,
    )
    .all({ ...params(reader), limit: ANNOUNCEMENT_LIMITS.listedMax })
    .map((row) => toAnnouncement(row, reader.id));
}

/** One announcement if the reader sees it; any other id, another school's included, is simply not there. */
export function visibleAnnouncement(db: Database, reader: Reader, id: number): Announcement | undefined {
  const row = db
    .prepare<[{ reader: number; keys: string; id: number }], AnnouncementRow>(`${SELECT} WHERE a.id = @id AND ${VISIBLE}`)
    .get({ ...params(reader), id });
  return row && toAnnouncement(row, reader.id);
}

/** Stores it, read by its author from the moment it is posted (their own news is not "unread" to them). */
export function insertAnnouncement(db: Database, authorId: number, target: AudienceTarget, input: AnnouncementInput, nowIso: string): number {
  const { audience } = target;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO announcements (author_id, school, audience_kind, class_id, grade, audience_key, title, body, due_at, assignment_id, experiment_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      authorId,
      target.school,
      audience.kind,
      audience.kind === 'class' ? audience.class_id : null,
      audience.kind === 'grade' ? audience.grade : null,
      audienceKey(target),
      input.title,
      input.body,
      input.due_at,
      input.link?.kind === 'assignment' ? input.link.assignment_id : null,
      input.link?.kind === 'experiment' ? input.link.experiment_id : null,
      nowIso,
    );
  const id = Number(lastInsertRowid);
  markRead(db, id, authorId, nowIso);
  return id;
}

/** The first read counts: marking again keeps it. Answers the stored time. */
export function markRead(db: Database, announcementId: number, userId: number, nowIso: string): string {
  db.prepare('INSERT OR IGNORE INTO announcement_reads (announcement_id, user_id, read_at) VALUES (?, ?, ?)').run(announcementId, userId, nowIso);
  const row = db
    .prepare<[number, number], { read_at: string }>('SELECT read_at FROM announcement_reads WHERE announcement_id = ? AND user_id = ?')
    .get(announcementId, userId);
  return row?.read_at ?? nowIso;
}

/** One of the author's own announcements, removed or not (for removing and restoring). */
export function authoredAnnouncement(db: Database, authorId: number, id: number): Announcement | undefined {
  const row = db
    .prepare<[{ reader: number; id: number }], AnnouncementRow>(`${SELECT} WHERE a.id = @id AND a.author_id = @reader`)
    .get({ reader: authorId, id });
  return row && toAnnouncement(row, authorId);
}

/** The author's announcements removed at or after `since`, newest removal first. */
export function removedAnnouncements(db: Database, authorId: number, since: string): Announcement[] {
  return db
    .prepare<[{ reader: number; since: string; limit: number }], AnnouncementRow>(
      `${SELECT} WHERE a.author_id = @reader AND a.removed_at >= @since ORDER BY a.removed_at DESC, a.id DESC LIMIT @limit`,
    )
    .all({ reader: authorId, since, limit: ANNOUNCEMENT_LIMITS.listedMax })
    .map((row) => toAnnouncement(row, authorId));
}

/** Soft removal: `at` removes (keeping the first removal time), null restores. */
export function setRemoved(db: Database, id: number, at: string | null): void {
  if (at === null) db.prepare('UPDATE announcements SET removed_at = NULL WHERE id = ?').run(id);
  else db.prepare('UPDATE announcements SET removed_at = COALESCE(removed_at, ?) WHERE id = ?').run(at, id);
}
