import type { AppNotification, NotificationListResponse, NotificationReadRequest } from '@/shared/api/notifications.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';

/** A notification as the bell shows it: read if the server says so or this device marked it. */
export type ShownNotification = AppNotification & { unread: boolean };
export type NotificationInbox = { items: ShownNotification[]; unread: number };

const isReadRequest = (body: unknown): body is NotificationReadRequest =>
  typeof body === 'object' && body !== null && (Array.isArray((body as { ids?: unknown }).ids) || (body as { all?: unknown }).all === true);

/**
 * The server's list with what this device marked read and has not sent yet: a marking waiting (or
 * refused) in the outbox still counts here, so the count never climbs back while it waits. "All"
 * covers what had arrived when it was marked, never a notification that came after.
 */
export function buildNotificationInbox(list: NotificationListResponse | undefined, writes: readonly UserWrite[]): NotificationInbox {
  const readIds = new Set<number>();
  let allBefore = -Infinity;
  for (const write of writes) {
    if (write.kind !== 'notificationRead' || !isReadRequest(write.body)) continue;
    if ('all' in write.body) allBefore = Math.max(allBefore, write.createdAt);
    else for (const id of write.body.ids) readIds.add(id);
  }
  const items = (list?.notifications ?? []).map((note) => ({
    ...note,
    unread: note.read_at === null && !readIds.has(note.id) && Date.parse(note.created_at) > allBefore,
  }));
  // The server counts beyond the listed ones too; only the listed ones can have been marked here.
  const markedHere = items.filter((note) => note.read_at === null && !note.unread).length;
  return { items, unread: Math.max(0, (list?.unread ?? 0) - markedHere) };
}

/** The kept list after marking: read_at set now on what the request covers, and the count lowered to match. */
export function markedRead(list: NotificationListResponse, request: NotificationReadRequest, now: Date): NotificationListResponse {
  const covers = (id: number) => 'all' in request || request.ids.includes(id);
  const at = now.toISOString();
  let marked = 0;
  const notifications = list.notifications.map((note) => {
    if (note.read_at !== null || !covers(note.id)) return note;
    marked += 1;
    return { ...note, read_at: at };
  });
  return { ...list, notifications, unread: 'all' in request ? 0 : Math.max(0, list.unread - marked) };
}
