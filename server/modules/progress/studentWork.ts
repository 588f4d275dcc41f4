import type { Database } from 'better-sqlite3';
import { resultRevealed, submissionState, type AttendanceStatus, type SubmissionState } from '../../../src/shared/api/classroom.ts';
import type { AttendanceCounts, ClassProgressStudent, HomeworkHistoryEntry } from '../../../src/shared/api/progress.ts';
import {
  assignmentsOfClasses,
  dueFor,
  factsOf,
  isAssignedTo,
  isCounted,
  isGiven,
  latestWork,
  scoreOf,
  selectedStudents,
  termKey,
  termsOf,
  workKey,
  type AssignmentRow,
  type ClassWork,
  type EnrolmentRow,
  type SubmissionReader,
} from '../classroom/index.ts';

// The classroom's own rules (what is given, to whom, in which state) read for progress: one truth for both pages.

/** A score is shown for handed-in work; returned work is to be done again, so its old score is not. */
const SCORED: ReadonlySet<SubmissionState> = new Set(['submitted', 'late', 'graded']);

/** Classes a reader may see of a student: 'all' for the child and their parent, else a list (see studentScope). */
export type ClassFilter = readonly number[] | 'all';

const inFilter = (classes: ClassFilter, classId: number): boolean => classes === 'all' || classes.includes(classId);

/** Every given assignment of the student's active classes (those in `classes`) that is for them, with its state and score, by due time. */
export function homeworkHistory(
  db: Database,
  studentId: number,
  now: number,
  classes: ClassFilter = 'all',
  reader: SubmissionReader = 'family',
): HomeworkHistoryEntry[] {
  const enrolments = db
    .prepare<[number], EnrolmentRow>("SELECT * FROM enrolments WHERE user_id = ? AND status = 'active'")
    .all(studentId)
    .filter((row) => inFilter(classes, row.class_id));
  const rows = assignmentsOfClasses(
    db,
    enrolments.map((row) => row.class_id),
  ).filter((row) => isGiven(row, now));
  const ids = rows.map((row) => row.id);
  const selections = selectedStudents(db, ids);
  const work = latestWork(db, ids);
  const terms = termsOf(db, ids);
  return rows.flatMap((row) => {
    const enrolment = enrolments.find((item) => item.class_id === row.class_id);
    if (!enrolment || !isAssignedTo(row, enrolment, selections.get(row.id) ?? [])) return [];
    const latest = work.get(workKey(row.id, studentId))?.latest ?? null;
    // The student's own terms: their extension is their due time, and excused work is neither missing nor scored.
    const term = terms.get(termKey(row.id, enrolment.id));
    const dueAt = dueFor(row, term);
    const state = submissionState(latest && factsOf(latest), dueAt, now, term?.excused);
    return [
      {
        assignment_id: row.id,
        class_id: row.class_id,
        title: row.title,
        due_at: dueAt,
        state,
        // The child and their parent see an auto score only once it is revealed (submissionRows.toSubmission).
        score: latest && SCORED.has(state) && (reader === 'staff' || resultRevealed(row.reveal, latest.graded_at, dueAt, now)) ? scoreOf(latest) : null,
      },
    ];
  });
}

export const emptyAttendance = (): AttendanceCounts => ({ present: 0, absent: 0, late: 0, excused: 0 });

type AttendanceTally = { enrolment_id: number; status: AttendanceStatus; total: number };

function tallyInto(counts: AttendanceCounts, row: AttendanceTally): void {
  counts[row.status] += row.total;
}

/** The student's recorded lessons across every class (in `classes`) they were ever on the list of. */
export function attendanceOfStudent(db: Database, studentId: number, classes: ClassFilter = 'all'): AttendanceCounts {
  const counts = emptyAttendance();
  const rows = db
    .prepare<[number], AttendanceTally & { class_id: number }>(
      `SELECT class_id, enrolment_id, status, COUNT(*) AS total FROM attendance_records
        WHERE enrolment_id IN (SELECT id FROM enrolments WHERE user_id = ?) GROUP BY class_id, enrolment_id, status`,
    )
    .all(studentId);
  for (const row of rows) if (inFilter(classes, row.class_id)) tallyInto(counts, row);
  return counts;
}

/** Each enrolment's recorded lessons in one class. */
export function attendanceOfClass(db: Database, classId: number): Map<number, AttendanceCounts> {
  const byEnrolment = new Map<number, AttendanceCounts>();
  const rows = db
    .prepare<[number], AttendanceTally>(
      'SELECT enrolment_id, status, COUNT(*) AS total FROM attendance_records WHERE class_id = ? GROUP BY enrolment_id, status',
    )
    .all(classId);
  for (const row of rows) {
    const counts = byEnrolment.get(row.enrolment_id) ?? emptyAttendance();
    byEnrolment.set(row.enrolment_id, counts);
    tallyInto(counts, row);
  }
  return byEnrolment;
}

export type HomeworkCounts = ClassProgressStudent['homework'];

/**
 * Per enrolment, over the class's given assignments that are for them: `submitted` counts work handed
 * in (late, graded or returned included; held work only once accepted), `late` the part of it handed
 * in after the due time, and `missing` what was never handed in and is past due; the rest is still open.
 */
export function homeworkCountsOfClass(work: ClassWork, given: readonly AssignmentRow[]): Map<number, HomeworkCounts> {
  const counts = new Map<number, HomeworkCounts>();
  for (const assignment of given) {
    for (const cell of work.cells(assignment)) {
      const tally = counts.get(cell.enrolment.id) ?? { total: 0, submitted: 0, late: 0, missing: 0 };
      counts.set(cell.enrolment.id, tally);
      tally.total += 1;
      if (isCounted(cell.latest)) tally.submitted += 1;
      if (isCounted(cell.latest) && cell.latest.late === 1) tally.late += 1;
      if (cell.state === 'missing') tally.missing += 1;
    }
  }
  return counts;
}
