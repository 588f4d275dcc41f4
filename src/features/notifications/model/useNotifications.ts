import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { useUserWrites } from '@/shared/offline/userOutbox.ts';
import { markNotificationsRead, notificationsQuery } from '../api.ts';
import { buildNotificationInbox } from './readState.ts';

/**
 * The signed-in user's notifications as the bell shows them: the server's last answer kept on the
 * device, with what this device marked read and has not sent yet.
 */
export function useNotifications() {
  const { user } = useSession();
  const ownerId = typeof user?.id === 'number' ? user.id : null;
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationsQuery(), enabled: ownerId !== null });
  const writes = useUserWrites(ownerId);
  const inbox = useMemo(() => buildNotificationInbox(query.data, writes), [query.data, writes]);
  // The bell shows a refused marking through the shared state display (it never blocks the list).
  const refused = writes.find((write) => write.kind === 'notificationRead' && write.state !== 'waiting');

  // Only unread ones are sent: a read time is the first, and a second write would be noise in the outbox.
  const markRead = (ids: readonly number[]) => {
    const unread = ids.filter((id) => inbox.items.some((item) => item.id === id && item.unread));
    if (ownerId === null || unread.length === 0) return;
    markNotificationsRead(queryClient, ownerId, { ids: unread }, new Date());
  };
  const markAllRead = () => {
    if (ownerId === null || inbox.unread === 0) return;
    markNotificationsRead(queryClient, ownerId, { all: true }, new Date());
  };

  return { inbox, refused, markRead, markAllRead };
}
