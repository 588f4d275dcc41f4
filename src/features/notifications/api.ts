import { msg } from '@lingui/core/macro';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http.ts';
import { NOTIFICATION_PATHS, type NotificationListResponse, type NotificationReadRequest } from '@/shared/api/notifications.ts';
import { defineUserWrite, type UserWriteRequest } from '@/shared/offline/userWriteDefinition.ts';
import { markedRead } from './model/readState.ts';

/** Query keys, built here only; notifications are one signed-in user's and go at sign-out with the whole cache. */
export const notificationKeys = { all: ['notifications'] as const, list: () => [...notificationKeys.all, 'list'] as const };

/**
 * The signed-in user's own, newest first. The header's bell reads it on every page, so a minute-old
 * answer is good enough; the persisted cache keeps it, and what was read offline, across a reload.
 */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    queryFn: () => http.request<NotificationListResponse>(NOTIFICATION_PATHS.notifications, { auth: true }),
  });

/**
 * Marking read goes through the signed-in outbox (docs/architecture.md#the-two-outboxes): opened offline, the bell's count drops at
 * once and the server hears of it later; the key makes a resend one marking.
 */
export const notificationReadWrite = defineUserWrite({
  kind: 'notificationRead',
  what: msg`Bildirimleri okundu sayma`,
  request: (input: NotificationReadRequest): UserWriteRequest<NotificationReadRequest> => ({
    method: 'POST',
    path: NOTIFICATION_PATHS.read,
    body: input,
    refs: 'all' in input ? { all: 1 } : { count: input.ids.length },
  }),
  refreshes: [notificationKeys.all],
});

/** Read now in the kept list (so a reload offline still shows them read), then on its way to the server. */
export function markNotificationsRead(queryClient: QueryClient, ownerId: number, request: NotificationReadRequest, now: Date): void {
  queryClient.setQueryData<NotificationListResponse>(notificationKeys.list(), (list) => list && markedRead(list, request, now));
  void notificationReadWrite.send(ownerId, request);
}
