import type { AssignmentResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import type { ClassRow } from './access.ts';
import { effectiveStatus, findAssignmentEvenRemoved, toAssignment } from './assignmentRows.ts';
import { noticeNew, noticeRemoved } from './assignmentNotices.ts';
import { teacherAssignment } from './assignmentTeacher.ts';
import { rosterOf } from './enrolments.ts';
import { restoreRefusal } from './softRemoval.ts';
import { loadClassWork } from './work.ts';

function answer(context: ApiContext, cls: ClassRow, id: number, message: string): ApiAnswer<AssignmentResponse> {
  const row = findAssignmentEvenRemoved(context.db, id);
  if (!row) throw new Error(`Assignment ${id} is gone.`);
  const now = context.now();
  const work = loadClassWork(context.db, rosterOf(context.db, cls.id), [row], now);
  return ok({ success: true, message, assignment: { ...toAssignment(row, cls, work.selection(row), now), counts: work.counts(row), can_edit: true } });
}

/**
 * DELETE: the class's teacher removes an assignment softly. It leaves every list and count at once,
 * hand-ins still on their way are refused (ASSIGNMENT_REMOVED), and the work already handed in is
 * kept, so a restore within restoreDays brings it all back. Removing again keeps the first removal time.
 */
export function removeAssignment(context: ApiContext, caller: UserRow, id: number | undefined): ApiAnswer<AssignmentResponse> {
  const found = teacherAssignment(context, caller, id, true);
  if (!found.ok) return found.answer;
  const { row, cls } = found.value;
  const now = context.now();
  context.db.transaction(() => {
    context.db.prepare('UPDATE assignments SET removed_at = COALESCE(removed_at, ?) WHERE id = ?').run(context.nowIso(), row.id);
    noticeRemoved(context.db, row, now);
  })();
  return answer(context, cls, row.id, 'Ödev kaldırıldı. 30 gün içinde geri alabilirsiniz.');
}

/** POST restore: within restoreDays of the removal the assignment and its hand-ins come back as they were; later 410. */
export function restoreAssignment(context: ApiContext, caller: UserRow, id: number | undefined): ApiAnswer<AssignmentResponse> {
  const found = teacherAssignment(context, caller, id, true);
  if (!found.ok) return found.answer;
  const { row, cls } = found.value;
  const now = context.now();
  if (row.removed_at) {
    const refused = restoreRefusal(row.removed_at, now);
    if (refused) return refused;
    context.db.transaction(() => {
      context.db.prepare('UPDATE assignments SET removed_at = NULL WHERE id = ?').run(row.id);
      if (effectiveStatus(row, now) === 'scheduled') noticeNew(context.db, { ...row, removed_at: null }, now);
    })();
  }
  return answer(context, cls, row.id, 'Ödev geri alındı.');
}
