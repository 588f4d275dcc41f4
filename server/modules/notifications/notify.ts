import type { Database } from 'better-sqlite3';
import type { NotificationDetails, NotificationKind } from '../../../src/shared/api/notifications.ts';

export type NewNotification<K extends NotificationKind = NotificationKind> = {
  kind: K;
  subject: string;
  details: NotificationDetails[K];
  link: string | null;
};

/**
 * Adds one notification per recipient (each reads and clears their own). Called inside the write
 * that causes it, so a refused or rolled-back change tells nobody.
 */
export function notifyUsers<K extends NotificationKind>(db: Database, userIds: readonly number[], note: NewNotification<K>, now: Date): void {
  const insert = db.prepare('INSERT INTO notifications (user_id, kind, subject, details_json, link, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const details = JSON.stringify(note.details);
  const at = now.toISOString();
  for (const userId of new Set(userIds)) insert.run(userId, note.kind, note.subject, details, note.link, at);
}
