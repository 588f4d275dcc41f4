import type { AttendanceRecord, AttendanceSheet, AttendanceStatus } from '@/shared/api/classroom.ts';

const CYCLE: Record<AttendanceStatus, AttendanceStatus> = { present: 'absent', absent: 'late', late: 'excused', excused: 'present' };

/**
 * One tap on a student moves to the next mark: the usual change (present → absent) is the first.
 * A student not marked yet becomes present, the start of the cycle.
 */
export const nextAttendanceStatus = (current: AttendanceStatus | undefined): AttendanceStatus => (current ? CYCLE[current] : 'present');

export type AttendanceSummary = Record<AttendanceStatus, number>;

export function attendanceSummary(records: readonly AttendanceRecord[]): AttendanceSummary {
  const summary: AttendanceSummary = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const record of records) summary[record.status] += 1;
  return summary;
}

/** Marks made on this device and not yet sent, by student id. */
export type LocalMarks = Readonly<Record<number, AttendanceStatus>>;

/**
 * The sheet as the teacher should see it while marks wait to be sent: their marks over the server's,
 * students the server has no mark for added after the others. The version stays the server's: it is
 * what the waiting write was based on.
 */
export function mergeSheet(server: AttendanceSheet, local: LocalMarks): AttendanceSheet {
  const marks = new Map(Object.entries(local).map(([id, status]) => [Number(id), status] as const));
  const records = server.records.map((record): AttendanceRecord => {
    const status = marks.get(record.student_id);
    marks.delete(record.student_id);
    return status && status !== record.status ? { student_id: record.student_id, status } : record;
  });
  const added = [...marks].sort(([a], [b]) => a - b).map(([student_id, status]): AttendanceRecord => ({ student_id, status }));
  return { ...server, records: [...records, ...added] };
}

/** A real calendar day written yyyy-mm-dd (the attendance path's date). */
export function isValidLessonDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Day 0 of the next month is the last day of this one.
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
