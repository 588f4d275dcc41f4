import type { GradebookResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../context.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/users.ts';
import { recordReads } from '../privacy/readLog.ts';
import { classAccess, isClassStaff, roleAllowed, STAFF_ROLES } from './access.ts';
import { assignmentsOfClasses, isGiven } from './assignmentRows.ts';
import { rosterOf } from './enrolments.ts';
import { scoreOf } from './submissionRows.ts';
import { loadClassWork } from './work.ts';

const STAFF_ONLY = 'Not çizelgesini yalnızca sınıfın öğretmeni ve okul yöneticisi görebilir.';

/** Active students × given assignments; a student an assignment is not for has no cell in its column. */
export function gradebook(context: ApiContext, caller: UserRow, classId: number | undefined): ApiAnswer<GradebookResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, STAFF_ONLY);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassStaff, STAFF_ONLY);
  if (!access.ok) return access.answer;
  const now = context.now();
  const roster = rosterOf(context.db, access.value.id);
  const assignments = assignmentsOfClasses(context.db, [access.value.id]).filter((row) => isGiven(row, now));
  const work = loadClassWork(context.db, roster, assignments, now);
  recordReads(context, caller, roster.filter((row) => row.status === 'active').map((row) => row.user_id), 'homework');
  const cells = new Map<number, GradebookResponse['rows'][number]['cells']>();
  for (const assignment of assignments) {
    for (const cell of work.cells(assignment)) {
      const score = cell.latest && (cell.state === 'graded' || cell.state === 'submitted' || cell.state === 'late') ? scoreOf(cell.latest) : null;
      cells.set(cell.enrolment.id, [...(cells.get(cell.enrolment.id) ?? []), { assignment_id: assignment.id, state: cell.state, score }]);
    }
  }
  return ok({
    success: true,
    assignments: assignments.map((row) => ({ id: row.id, title: row.title, due_at: row.due_at })),
    rows: roster
      .filter((row) => row.status === 'active')
      .map((row) => ({
        student: { id: row.id, number: row.number, full_name: `${row.first_name} ${row.last_name}` },
        cells: cells.get(row.id) ?? [],
      })),
  });
}
