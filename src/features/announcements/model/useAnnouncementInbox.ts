import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { useUserWrites } from '@/shared/offline/userOutbox.ts';
import { announcementsQuery, markAnnouncementRead } from '../api.ts';
import { buildInbox } from './inbox.ts';

/**
 * The signed-in user's announcements as every screen shows them (the bell, the home card,
 * /communications): the server's last answer kept on the device, with this device's unsent reads and posts.
 */
export function useAnnouncementInbox() {
  const { user } = useSession();
  const ownerId = typeof user?.id === 'number' ? user.id : null;
  const query = useQuery({ ...announcementsQuery(), enabled: ownerId !== null });
  const writes = useUserWrites(ownerId);
  const inbox = useMemo(() => buildInbox(query.data ?? [], writes), [query.data, writes]);

  // Only an unread one is marked: the read time is the first, and a second write would be noise in the outbox.
  const markRead = (id: number) => {
    if (ownerId === null || !inbox.received.some((item) => item.id === id && item.unread)) return;
    void markAnnouncementRead(ownerId, id);
  };
  const markAllRead = () => {
    if (ownerId === null) return;
    for (const item of inbox.received) if (item.unread) void markAnnouncementRead(ownerId, item.id);
  };

  return { query, inbox, ownerId, role: user?.role, markRead, markAllRead };
}
