import type { AnnouncementListResponse, AnnouncementResponse } from '../../../src/shared/api/announcements.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { notFound, restorableSince, restoreRefusal } from '../classroom/index.ts';
import { authoredAnnouncement, removedAnnouncements, setRemoved } from './rows.ts';

/** DELETE: the author removes their announcement softly; it leaves every reader's list at once. Anyone else: 404. */
export function removeAnnouncement(context: ApiContext, caller: UserRow, id: number | undefined): ApiAnswer<AnnouncementResponse> {
  const found = id === undefined ? undefined : authoredAnnouncement(context.db, caller.id, id);
  if (!found) return notFound();
  setRemoved(context.db, found.id, context.nowIso());
  const announcement = authoredAnnouncement(context.db, caller.id, found.id) ?? found;
  return ok({ success: true, message: 'Duyuru kaldırıldı. 30 gün içinde geri alabilirsiniz.', announcement });
}

/** POST restore: within restoreDays of its removal the announcement reaches its readers again (read times kept); later 410. */
export function restoreAnnouncement(context: ApiContext, caller: UserRow, id: number | undefined): ApiAnswer<AnnouncementResponse> {
  const found = id === undefined ? undefined : authoredAnnouncement(context.db, caller.id, id);
  if (!found) return notFound();
  if (found.removed_at) {
    const refused = restoreRefusal(found.removed_at, context.now());
    if (refused) return refused;
    setRemoved(context.db, found.id, null);
  }
  const announcement = authoredAnnouncement(context.db, caller.id, found.id) ?? found;
  return ok({ success: true, message: 'Duyuru geri alındı.', announcement });
}

/** GET ?removed=1: the caller's own removed announcements still restorable. */
export function listRemovedAnnouncements(context: ApiContext, caller: UserRow): ApiAnswer<AnnouncementListResponse> {
  return ok({ success: true, announcements: removedAnnouncements(context.db, caller.id, restorableSince(context.now())) });
}
