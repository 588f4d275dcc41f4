import type { AttendanceClosedReason, AttendanceMonth, AttendanceStatus } from '@/shared/api/classroom.ts';
import { formatDate } from '@/shared/i18n/format.ts';
import { toTurkishCsv, type CsvCell } from '@/shared/lib/csv.ts';
import { closedReasonOf, knownClosedReason, TURKEY_OFFSET_MS } from '@/shared/progress/schoolDays.ts';
import { attendanceSummary, type AttendanceSummary } from './attendance.ts';

/** Today in Turkey (yyyy-mm-dd), the day the school's register is kept on, whatever the device's zone. */
export const turkeyToday = (now: Date = new Date()): string => new Date(now.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `delta` months from `month` (yyyy-mm). */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

const utcDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

/** "Ekim 2026" */
export const monthTitle = (month: string): string => formatDate(utcDay(`${month}-01`), 'monthYear', { timeZone: 'UTC' });

/** "6 Pzt": a column head of the month's table. */
export const dayHead = (day: string): string => formatDate(utcDay(day), 'dayShortWeekday', { timeZone: 'UTC' });

/** "06.10": a column of the month's file, as Turkish spreadsheets write a day. */
export const csvDayHead = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

export type AttendanceMonthRow = {
  id: number;
  number: string | null;
  fullName: string;
  /** The mark of each of the month's days, in the order of `days` (null: not marked). */
  cells: (AttendanceStatus | null)[];
  counts: AttendanceSummary;
};

/** The month's table: a row a student, a cell a school day, and what their marks add up to. */
export function attendanceMonthRows(month: Pick<AttendanceMonth, 'days' | 'students'>): AttendanceMonthRow[] {
  return month.students.map((student) => {
    const cells = month.days.map((day) => student.marks[day] ?? null);
    const marked = cells.flatMap((status) => (status ? [{ student_id: student.id, status }] : []));
    return { id: student.id, number: student.number, fullName: student.full_name, cells, counts: attendanceSummary(marked) };
  });
}

/** Column titles and marks come from the screen, which has them translated. */
export type AttendanceCsvLabels = {
  number: string;
  name: string;
  counts: Record<AttendanceStatus, string>;
  marks: Record<AttendanceStatus, string>;
};

const COUNT_ORDER: readonly AttendanceStatus[] = ['present', 'absent', 'late', 'excused'];

/** The month as a file Turkish Excel opens as it is: a student a row, a column a day (V/Y/G/İ), then the counts. */
export function attendanceMonthCsv(month: Pick<AttendanceMonth, 'days' | 'students'>, labels: AttendanceCsvLabels): string {
  const header: CsvCell[] = [labels.number, labels.name, ...month.days.map(csvDayHead), ...COUNT_ORDER.map((status) => labels.counts[status])];
  const rows = attendanceMonthRows(month).map((row): CsvCell[] => [
    row.number,
    row.fullName,
    ...row.cells.map((status) => (status ? labels.marks[status] : null)),
    ...COUNT_ORDER.map((status) => row.counts[status]),
  ]);
  return toTurkishCsv([header, ...rows]);
}

export type DayClosure = { reason: AttendanceClosedReason; label: string | null };

/**
 * Why no register is kept on a day, or null when it is a school day: the server's word for the month
 * when this device has it (the school's own days off are only there), else the national calendar. A
 * weekday of a year whose MEB terms the app does not hold takes a register, as the server agrees.
 */
export function closureOf(day: string, month: Pick<AttendanceMonth, 'month' | 'closed_days'> | undefined): DayClosure | null {
  if (month?.month === monthOf(day)) {
    const closed = month.closed_days.find((entry) => entry.date === day);
    return closed ? { reason: closed.reason, label: closed.label } : null;
  }
  const reason = knownClosedReason(closedReasonOf(day));
  return reason ? { reason, label: null } : null;
}

const nationalClosure = (day: string): DayClosure | null => closureOf(day, undefined);

/**
 * The last school day up to `today`, to offer when the chosen day has no register (by the month the
 * server sent, when given, for the school's own days off); null after a long search.
 */
export function lastSchoolDay(today: string, closure: (day: string) => DayClosure | null = nationalClosure): string | null {
  const day = utcDay(today);
  for (let back = 0; back < 120; back += 1) {
    const iso = new Date(day.getTime() - back * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    if (closure(iso) === null) return iso;
  }
  return null;
}
