import type { AnalyticsTerm, HomeworkFigures } from '../api/schoolAnalytics.ts';
import { turkeyDateOf } from '../progress/schoolDays.ts';
import { percentOf } from './percent.ts';
import { groupBy, type AnalyticsRows } from './rows.ts';
import { inTerm } from './terms.ts';

export type HomeworkTally = { assigned: number; submitted: number; late: number; missing: number };

const emptyTally = (): HomeworkTally => ({ assigned: 0, submitted: 0, late: 0, missing: 0 });

/**
 * Per class, over the assignments given in the term (by the Turkey day they were given): one cell per
 * active student each is for, as the classroom counts them. A cell is handed in when the student's
 * latest hand-in exists (late by its own flag, which the server decided on arrival), missing when the
 * due time has passed without one, and open otherwise. A name without an account cannot hand in, so
 * it turns missing at the due time, as on the teacher's gradebook.
 */
export function homeworkByClass(rows: AnalyticsRows, term: AnalyticsTerm, now: number): Map<number, HomeworkTally> {
  const latest = new Map<string, { id: number; late: boolean }>();
  for (const row of rows.submissions) {
    const key = `${row.assignment_id}:${row.student_id}`;
    const known = latest.get(key);
    if (!known || row.id > known.id) latest.set(key, { id: row.id, late: row.late });
  }
  const lists = groupBy(rows.enrolments, (row) => row.class_id);
  const tallies = new Map<number, HomeworkTally>();
  for (const assignment of rows.assignments) {
    if (assignment.given_at === null || !inTerm(turkeyDateOf(assignment.given_at), term)) continue;
    const chosen = new Set(assignment.selected);
    const audience = (lists.get(assignment.class_id) ?? []).filter((row) => assignment.audience === 'class' || chosen.has(row.id));
    const tally = tallies.get(assignment.class_id) ?? emptyTally();
    tallies.set(assignment.class_id, tally);
    const pastDue = Date.parse(assignment.due_at) < now;
    for (const enrolment of audience) {
      const work = enrolment.user_id === null ? undefined : latest.get(`${assignment.id}:${enrolment.user_id}`);
      tally.assigned += 1;
      if (work) {
        tally.submitted += 1;
        if (work.late) tally.late += 1;
      } else if (pastDue) tally.missing += 1;
    }
  }
  return tallies;
}

/** Several classes' cells together: sums first, then the rates, so a big class weighs as much as its students. */
export function homeworkFigures(tallies: readonly (HomeworkTally | undefined)[]): HomeworkFigures {
  const sum = emptyTally();
  for (const tally of tallies) {
    if (!tally) continue;
    sum.assigned += tally.assigned;
    sum.submitted += tally.submitted;
    sum.late += tally.late;
    sum.missing += tally.missing;
  }
  return {
    ...sum,
    completion_percent: percentOf(sum.submitted, sum.submitted + sum.missing),
    late_percent: percentOf(sum.late, sum.submitted),
  };
}
