import type { Database } from 'better-sqlite3';
import type { AttendanceClosedReason } from '../../../src/shared/api/classroom.ts';
import { knownClosedReason, TURKEY_OFFSET_MS } from '../../../src/shared/progress/schoolDays.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import { schoolDaysFor } from '../schools/index.ts';

type ClosedDay = { reason: AttendanceClosedReason; label: string | null };

/** Why a day has no register, or null on a school day. */
export type AttendanceDays = (iso: string) => ClosedDay | null;

const REASON_TEXT: Record<AttendanceClosedReason, string> = {
  weekend: 'hafta sonu',
  holiday: 'resmî tatil',
  break: 'okul tatili',
  school_day_off: 'okulun tatil günü',
};

/**
 * The days a class keeps a register on: its school's calendar (national and religious holidays,
 * breaks, the school's own days off). A day off the school named ("Kar tatili") keeps its name, so
 * the teacher reads why rather than a kind. A weekday of a year whose MEB terms the app does not hold
 * is open (knownClosedReason): refusing every register of that year would stop the school, and its
 * breaks are refused once the administrator enters them as days off.
 */
export function attendanceDaysOf(db: Database, school: string | null): AttendanceDays {
  const calendar = schoolDaysFor(db, school);
  const labelOf = db.prepare<[string, string, string], { label: string }>(
    `SELECT d.label FROM school_days_off d JOIN schools s ON s.id = d.school_id
      WHERE s.display_name = ? AND d.start <= ? AND d.end >= ? ORDER BY d.start, d.id LIMIT 1`,
  );
  return (iso) => {
    const reason = knownClosedReason(calendar.closedReason(iso));
    if (reason === null) return null;
    const label = reason === 'school_day_off' && school !== null ? (labelOf.get(school, iso, iso)?.label ?? null) : null;
    return { reason, label };
  };
}

/** Today in Turkey (the school's wall clock), whatever the server's own zone. */
export const turkeyToday = (nowMs: number): string => new Date(nowMs + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

const closedDayText = (closed: ClosedDay): string => closed.label ?? REASON_TEXT[closed.reason];

/** A register is kept only for a school day that has come: a later day or a day off answers 422 with why. */
export function attendanceDayRefusal(days: AttendanceDays, date: string, nowMs: number): ApiAnswer<never> | undefined {
  if (date > turkeyToday(nowMs)) {
    return fail(422, 'Henüz gelmemiş bir günün yoklaması alınamaz.', { error_code: 'ATTENDANCE_FUTURE_DAY' });
  }
  const closed = days(date);
  if (closed) return fail(422, `Bu gün yoklama alınmaz: ${closedDayText(closed)}.`, { error_code: 'ATTENDANCE_DAY_CLOSED' });
  return undefined;
}
