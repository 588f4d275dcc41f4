import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ShownNotification } from '@/features/notifications';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';

const announcements = vi.hoisted(() => ({ markRead: vi.fn(), markAllRead: vi.fn() }));
const notes = vi.hoisted(() => ({ markRead: vi.fn(), markAllRead: vi.fn() }));

vi.mock(import('@/features/announcements'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAnnouncementInbox: () =>
    ({
      query: { data: [] },
      inbox: {
        received: [
          {
            id: 5,
            title: 'Bilim şenliği',
            body: '',
            author: { id: 2, full_name: 'Ayşe Demir', role: 'teacher' },
            audience: { kind: 'class', class_id: 1, class_name: '5-B' },
            school: null,
            due_at: null,
            link: null,
            created_at: '2026-11-02T08:00:00.000Z',
            read_at: null,
            is_author: false,
            unread: true,
          },
        ],
        sent: [],
        unread: 1,
      },
      markRead: announcements.markRead,
      markAllRead: announcements.markAllRead,
    }) as never,
}));

const at = new Date(Date.now() - 5 * 60_000).toISOString();
const items: ShownNotification[] = [
  {
    id: 11,
    kind: 'work_graded',
    subject: 'Gölge deneyi',
    details: { assignment_id: 3, score: 85 },
    link: '/homeworks/3',
    created_at: at,
    read_at: null,
    unread: true,
  },
  {
    id: 10,
    kind: 'announcement_new',
    subject: 'Bilim şenliği',
    details: { announcement_id: 5 },
    link: '/communications#duyuru-5',
    created_at: at,
    read_at: null,
    unread: true,
  },
  { id: 9, kind: 'work_returned', subject: 'Mıknatıslar', details: { assignment_id: 2 }, link: '/homeworks/2', created_at: at, read_at: at, unread: false },
];

vi.mock(import('@/features/notifications'), async (importOriginal) => ({
  ...(await importOriginal()),
  useNotifications: () => ({ inbox: { items, unread: 2 }, refused: undefined, markRead: notes.markRead, markAllRead: notes.markAllRead }),
}));

describe('the bell', () => {
  it('counts the welcome, unread notifications and unread announcements, a new announcement once', async () => {
    await renderWithRouter(<NotificationsMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bildirimler (3 yeni)' }));
    const panel = screen.getByRole('region', { name: 'Bildirimler' });
    expect(within(panel).getAllByRole('listitem')[0]?.textContent).toContain('Hoş geldiniz!');
    expect(
      within(panel)
        .getByRole('link', { name: /^Yeni:\s*Ödevin değerlendirildi: Gölge deneyi · 85 puan\s*5 dakika önce$/ })
        .getAttribute('href'),
    ).toBe('/homeworks/3');
    expect(within(panel).getByRole('link', { name: /^Ödevin geri gönderildi: Mıknatıslar/ })).toBeTruthy();
    // The announcement stands for its notification: listed once, with its author and class.
    expect(within(panel).getAllByRole('link', { name: /Bilim şenliği/ })).toHaveLength(1);
    expect(within(panel).getByRole('link', { name: /^Yeni duyuru: Bilim şenliği/ }).textContent).toContain('Ayşe Demir · 5-B sınıfı');
  });

  it('marks the listed unread notifications read on opening; an opened announcement takes its notification with it', async () => {
    notes.markRead.mockReset();
    await renderWithRouter(<NotificationsMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /^Bildirimler/ }));
    expect(notes.markRead).toHaveBeenCalledWith([11]);
    fireEvent.click(screen.getByRole('link', { name: /Bilim şenliği/ }));
    expect(announcements.markRead).toHaveBeenCalledWith(5);
    expect(notes.markRead).toHaveBeenLastCalledWith([10]);
  });

  it('clears everything: the welcome for this visit, announcements and notifications', async () => {
    await renderWithRouter(<NotificationsMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /^Bildirimler/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bildirimleri temizle' }));
    expect(announcements.markAllRead).toHaveBeenCalled();
    expect(notes.markAllRead).toHaveBeenCalled();
  });
});
