import type {
  AttendanceCounts,
  AttendanceMonth,
  AttendanceMonthResponse,
  AttendanceMonthStudent,
  AttendanceStatus,
} from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { findClass, isClassStaff } from './access.ts';
import { attendanceDaysOf } from './attendanceDays.ts';
import { notFound } from './errors.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
// A register older or newer than this is no school's: the bound keeps a typo from walking centuries.
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
const BAD_MONTH = 'Ay yyyy-aa biçiminde olmalıdır (ör. 2026-10).';

export const emptyCounts = (): AttendanceCounts => ({ present: 0, absent: 0, late: 0, excused: 0 });

function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: last }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

type Line = { id: number; number: string | null; first_name: string; last_name: string };

/**
 * A class's register for a month: the class's teacher and its school's administrator read it;
 * anyone else (the class's students and parents too) is told it does not exist.
 */
export function getAttendanceMonth(
  context: ApiContext,
  caller: UserRow,
  classId: number | undefined,
  month: string | undefined,
): ApiAnswer<AttendanceMonthResponse> {
  const { db } = context;
  const cls = classId === undefined ? undefined : findClass(db, classId);
  if (!cls || !isClassStaff(caller, cls)) return notFound();
  const match = MONTH.exec(month ?? '');
  if (!match || Number(match[1]) < FIRST_YEAR || Number(match[1]) > LAST_YEAR) {
    return fail(400, BAD_MONTH, { error_code: 'VALIDATION_ERROR', errors: { month: [BAD_MONTH] } });
  }
  const monthText = match[0];

  const records = db
    .prepare<[number, string], { enrolment_id: number; date: string; status: AttendanceStatus }>(
      'SELECT enrolment_id, date, status FROM attendance_records WHERE class_id = ? AND substr(date, 1, 7) = ? ORDER BY date',
    )
    .all(cls.id, monthText);
  const recorded = new Set(records.map((record) => record.date));

  const days: string[] = [];
  const closedDays: AttendanceMonth['closed_days'] = [];
  const closedOn = attendanceDaysOf(db, cls.school);
  for (const date of daysOfMonth(monthText)) {
    const closed = closedOn(date);
    if (closed) closedDays.push({ date, ...closed });
    // A register kept on a day later found closed (a snow day entered afterwards) still shows.
    if (!closed || recorded.has(date)) days.push(date);
  }

  // The roster as it stands, and anyone marked that month who has left it since.
  const lines = db
    .prepare<[number, string], Line>(
      `SELECT e.id, e.number, e.first_name, e.last_name FROM enrolments e
        WHERE e.class_id = ? AND (e.status = 'active' OR e.id IN (SELECT value FROM json_each(?)))
        ORDER BY e.number IS NULL, CAST(e.number AS INTEGER), e.last_name, e.first_name, e.id`,
    )
    .all(cls.id, JSON.stringify([...new Set(records.map((record) => record.enrolment_id))]));
  const students = new Map<number, AttendanceMonthStudent>(
    lines.map((line) => [line.id, { id: line.id, number: line.number, full_name: `${line.first_name} ${line.last_name}`, marks: {}, counts: emptyCounts() }]),
  );
  for (const record of records) {
    const student = students.get(record.enrolment_id);
    if (!student) continue;
    student.marks[record.date] = record.status;
    student.counts[record.status] += 1;
  }

  return ok({
    success: true,
    attendance: { class_id: cls.id, month: monthText, days, closed_days: closedDays, students: [...students.values()] },
  });
}
