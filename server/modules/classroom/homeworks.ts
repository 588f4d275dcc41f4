import type { Database } from 'better-sqlite3';
import { submissionState, type ChildSummary, type Homework, type HomeworkListResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { recordRead } from '../privacy/index.ts';
import { childrenOf, findClass, roleAllowed, type ClassRow } from './access.ts';
import { assignmentsOfClasses, isGiven, selectedStudents, toAssignment, type AssignmentRow } from './assignmentRows.ts';
import type { EnrolmentRow } from './enrolments.ts';
import { idFrom, notFound } from './errors.ts';
import { dueFor, termKey, termsOf } from './studentTerms.ts';
import { factsOf, latestWork, toSubmission, workKey } from './submissionRows.ts';

/** A given assignment is a student's when it is for the whole class or names their enrolment. */
export function isAssignedTo(assignment: AssignmentRow, enrolment: EnrolmentRow, selection: readonly number[]): boolean {
  return assignment.audience === 'class' || selection.includes(enrolment.id);
}

/**
 * Every published or closed assignment of the student's active classes that is for them, with their
 * standing hand-in. An archived class's work stays here as history, flagged class_archived, and is
 * never to do.
 */
function homeworksOf(db: Database, studentId: number, now: number): Homework[] {
  const enrolments = db.prepare<[number], EnrolmentRow>("SELECT * FROM enrolments WHERE user_id = ? AND status = 'active'").all(studentId);
  const classes = new Map(enrolments.map((row) => [row.class_id, findClass(db, row.class_id)] as const));
  const rows = assignmentsOfClasses(db, [...classes.keys()]).filter((row) => isGiven(row, now));
  const selections = selectedStudents(
    db,
    rows.map((row) => row.id),
  );
  const work = latestWork(
    db,
    rows.map((row) => row.id),
  );
  const terms = termsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const enrolment = enrolments.find((item) => item.class_id === row.class_id);
    const cls: ClassRow | undefined = classes.get(row.class_id);
    if (!enrolment || !cls || !isAssignedTo(row, enrolment, selections.get(row.id) ?? [])) return [];
    const latest = work.get(workKey(row.id, studentId))?.latest ?? null;
    // The student's own terms: their due time (an extension) is the one they see and are judged by.
    const term = terms.get(termKey(row.id, enrolment.id));
    const dueAt = dueFor(row, term);
    const assignment = { ...toAssignment(row, cls, row.audience === 'students' ? [enrolment.id] : [], now), due_at: dueAt };
    // Given more time, the student may still hand in after the class's hand-ins closed, until their own due time (as submitWork takes it).
    if (term?.due_at && assignment.status === 'closed' && Date.parse(term.due_at) > now) Object.assign(assignment, { status: 'published', closed_at: null });
    return [
      {
        assignment,
        state: submissionState(latest && factsOf(latest), dueAt, now, term?.excused),
        submission: latest && toSubmission(latest, { reveal: row.reveal, due_at: dueAt }, now, 'family'),
      },
    ];
  });
}

function childSummaries(db: Database, ids: readonly number[]): ChildSummary[] {
  return ids.flatMap((id) => {
    const row = db.prepare<[number], { first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = ?').get(id);
    return row ? [{ id, full_name: `${row.first_name} ${row.last_name}`.trim() }] : [];
  });
}

/** A student's own homework; a parent's view of one child's (the first by default), never another child's. */
export function listHomeworks(context: ApiContext, caller: UserRow, studentIdText: string | undefined): ApiAnswer<HomeworkListResponse> {
  const refused = roleAllowed(caller, ['student', 'parent'], 'Ödev listesi öğrenciler ve veliler içindir; öğretmenler ödevler sayfasını kullanır.');
  if (refused) return refused;
  const now = context.now();
  if (caller.role === 'student') {
    if (studentIdText !== undefined && idFrom(studentIdText) !== caller.id) return notFound();
    return ok({ success: true, homeworks: homeworksOf(context.db, caller.id, now) });
  }

  const children = childSummaries(context.db, childrenOf(context.db, caller.id));
  const wanted = studentIdText === undefined ? children[0]?.id : idFrom(studentIdText);
  if (studentIdText !== undefined && !children.some((child) => child.id === wanted)) return notFound();
  if (wanted === undefined) return ok({ success: true, homeworks: [], children });
  recordRead(context, caller, wanted, 'homework');
  return ok({ success: true, homeworks: homeworksOf(context.db, wanted, now), children, student_id: wanted });
}
