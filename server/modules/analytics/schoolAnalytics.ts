import type { SchoolAnalyticsResponse } from '../../../src/shared/api/schoolAnalytics.ts';
import { schoolAnalytics } from '../../../src/shared/analytics/schoolAnalytics.ts';
import { turkeyDateOf } from '../../../src/shared/progress/schoolDays.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { roleAllowed } from '../classroom/index.ts';
import * as m from './messages.ts';
import { schoolRows } from './rows.ts';
import { termFrom } from './schemas.ts';

const NO_ROWS = { classes: [], enrolments: [], assignments: [], submissions: [], events: [], attendance: [], kit_orders: [] };

/**
 * The caller's school's figures for a term: its administrator only (a teacher sees their own classes'
 * progress elsewhere; students and parents have no school-wide view), refused before anything is read.
 * Only that school's rows are loaded; an administrator of no school has empty figures.
 */
export function getSchoolAnalytics(context: ApiContext, caller: UserRow, query: unknown): ApiAnswer<SchoolAnalyticsResponse> {
  const refused = roleAllowed(caller, ['administrator'], m.ADMIN_ONLY);
  if (refused) return refused;
  const now = context.now();
  const today = turkeyDateOf(new Date(now));
  if (today === null) throw new RangeError('The server clock is not a time');
  const term = termFrom(query, today);
  if (!term.ok) return term.answer;
  const school = caller.school ?? '';
  const rows = caller.school === null ? NO_ROWS : schoolRows(context.db, caller.school, now);
  return ok({ success: true, ...schoolAnalytics(rows, school, term.value, now) });
}
