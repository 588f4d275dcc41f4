import type { IsoDate } from '../progress/days.ts';
import { turkeyDateOf } from '../progress/schoolDays.ts';
import type { AnalyticsRows } from './rows.ts';
import { inTerm } from './terms.ts';

/**
 * The students who did anything in the week: a progress event (an answer, a finished experiment, a
 * lesson ticked off, a homework) or a hand-in, by the Turkey day of the device's time of the work.
 */
export function activeStudents(rows: AnalyticsRows, week: { start: IsoDate; end: IsoDate }): Set<number> {
  const active = new Set<number>();
  for (const event of rows.events) if (inTerm(turkeyDateOf(event.at), week)) active.add(event.user_id);
  for (const submission of rows.submissions) if (inTerm(turkeyDateOf(submission.completed_at), week)) active.add(submission.student_id);
  return active;
}
