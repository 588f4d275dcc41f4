import type { AnnouncementListResponse, AnnouncementReadResponse, AnnouncementResponse } from '../../../src/shared/api/announcements.ts';
import { decidePosting, readerKeys } from '../../../src/shared/announcements/index.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { findAssignment, findClass, forbidden, isClassStaff, notFound, roleAllowed, STAFF_ROLES } from '../classroom/index.ts';
import { factsFor, personOf, staffClasses } from './facts.ts';
import * as m from './messages.ts';
import { notifyAnnouncement } from './notices.ts';
import { insertAnnouncement, markRead, visibleAnnouncement, visibleAnnouncements } from './rows.ts';
import { parseAnnouncement, type AnnouncementInput } from './schemas.ts';

const readerOf = (context: ApiContext, caller: UserRow) => ({ id: caller.id, keys: readerKeys(personOf(caller), factsFor(context.db, caller)) });

/** A linked homework must be one the author may see (their class's, or their school's for the administrator); else 404 like any id not theirs. */
function linkAllowed(context: ApiContext, caller: UserRow, link: AnnouncementInput['link']): boolean {
  if (link?.kind !== 'assignment') return true;
  const assignment = findAssignment(context.db, link.assignment_id);
  const cls = assignment && findClass(context.db, assignment.class_id);
  return Boolean(cls && isClassStaff(caller, cls));
}

/**
 * POST: a teacher to their own active class or a grade they teach, the administrator to anything in
 * their school. The role is checked before the body or any id, so a refused role learns nothing.
 */
export function createAnnouncement(context: ApiContext, caller: UserRow, body: unknown): ApiAnswer<AnnouncementResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, m.STAFF_ONLY);
  if (refused) return refused;
  const parsed = parseAnnouncement(body);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.value;
  const decision = decidePosting(personOf(caller), input.audience, staffClasses(context.db, caller));
  if (!decision.ok) return decision.refusal === 'forbidden' ? forbidden(m.SCHOOL_ADMIN_ONLY) : notFound();
  if (!linkAllowed(context, caller, input.link)) return notFound();
  // One transaction: its readers are told only of an announcement that was stored.
  const id = context.db.transaction(() => {
    const stored = insertAnnouncement(context.db, caller.id, decision.target, input, context.nowIso());
    notifyAnnouncement(context.db, stored, decision.target, input.title, new Date(context.now()));
    return stored;
  })();
  const announcement = visibleAnnouncement(context.db, readerOf(context, caller), id);
  return announcement ? ok({ success: true, announcement }, 201) : notFound();
}

/** GET: what reaches the caller and what they wrote, newest first, each with the caller's own read time. */
export function listAnnouncements(context: ApiContext, caller: UserRow): ApiAnswer<AnnouncementListResponse> {
  return ok({ success: true, announcements: visibleAnnouncements(context.db, readerOf(context, caller)) });
}

/** PUT read: for the caller only, and only for an announcement they see; the first read time stays. */
export function readAnnouncement(context: ApiContext, caller: UserRow, id: number | undefined): ApiAnswer<AnnouncementReadResponse> {
  const announcement = id === undefined ? undefined : visibleAnnouncement(context.db, readerOf(context, caller), id);
  if (!announcement) return notFound();
  return ok({ success: true, id: announcement.id, read_at: markRead(context.db, announcement.id, caller.id, context.nowIso()) });
}
