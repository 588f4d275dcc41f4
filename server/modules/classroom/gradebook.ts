import type { GradebookCell, GradebookResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { recordReads } from '../privacy/index.ts';
import { classAccess, isClassStaff, roleAllowed, STAFF_ROLES } from './access.ts';
import { answerKey, assignmentsOfClasses, isGiven } from './assignmentRows.ts';
import { rosterOf } from './enrolments.ts';
import { paperWorkOf } from './paperWork.ts';
import { scoreOf } from './submissionRows.ts';
import { classStats, loadClassWork } from './work.ts';

const STAFF_ONLY = 'Not çizelgesini yalnızca sınıfın öğretmeni ve okul yöneticisi görebilir.';

/** A score is shown for work handed in or graded; returned work is to be done again, so its old score is not. */
const SHOWS_SCORE = new Set<GradebookCell['state']>(['graded', 'submitted', 'late']);

/**
 * Active students × given assignments; a student an assignment is not for has no cell in its column.
 * The averages are the roster's and the class's (classStats), so the three never disagree.
 */
export function gradebook(context: ApiContext, caller: UserRow, classId: number | undefined): ApiAnswer<GradebookResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, STAFF_ONLY);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassStaff, STAFF_ONLY);
  if (!access.ok) return access.answer;
  const now = context.now();
  const roster = rosterOf(context.db, access.value.id);
  const active = roster.filter((row) => row.status === 'active');
  const assignments = assignmentsOfClasses(context.db, [access.value.id]).filter((row) => isGiven(row, now));
  const work = loadClassWork(context.db, roster, assignments, now);
  const stats = classStats(work, assignments, now);
  const onPaper = paperWorkOf(
    context.db,
    assignments.map((row) => row.id),
  );
  recordReads(
    context,
    caller,
    active.flatMap((row) => (row.user_id === null ? [] : [row.user_id])),
    'homework',
  );
  const cells = new Map<number, GradebookCell[]>();
  for (const assignment of assignments) {
    for (const cell of work.cells(assignment)) {
      const latest = cell.latest;
      cells.set(cell.enrolment.id, [
        ...(cells.get(cell.enrolment.id) ?? []),
        {
          assignment_id: assignment.id,
          state: cell.state,
          score: latest && SHOWS_SCORE.has(cell.state) ? scoreOf(latest) : null,
          version: latest?.version ?? null,
          on_paper: latest !== null && onPaper.has(latest.id),
        },
      ]);
    }
  }
  return ok({
    success: true,
    assignments: assignments.map((row) => ({ id: row.id, title: row.title, due_at: row.due_at, question_count: answerKey(row).length })),
    rows: active.map((row) => ({
      student: { id: row.id, number: row.number, full_name: `${row.first_name} ${row.last_name}` },
      cells: cells.get(row.id) ?? [],
      average: stats.of(row.id).grade_average,
    })),
    class_average: stats.performance,
  });
}
