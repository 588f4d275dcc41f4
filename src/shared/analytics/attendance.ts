import type { AnalyticsTerm, AttendanceFigures } from '../api/schoolAnalytics.ts';
import { percentOf } from './percent.ts';
import type { AnalyticsRows } from './rows.ts';
import { inTerm } from './terms.ts';

export type AttendanceTally = Pick<AttendanceFigures, 'recorded' | 'present' | 'late' | 'absent' | 'excused'>;

const emptyTally = (): AttendanceTally => ({ recorded: 0, present: 0, late: 0, absent: 0, excused: 0 });

/** Per class, the lessons recorded on the term's days (every record, a child since gone included: it was a lesson then). */
export function attendanceByClass(rows: AnalyticsRows, term: AnalyticsTerm): Map<number, AttendanceTally> {
  const tallies = new Map<number, AttendanceTally>();
  for (const row of rows.attendance) {
    if (!inTerm(row.date, term)) continue;
    const tally = tallies.get(row.class_id) ?? emptyTally();
    tallies.set(row.class_id, tally);
    tally.recorded += 1;
    tally[row.status] += 1;
  }
  return tallies;
}

/** Several classes' records together; a child who came late was there. */
export function attendanceFigures(tallies: readonly (AttendanceTally | undefined)[]): AttendanceFigures {
  const sum = emptyTally();
  for (const tally of tallies) {
    if (!tally) continue;
    sum.recorded += tally.recorded;
    sum.present += tally.present;
    sum.late += tally.late;
    sum.absent += tally.absent;
    sum.excused += tally.excused;
  }
  return { ...sum, percent: percentOf(sum.present + sum.late, sum.recorded) };
}
