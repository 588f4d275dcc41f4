import type { Database } from 'better-sqlite3';
import { emptyCounts, submissionState, type StateCounts, type SubmissionState } from '../../../src/shared/api/classroom.ts';
import { gradeAverage, type AverageCell } from '../../../src/shared/classroom/average.ts';
import { isGiven, selectedStudents, type AssignmentRow } from './assignmentRows.ts';
import type { RosterRow } from './enrolments.ts';
import { dueFor, termKey, termsOf, type StudentTerm } from './studentTerms.ts';
import { factsOf, isCounted, latestWork, scoreOf, workKey, type SubmissionRow } from './submissionRows.ts';

/** `term`: the student's own due time or excuse on this assignment, if the teacher gave one. */
export type WorkCell = { enrolment: RosterRow; latest: SubmissionRow | null; attempts: number; state: SubmissionState; term: StudentTerm | undefined };

export type ClassWork = {
  /** Enrolment ids of an assignment's selected students ([] for the whole class). */
  selection(assignment: AssignmentRow): number[];
  /** One cell per active student the assignment is for, in roster order. */
  cells(assignment: AssignmentRow): WorkCell[];
  counts(assignment: AssignmentRow): StateCounts;
};

/** Everything a class's pages derive states from, read in three queries rather than one per student and assignment. */
export function loadClassWork(db: Database, roster: readonly RosterRow[], assignments: readonly AssignmentRow[], now: number): ClassWork {
  const ids = assignments.map((assignment) => assignment.id);
  const selections = selectedStudents(db, ids);
  const work = latestWork(db, ids);
  const terms = termsOf(db, ids);
  const active = roster.filter((row) => row.status === 'active');

  const selection = (assignment: AssignmentRow) => (assignment.audience === 'students' ? (selections.get(assignment.id) ?? []) : []);

  const cells = (assignment: AssignmentRow): WorkCell[] => {
    const chosen = new Set(selection(assignment));
    const audience = assignment.audience === 'students' ? active.filter((row) => chosen.has(row.id)) : active;
    return audience.map((enrolment) => {
      const found = enrolment.user_id === null ? undefined : work.get(workKey(assignment.id, enrolment.user_id));
      const latest = found?.latest ?? null;
      const term = terms.get(termKey(assignment.id, enrolment.id));
      const state = submissionState(latest && factsOf(latest), dueFor(assignment, term), now, term?.excused);
      return { enrolment, latest, attempts: found?.attempts ?? 0, state, term };
    });
  };

  // Nobody has a draft or a not-yet-published assignment, so there is nothing to count for it.
  const counts = (assignment: AssignmentRow): StateCounts => {
    const tally = emptyCounts();
    if (!isGiven(assignment, now)) return tally;
    for (const cell of cells(assignment)) tally[cell.state] += 1;
    return tally;
  };

  return { selection, cells, counts };
}

/** What a cell brings to the one grade average (src/shared/classroom/average.ts). */
const averageCellOf = (cell: WorkCell): AverageCell => ({ state: cell.state, score: cell.latest ? scoreOf(cell.latest) : null });

export type StudentStats = { grade_average: number | null; progress: number };

/** Per enrolment: the one grade average and the share of given work handed in (held work not yet); and the class's, over every counted cell. */
export function classStats(work: ClassWork, assignments: readonly AssignmentRow[], now: number) {
  const given = assignments.filter((assignment) => isGiven(assignment, now));
  const scores = new Map<number, AverageCell[]>();
  const handedIn = new Map<number, { given: number; done: number }>();
  const allScores: AverageCell[] = [];
  for (const assignment of given) {
    for (const cell of work.cells(assignment)) {
      // An excused student owes nothing here: it counts neither for nor against them.
      if (cell.state === 'excused') continue;
      const tally = handedIn.get(cell.enrolment.id) ?? { given: 0, done: 0 };
      tally.given += 1;
      if (isCounted(cell.latest)) tally.done += 1;
      handedIn.set(cell.enrolment.id, tally);
      const entry = averageCellOf(cell);
      scores.set(cell.enrolment.id, [...(scores.get(cell.enrolment.id) ?? []), entry]);
      allScores.push(entry);
    }
  }
  return {
    performance: gradeAverage(allScores),
    of(enrolmentId: number): StudentStats {
      const tally = handedIn.get(enrolmentId);
      return {
        grade_average: gradeAverage(scores.get(enrolmentId) ?? []),
        progress: tally && tally.given ? Math.round((100 * tally.done) / tally.given) : 0,
      };
    },
  };
}
