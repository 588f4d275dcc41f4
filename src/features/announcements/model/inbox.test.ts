import { describe, expect, it } from 'vitest';
import type { Announcement } from '@/shared/api/announcements.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { buildInbox } from './inbox.ts';

const announcement = (id: number, over: Partial<Announcement> = {}): Announcement => ({
  id,
  author: { id: 2, full_name: 'Ayşe Yılmaz', role: 'teacher' },
  audience: { kind: 'class', class_id: 1, class_name: '5-B' },
  school: 'Atatürk Ortaokulu',
  title: `Duyuru ${id}`,
  body: '',
  due_at: null,
  link: null,
  created_at: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00Z`,
  read_at: null,
  is_author: false,
  ...over,
});

const write = (id: string, over: Partial<UserWrite>): UserWrite => ({
  id,
  ownerId: 7,
  kind: 'announcement',
  method: 'POST',
  path: '/api/announcements/',
  body: { audience: { kind: 'class', class_id: 1 }, title: 'Yarın gezi var' },
  refs: { action: 'post' },
  createdAt: 1_700_000_000_000,
  attempts: 0,
  state: 'waiting',
  ...over,
});

describe('the inbox as a device shows it', () => {
  it('lists what reached the reader newest first and counts the unread', () => {
    const inbox = buildInbox([announcement(1), announcement(3, { read_at: '2026-11-13T10:00:00Z' }), announcement(2)], []);
    expect(inbox.received.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(inbox.received.map((item) => item.unread)).toEqual([false, true, true]);
    expect(inbox.unread).toBe(2);
  });

  it('counts a read marked offline as read before the server knows it', () => {
    const read = write('r1', { method: 'PUT', path: '/api/announcements/2/read/', body: {}, refs: { action: 'read', announcementId: 2 } });
    const inbox = buildInbox([announcement(1), announcement(2)], [read]);
    expect(inbox.received.find((item) => item.id === 2)?.unread).toBe(false);
    expect(inbox.unread).toBe(1);
  });

  it('keeps the writer’s own out of the received list and puts unsent ones first in the sent list', () => {
    const own = announcement(4, { is_author: true, read_at: '2026-11-14T09:00:00Z' });
    const older = write('w1', { createdAt: 1 });
    const refused = write('w2', { createdAt: 2, state: 'rejected', error: { code: 'NOT_FOUND', message: 'Bulunamadı.' } });
    const inbox = buildInbox([announcement(1), own], [older, refused]);
    expect(inbox.received.map((item) => item.id)).toEqual([1]);
    expect(inbox.sent.map((item) => (item.state === 'sent' ? item.announcement.id : item.writeId))).toEqual(['w2', 'w1', 4]);
    expect(inbox.sent[0]).toMatchObject({ state: 'rejected', error: { message: 'Bulunamadı.' } });
  });

  it('ignores other kinds of writes', () => {
    const other = write('x', { kind: 'shipping', refs: { orderId: 1, action: 'confirmDelivery' } });
    expect(buildInbox([announcement(1)], [other])).toMatchObject({ sent: [], unread: 1 });
  });
});
