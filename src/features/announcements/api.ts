import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http.ts';
import { ANNOUNCEMENT_PATHS, type AnnouncementCreateRequest, type AnnouncementListResponse, type AnnouncementResponse } from '@/shared/api/announcements.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { defineUserWrite, type UserWriteRequest } from '@/shared/offline/userWriteDefinition.ts';

/** Query keys, built here only; announcements are one signed-in user's and go at sign-out with the cache. */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: () => [...announcementKeys.all, 'list'] as const,
  removed: () => [...announcementKeys.all, 'removed'] as const,
};

/**
 * What reaches the caller and what they wrote, newest first. The header's bell reads it on every
 * page, so a minute-old answer is good enough there; the persisted cache keeps it readable offline.
 */
export const announcementsQuery = () =>
  queryOptions({
    queryKey: announcementKeys.list(),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    queryFn: async () => (await http.request<AnnouncementListResponse>(ANNOUNCEMENT_PATHS.announcements, { auth: true })).announcements,
  });

/** The list /communications reads first, asked for by its route's loader (route.ts); a minute-old copy (the bell's) is not asked for again. */
export const prefetchCommunicationsPage = (queryClient: QueryClient): Promise<void> => queryClient.prefetchQuery(announcementsQuery());

export type AnnouncementWriteInput = { action: 'post'; request: AnnouncementCreateRequest } | { action: 'read'; announcementId: number };

/**
 * A teacher's announcement, and a reader marking one read, go through the signed-in outbox (docs/architecture.md#the-two-outboxes):
 * written offline in the classroom, it waits on the device under its author and is sent once, its
 * key making a resend one announcement; read state shows at once and reaches the server later.
 */
export const announcementWrite = defineUserWrite({
  kind: 'announcement',
  what: msg`Duyuru`,
  request: (input: AnnouncementWriteInput): UserWriteRequest<AnnouncementCreateRequest | Record<string, never>> =>
    input.action === 'post'
      ? { method: 'POST', path: ANNOUNCEMENT_PATHS.announcements, body: input.request, refs: { action: 'post' } }
      : { method: 'PUT', path: ANNOUNCEMENT_PATHS.read(input.announcementId), body: {}, refs: { action: 'read', announcementId: input.announcementId } },
  refreshes: [announcementKeys.all],
});

export const postAnnouncement = (ownerId: number, request: AnnouncementCreateRequest) => announcementWrite.send(ownerId, { action: 'post', request });

export const markAnnouncementRead = (ownerId: number, announcementId: number) => announcementWrite.send(ownerId, { action: 'read', announcementId });

/** The author's own removed announcements that can still be restored (30 days). */
export const removedAnnouncementsQuery = () =>
  queryOptions({
    queryKey: announcementKeys.removed(),
    staleTime: 0,
    queryFn: async () => (await http.request<AnnouncementListResponse>(`${ANNOUNCEMENT_PATHS.announcements}?removed=1`, { auth: true })).announcements,
  });

/** Removing and restoring are made online, each press once (its own key), and every announcement list is asked again after. */
function useAnnouncementChange(path: (id: number) => string, method: 'DELETE' | 'POST') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await http.request<AnnouncementResponse>(path(id), { method, body: {}, auth: true, idempotencyKey: newIdempotencyKey() })).announcement,
    onSuccess: () => client.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export const useRemoveAnnouncement = () => useAnnouncementChange(ANNOUNCEMENT_PATHS.announcement, 'DELETE');

export const useRestoreAnnouncement = () => useAnnouncementChange(ANNOUNCEMENT_PATHS.restore, 'POST');
