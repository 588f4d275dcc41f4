import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationListResponse } from '@/shared/api/notifications.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { buildNotificationInbox, markedRead } from './readState.ts';

const note = (id: number, created_at: string, read_at: string | null = null): AppNotification => ({
  id,
  kind: 'work_returned',
  subject: `Ödev ${id}`,
  details: { assignment_id: id },
  link: `/homeworks/${id}`,
  created_at,
  read_at,
});

const list: NotificationListResponse = {
  success: true,
  notifications: [note(3, '2026-11-03T08:00:00.000Z'), note(2, '2026-11-02T08:00:00.000Z'), note(1, '2026-11-01T08:00:00.000Z', '2026-11-01T09:00:00.000Z')],
  // One more unread than listed: the server counts beyond its list.
  unread: 3,
};

const readWrite = (body: unknown, createdAt: number, state: UserWrite['state'] = 'waiting'): UserWrite => ({
  id: `w${createdAt}`,
  ownerId: 9,
  kind: 'notificationRead',
  method: 'POST',
  path: '/api/notifications/read/',
  body,
  refs: {},
  createdAt,
  attempts: 0,
  state,
});

const unreadIds = (inbox: ReturnType<typeof buildNotificationInbox>) => inbox.items.filter((item) => item.unread).map((item) => item.id);

describe('the bell’s read state: the server’s list merged with what this device marked', () => {
  it('takes the server’s read times and count when nothing waits', () => {
    const inbox = buildNotificationInbox(list, []);
    expect(unreadIds(inbox)).toEqual([3, 2]);
    expect(inbox.unread).toBe(3);
  });

  it('counts a marking still waiting (or refused) in the outbox as read, so the count stays down offline', () => {
    const inbox = buildNotificationInbox(list, [readWrite({ ids: [3] }, 1), readWrite({ ids: [99] }, 2, 'rejected')]);
    expect(unreadIds(inbox)).toEqual([2]);
    expect(inbox.unread).toBe(2);
  });

  it('reads "all" as everything that had come when it was marked, not what came after', () => {
    const inbox = buildNotificationInbox(list, [readWrite({ all: true }, Date.parse('2026-11-02T12:00:00.000Z'))]);
    expect(unreadIds(inbox)).toEqual([3]);
    expect(inbox.unread).toBe(2);
  });

  it('ignores other kinds of write and an empty cache', () => {
    expect(buildNotificationInbox(list, [{ ...readWrite({ ids: [3] }, 1), kind: 'announcement' }]).unread).toBe(3);
    expect(buildNotificationInbox(undefined, [])).toEqual({ items: [], unread: 0 });
  });
});

describe('marking read in the kept list (what a reload offline shows)', () => {
  const now = new Date('2026-11-04T10:00:00.000Z');

  it('sets the read time on the marked ones only and lowers the count by them', () => {
    const marked = markedRead(list, { ids: [3, 1] }, now);
    expect(marked.notifications.map((item) => item.read_at)).toEqual([now.toISOString(), null, '2026-11-01T09:00:00.000Z']);
    expect(marked.unread).toBe(2);
    expect(buildNotificationInbox(marked, []).unread).toBe(2);
  });

  it('marks every listed one and the count to zero for "all"', () => {
    const marked = markedRead(list, { all: true }, now);
    expect(marked.notifications.every((item) => item.read_at !== null)).toBe(true);
    expect(marked.unread).toBe(0);
  });
});
