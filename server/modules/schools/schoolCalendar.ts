import type { Database } from 'better-sqlite3';
import { schoolCalendarOf, type DaysOffSpan, type SchoolCalendar } from '../../../src/shared/progress/schoolDays.ts';

/**
 * The schools row a user or class names by its text (users.school and classes.school hold the
 * display name, as the seed and the roster write it). Null outside a known school.
 */
export function schoolIdByName(db: Database, schoolName: string | null): number | null {
  if (!schoolName) return null;
  const row = db.prepare<[string], { id: number }>('SELECT id FROM schools WHERE display_name = ?').get(schoolName);
  return row?.id ?? null;
}

/** A school's own days off, earliest first. */
export function daysOffSpans(db: Database, schoolId: number): DaysOffSpan[] {
  return db
    .prepare<[number], DaysOffSpan>('SELECT start, end FROM school_days_off WHERE school_id = ? ORDER BY start, id')
    .all(schoolId);
}

/**
 * The calendar a school's classes keep: the national rules (weekends, holidays, MEB terms and
 * breaks) plus the school's own days off. A class or user outside a known school gets the national
 * calendar alone. Read once per request: the answer does not follow later writes.
 */
export function schoolDaysFor(db: Database, schoolName: string | null): SchoolCalendar {
  const schoolId = schoolIdByName(db, schoolName);
  return schoolCalendarOf(schoolId === null ? [] : daysOffSpans(db, schoolId));
}
