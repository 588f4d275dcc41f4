import type { AttendanceStatus, StudentAttendance, StudentAttendanceDay, StudentAttendanceResponse } from '../../../src/shared/api/classroom.ts';
import { schoolYearOf } from '../../../src/shared/progress/schoolDays.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { childrenOf } from './access.ts';
import { turkeyToday } from './attendanceDays.ts';
import { emptyCounts } from './attendanceMonth.ts';
import { notFound } from './errors.ts';

type Line = { enrolment_id: number; class_id: number; class_name: string; teacher_id: number; school: string | null; status: string };

/**
 * The student's classes the caller may read the register of: all of them for the student and a
 * linked parent, a teacher's own classes, the classes of an administrator's school. Undefined when
 * the caller may read none (the answer is then 404, as for a student who does not exist).
 */
function visibleLines(context: ApiContext, caller: UserRow, studentId: number): Line[] | undefined {
  const { db } = context;
  const student = db.prepare<[number], { role: string }>('SELECT role FROM users WHERE id = ?').get(studentId);
  if (student?.role !== 'student') return undefined;
  const lines = db
    .prepare<[number], Line>(
      `SELECT e.id AS enrolment_id, c.id AS class_id, c.name AS class_name, c.teacher_id, c.school, e.status
         FROM enrolments e JOIN classes c ON c.id = e.class_id WHERE e.user_id = ? ORDER BY c.name, c.id`,
    )
    .all(studentId);
  if (caller.id === studentId) return lines;
  if (caller.role === 'parent') return childrenOf(db, caller.id).includes(studentId) ? lines : undefined;
  const staffLines = lines.filter((line) =>
    caller.role === 'teacher' ? line.teacher_id === caller.id : caller.role === 'administrator' && caller.school !== null && line.school === caller.school,
  );
  return staffLines.length ? staffLines : undefined;
}

/** A student's attendance this school year: counts per class and the days absent or late, newest first. */
export function getStudentAttendance(context: ApiContext, caller: UserRow, studentId: number | undefined): ApiAnswer<StudentAttendanceResponse> {
  const lines = studentId === undefined ? undefined : visibleLines(context, caller, studentId);
  if (studentId === undefined || !lines) return notFound();
  const today = turkeyToday(context.now());
  const from = `${schoolYearOf(today) ?? today.slice(0, 4)}-09-01`;

  const records = context.db
    .prepare<[string, string, string], { enrolment_id: number; date: string; status: AttendanceStatus }>(
      `SELECT enrolment_id, date, status FROM attendance_records
        WHERE enrolment_id IN (SELECT value FROM json_each(?)) AND date >= ? AND date <= ? ORDER BY date DESC, class_id`,
    )
    .all(JSON.stringify(lines.map((line) => line.enrolment_id)), from, today);
  const marked = new Set(records.map((record) => record.enrolment_id));
  // A class left long ago with nothing this year would only add a row of zeros.
  const shown = lines.filter((line) => line.status === 'active' || marked.has(line.enrolment_id));
  const byEnrolment = new Map(shown.map((line) => [line.enrolment_id, { line, counts: emptyCounts() }]));

  const days: StudentAttendanceDay[] = [];
  for (const record of records) {
    const entry = byEnrolment.get(record.enrolment_id);
    if (!entry) continue;
    entry.counts[record.status] += 1;
    if (record.status === 'absent' || record.status === 'late') {
      days.push({ date: record.date, class_id: entry.line.class_id, class_name: entry.line.class_name, status: record.status });
    }
  }
  const attendance: StudentAttendance = {
    student_id: studentId,
    from,
    classes: [...byEnrolment.values()].map(({ line, counts }) => ({ class_id: line.class_id, class_name: line.class_name, counts })),
    days,
  };
  return ok({ success: true, attendance });
}
