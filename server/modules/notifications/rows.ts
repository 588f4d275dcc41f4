import type { Database } from 'better-sqlite3';
import { NOTIFICATION_LIMITS, type AppNotification } from '../../../src/shared/api/notifications.ts';

type NotificationRow = {
  id: number;
  kind: AppNotification['kind'];
  subject: string;
  details_json: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
};

// The server stores the kind's facts as it was given them (notify.ts), so the row's kind and details belong together.
const toNotification = (row: NotificationRow): AppNotification =>
  ({
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    details: JSON.parse(row.details_json) as AppNotification['details'],
    link: row.link,
    created_at: row.created_at,
    read_at: row.read_at,
  }) as AppNotification;

/**
 * A note about an assignment or an announcement its teacher removed is not shown (nor counted): its
 * link would lead nowhere. It is kept, so it comes back if the teacher restores it within 30 days.
 */
const NOT_REMOVED = `NOT EXISTS (SELECT 1 FROM assignments a WHERE a.id = json_extract(notifications.details_json, '$.assignment_id') AND a.removed_at IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM announcements x WHERE x.id = json_extract(notifications.details_json, '$.announcement_id') AND x.removed_at IS NOT NULL)`;

/**
 * The user's own whose time has come, newest first, bounded: every query here names the user, so no
 * one reads another's. A scheduled assignment's note is stored dated its publish time and waits until then.
 */
export function ownNotifications(db: Database, userId: number, nowIso: string): AppNotification[] {
  return db
    .prepare<[number, string, number], NotificationRow>(
      `SELECT id, kind, subject, details_json, link, created_at, read_at FROM notifications WHERE user_id = ? AND created_at <= ? AND ${NOT_REMOVED} ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(userId, nowIso, NOTIFICATION_LIMITS.listedMax)
    .map(toNotification);
}

export function unreadCount(db: Database, userId: number, nowIso: string): number {
  return (
    db
      .prepare<[number, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL AND created_at <= ? AND ${NOT_REMOVED}`,
      )
      .get(userId, nowIso)?.n ?? 0
  );
}

/**
 * Marks the user's own unread ones (these ids, or all); anyone else's id matches no row and changes
 * nothing. A first read time stays, so a resent read is harmless. Answers how many it marked.
 */
export function markOwnRead(db: Database, userId: number, ids: readonly number[] | 'all', nowIso: string): number {
  if (ids === 'all') {
    return db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND created_at <= ?').run(nowIso, userId, nowIso).changes;
  }
  return db
    .prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND created_at <= ? AND id IN (SELECT value FROM json_each(?))')
    .run(nowIso, userId, nowIso, JSON.stringify(ids)).changes;
}

/** Read ones older than the retention period go; unread ones wait for their reader however old. */
export function sweepReadNotifications(db: Database, nowMs: number): number {
  const before = new Date(nowMs - NOTIFICATION_LIMITS.readRetentionDays * 24 * 60 * 60 * 1000).toISOString();
  return db.prepare('DELETE FROM notifications WHERE read_at IS NOT NULL AND created_at < ?').run(before).changes;
}
