import { queryOptions } from '@tanstack/react-query';
import { http } from '@/shared/api/http.ts';
import { ANNOUNCEMENT_PATHS, type AnnouncementCreateRequest, type AnnouncementListResponse } from '@/shared/api/announcements.ts';
import { sendUserWrite } from '@/shared/offline/userOutbox.ts';

/** Query keys, built here only; announcements are one signed-in user's and go at sign-out with the cache. */
export const announcementKeys = { all: ['announcements'] as const, list: () => [...announcementKeys.all, 'list'] as const };

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

/**
 * A teacher's announcement goes through the signed-in outbox (DESIGN §8): written offline in the
 * classroom, it waits on the device under its author and is sent once, its key making a resend one announcement.
 */
export const postAnnouncement = (ownerId: number, request: AnnouncementCreateRequest) =>
  sendUserWrite({ ownerId, kind: 'announcement', method: 'POST', path: ANNOUNCEMENT_PATHS.announcements, body: request, refs: { action: 'post' } });

/** Read state is the reader's own write: marked offline, it shows read at once and reaches the server later. */
export const markAnnouncementRead = (ownerId: number, announcementId: number) =>
  sendUserWrite({ ownerId, kind: 'announcement', method: 'PUT', path: ANNOUNCEMENT_PATHS.read(announcementId), body: {}, refs: { action: 'read', announcementId } });
