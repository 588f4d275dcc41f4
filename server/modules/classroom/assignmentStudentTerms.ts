import type { StudentWorkResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { givenAt } from './assignmentRows.ts';
import { teacherAssignment } from './assignmentTeacher.ts';
import { rosterOf } from './enrolments.ts';
import { notFound } from './errors.ts';
import { recomputeLateness, storeTerm, termOf } from './studentTerms.ts';
import { toStudentWork } from './studentWork.ts';
import { loadClassWork } from './work.ts';
import { studentTermsSchema } from './workSchemas.ts';

/**
 * PUT: the class's teacher gives one student of the assignment's audience their own due time (an
 * extension; null goes back to the assignment's) or lets them off it. Their hand-ins are judged late
 * or not again against the time that now binds them; nothing they handed in changes. Answers their row.
 */
export function setStudentTerms(
  context: ApiContext,
  caller: UserRow,
  id: number | undefined,
  enrolmentId: number | undefined,
  body: unknown,
): ApiAnswer<StudentWorkResponse> {
  const found = teacherAssignment(context, caller, id);
  if (!found.ok) return found.answer;
  const { row, cls } = found.value;
  const { db } = context;
  const now = context.now();
  const roster = rosterOf(db, cls.id);
  const cellOf = () =>
    loadClassWork(db, roster, [row], now)
      .cells(row)
      .find((cell) => cell.enrolment.id === enrolmentId);
  if (enrolmentId === undefined || !cellOf()) return notFound();
  const parsed = parseBody(studentTermsSchema, body);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.value;
  const stored = termOf(db, row.id, enrolmentId);
  const dueAt = input.due_at === undefined ? (stored?.due_at ?? null) : input.due_at;
  if (dueAt !== null && dueAt <= givenAt(row)) {
    const message = 'Öğrencinin teslim zamanı ödevin verildiği zamandan sonra olmalıdır.';
    return fail(400, message, { error_code: 'VALIDATION_ERROR', errors: { due_at: [message] } });
  }
  db.transaction(() => {
    storeTerm(db, row.id, enrolmentId, { due_at: dueAt, excused: input.excused ?? stored?.excused ?? false }, context.nowIso());
    recomputeLateness(db, row);
  })();
  const cell = cellOf();
  if (!cell) throw new Error('The student left the audience while their terms were stored.');
  return ok({ success: true, message: 'Öğrencinin ödev koşulları kaydedildi.', work: toStudentWork(cell, row, now) });
}
