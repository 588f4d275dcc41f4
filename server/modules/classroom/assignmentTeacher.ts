import type { ApiContext } from '../../apiContext.ts';
import type { UserRow } from '../auth/index.ts';
import { findClass, isClassStaff, isClassTeacher, type Access, type ClassRow } from './access.ts';
import { findAssignment, findAssignmentEvenRemoved, type AssignmentRow } from './assignmentRows.ts';
import { forbidden, notFound } from './errors.ts';

export const TEACHERS_ONLY = 'Ödevleri yalnızca sınıfın öğretmeni verebilir ve değiştirebilir.';

/**
 * An assignment and its class for a change only the class's teacher makes. Anyone who is not the
 * class's staff (a student, a parent, another teacher, another school's administrator) gets the 404
 * of an id that is not there; the class's school administrator, who sees it, is told why not (403).
 * `removed`: removing and restoring also find a removed one.
 */
export function teacherAssignment(
  context: ApiContext,
  caller: UserRow,
  id: number | undefined,
  removed = false,
): Access<{ row: AssignmentRow; cls: ClassRow }> {
  const row = id === undefined ? undefined : removed ? findAssignmentEvenRemoved(context.db, id) : findAssignment(context.db, id);
  const cls = row && findClass(context.db, row.class_id);
  if (!row || !cls || !isClassStaff(caller, cls)) return { ok: false, answer: notFound() };
  if (!isClassTeacher(caller, cls)) return { ok: false, answer: forbidden(TEACHERS_ONLY) };
  return { ok: true, value: { row, cls } };
}
