import type { NotificationListResponse, NotificationReadResponse } from '../../../src/shared/api/notifications.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { markOwnRead, ownNotifications, unreadCount } from './rows.ts';
import { parseRead } from './schemas.ts';

/** GET: every role reads its own list; there is no id to ask for anyone else's. */
export function listNotifications(context: ApiContext, caller: UserRow): ApiAnswer<NotificationListResponse> {
  const nowIso = context.nowIso();
  return ok({ success: true, notifications: ownNotifications(context.db, caller.id, nowIso), unread: unreadCount(context.db, caller.id, nowIso) });
}

/**
 * POST read: marks only the caller's own. Another user's id is ignored rather than refused, so a
 * batch sent from the bell never fails for one id and never tells whether that id exists.
 */
export function readNotifications(context: ApiContext, caller: UserRow, body: unknown): ApiAnswer<NotificationReadResponse> {
  const parsed = parseRead(body);
  if (!parsed.ok) return parsed.answer;
  const marked = markOwnRead(context.db, caller.id, parsed.ids, context.nowIso());
  return ok({ success: true, marked, unread: unreadCount(context.db, caller.id, context.nowIso()) });
}
