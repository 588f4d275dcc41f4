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

/** A span of the school's own days off with the name the administrator gave it ("Kar tatili"). */
type NamedDaysOff = DaysOffSpan & { label: string };

/** A school's own days off, earliest first, with their names. */
function daysOffSpans(db: Database, schoolId: number): NamedDaysOff[] {
  return db.prepare<[number], NamedDaysOff>('SELECT start, end, label FROM school_days_off WHERE school_id = ? ORDER BY start, id').all(schoolId);
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

/**
 * The school whose calendar a student keeps: the one their account names (the seed and the roster
 * set it), else that of the earliest of their active classes in a school (a child who joined by code).
 */
function studentSchoolName(db: Database, student: { id: number; school: string | null }): string | null {
  if (student.school) return student.school;
  const row = db
    .prepare<[number], { school: string }>(
      `SELECT c.school FROM enrolments e JOIN classes c ON c.id = e.class_id
        WHERE e.user_id = ? AND e.status = 'active' AND c.school IS NOT NULL
        ORDER BY e.joined_at, e.id LIMIT 1`,
    )
    .get(student.id);
  return row?.school ?? null;
}

/** A student's school calendar and its own days off, for the progress answer (the app counts the streak with them too). */
export function studentSchoolDays(db: Database, student: { id: number; school: string | null }): { calendar: SchoolCalendar; daysOff: NamedDaysOff[] } {
  const schoolId = schoolIdByName(db, studentSchoolName(db, student));
  const daysOff = schoolId === null ? [] : daysOffSpans(db, schoolId);
  return { calendar: schoolCalendarOf(daysOff), daysOff };
}
