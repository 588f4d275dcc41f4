import type { StudentWork, StudentWorkResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, isClassTeacher, STAFF_ROLES } from './access.ts';
import { findAssignment, isGiven, type AssignmentRow } from './assignmentRows.ts';
import { rosterRow } from './enrolments.ts';
import { createRosterAccount } from './rosterAccounts.ts';
import { conflict, notFound, type ConflictBody } from './errors.ts';
import { noticeOfGrade, scoreNeeded } from './gradeNotices.ts';
import { insertPaperGrade } from './paperWork.ts';
import { toStudentWork } from './studentWork.ts';
import { studentGradeSchema } from './workSchemas.ts';
import { loadClassWork, type WorkCell } from './work.ts';

const TEACHERS_ONLY = 'Ödevleri yalnızca sınıfın öğretmeni değerlendirebilir.';
const NOT_GIVEN = 'Bu ödev henüz verilmedi; yayınlandıktan sonra değerlendirilebilir.';
const NOT_ACCEPTED = 'Bu teslim, teslimler kapandıktan sonra geldi; değerlendirmeden önce ödev sayfasında "Yine de kabul et" ile kabul edin.';
const CHANGED = 'Bu öğrencinin çalışması siz not verirken değişti. Lütfen kayıtlı olanla sizinkinden birini seçin.';

/** The student's cell on the assignment: 404 when the line is not the class's, not active, or the work is not for them. */
function cellOf(context: ApiContext, assignment: AssignmentRow, enrolmentId: number | undefined): WorkCell | undefined {
  const row = enrolmentId === undefined ? undefined : rosterRow(context.db, enrolmentId);
  if (!row || row.class_id !== assignment.class_id) return undefined;
  return loadClassWork(context.db, [row], [assignment], context.now()).cells(assignment)[0];
}

/**
 * The class's teacher grades one student's work on one assignment, whether or not anything was
 * handed in: work done on paper or in class becomes a graded row of its own (on_paper). Like a grade
 * of a hand-in it names the version it was based on: with none, nothing may have been handed in or
 * graded meanwhile; a difference answers 409 with the student's current row to choose from.
 * Students and parents have no such call, so any id answers them 404 (as another teacher's or
 * school's does); the school's administrator sees the class but only its teacher grades (403).
 */
export function gradeStudentWork(
  context: ApiContext,
  caller: UserRow,
  assignmentId: number | undefined,
  enrolmentId: number | undefined,
  body: unknown,
): ApiAnswer<StudentWorkResponse | ConflictBody<StudentWork>> {
  if (!STAFF_ROLES.includes(caller.role)) return notFound();
  const { db } = context;
  const assignment = assignmentId === undefined ? undefined : findAssignment(db, assignmentId);
  if (!assignment) return notFound();
  const access = classAccess(db, caller, assignment.class_id, isClassTeacher, TEACHERS_ONLY);
  if (!access.ok) return access.answer;
  const now = context.now();
  const cell = cellOf(context, assignment, enrolmentId);
  if (!cell) return notFound();
  const parsed = parseBody(studentGradeSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { score, feedback, version } = parsed.value;
  if (!isGiven(assignment, now)) return fail(409, NOT_GIVEN, { error_code: 'CONFLICT' });
  const latest = cell.latest;
  if (latest?.held === 1) return conflict(NOT_ACCEPTED, toStudentWork(cell, assignment, now));
  if ((latest?.version ?? null) !== version) return conflict(CHANGED, toStudentWork(cell, assignment, now));
  const given = score ?? latest?.auto_score ?? null;
  if (given === null) return scoreNeeded();

  const nowIso = context.nowIso();
  const stored = db.transaction(() => {
    // A child with no account yet gets the roster account a first tablet sign-in would make: their
    // work is kept on their line, and a personal account that takes the line takes it too.
    const studentId = cell.enrolment.user_id ?? createRosterAccount(db, cell.enrolment, access.value.school, nowIso).id;
    if (latest) {
      // As a grade of a hand-in: work sent back and graded now is graded, not waiting to be redone.
      db.prepare(
        'UPDATE submissions SET score = ?, feedback = COALESCE(?, feedback), graded_at = ?, returned_at = NULL, version = version + 1 WHERE id = ?',
      ).run(score, feedback ?? null, nowIso, latest.id);
    } else {
      insertPaperGrade(db, { assignmentId: assignment.id, studentId, score: given, feedback: feedback ?? '' }, nowIso);
    }
    noticeOfGrade(db, studentId, assignment, { action: 'grade', score: given }, now);
    return cellOf(context, assignment, cell.enrolment.id) ?? cell;
  })();
  return ok({ success: true, message: 'Değerlendirme kaydedildi.', work: toStudentWork(stored, assignment, now) });
}
