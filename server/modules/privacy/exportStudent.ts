import { resultRevealed, type AssignmentReveal } from '../../../src/shared/api/classroom.ts';
import { exportFileName, type ExportTables, type StudentExport } from '../../../src/shared/api/privacy.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { notFound } from '../classroom/index.ts';
import { attendanceOfStudent, eventsOf, evidenceOfStudent, figuresOf, homeworkHistory, masteryOf } from '../progress/index.ts';
import { studentSchoolDays } from '../schools/index.ts';
import { studentOfAdministratorOrParent } from './access.ts';
import { logAction } from './actions.ts';
import { tablesCsv } from './csv.ts';
import { exportTables } from './exportTables.ts';

/** The figures the app shows from those rows (XP, streak, mastery, homework states), worked out as the progress page does. */
function figuresOfStudent(context: ApiContext, student: UserRow): Record<string, unknown> {
  const studentId = student.id;
  const nowMs = context.now();
  const events = eventsOf(context.db, studentId);
  const { stats, xp } = figuresOf(events, new Date(nowMs), studentSchoolDays(context.db, student).calendar);
  return {
    xp,
    stats,
    mastery: masteryOf(evidenceOfStudent(events, studentId), new Date(nowMs)),
    homework: homeworkHistory(context.db, studentId, nowMs),
    attendance: attendanceOfStudent(context.db, studentId),
  };
}

/**
 * A parent's copy holds no auto score the child may not see yet: otherwise a hand-in of one answer and
 * an export would tell the answer key the homework screens withhold.
 */
function withheldForFamily(tables: ExportTables, nowMs: number): ExportTables {
  const handIns = (tables.odev_teslimleri ?? []).map((row) => {
    const revealed = resultRevealed(row.reveal as AssignmentReveal, row.graded_at as string | null, String(row.due_at), nowMs);
    return revealed ? row : { ...row, auto_score: null };
  });
  return { ...tables, odev_teslimleri: handIns };
}

/**
 * Saved as a file: a Turkish name in UTF-8 for browsers, an ASCII one for the rest. Neither holds the
 * child's name, which proxies and download lists would keep.
 */
function attachment(studentId: number, nowIso: string): Record<string, string> {
  const ascii = `ogrenci-verileri-${studentId}-${nowIso.slice(0, 10)}.json`;
  return { 'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(exportFileName(studentId, nowIso))}` };
}

/**
 * Everything the server holds about one student, for their school administrator or a linked parent
 * (anyone else: 404). Each export is logged with who made it.
 */
export function exportStudent(context: ApiContext, caller: UserRow, studentId: number | undefined): ApiAnswer<StudentExport> {
  const student = studentOfAdministratorOrParent(context.db, caller, studentId);
  if (!student) return notFound();
  const nowIso = context.nowIso();
  logAction(context.db, student.id, caller.id, 'export', nowIso);
  const stored = exportTables(context.db, student.id);
  const tables = caller.role === 'parent' ? withheldForFamily(stored, context.now()) : stored;
  const body: StudentExport = {
    format: 'etkilab-ogrenci-verileri',
    version: 1,
    exported_at: nowIso,
    student: { id: student.id, full_name: `${student.first_name} ${student.last_name}`.trim() },
    tables,
    figures: figuresOfStudent(context, student),
    csv: tablesCsv(tables),
  };
  return { ...ok(body), headers: attachment(student.id, nowIso) };
}
