import type { ReadLogResponse } from '../../../src/shared/api/privacy.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { notFound } from '../classroom/index.ts';
import { studentOfAdministrator } from './access.ts';
import { actionsOf } from './actions.ts';
import { isErased } from './eraseRows.ts';
import { readsOf } from './readLog.ts';

/** For the student's school administrator (anyone else: 404): who opened the record, and every export and erasure. */
export function studentReadLog(context: ApiContext, caller: UserRow, studentId: number | undefined): ApiAnswer<ReadLogResponse> {
  const student = studentOfAdministrator(context.db, caller, studentId);
  if (!student) return notFound();
  return ok({
    success: true,
    student: { id: student.id, full_name: `${student.first_name} ${student.last_name}`.trim(), erased: isErased(context.db, student.id) },
    reads: readsOf(context.db, student.id),
    actions: actionsOf(context.db, student.id),
  });
}
