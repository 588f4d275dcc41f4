import type { Database } from 'better-sqlite3';
import type { SchoolCalendarResponse, SchoolDayOff } from '../../../src/shared/api/schoolCalendar.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { forbidden, notFound } from '../classroom/index.ts';
import { calendarUpdateSchema } from './calendarSchema.ts';
import { schoolIdByName } from './schoolCalendar.ts';

type SchoolRow = { id: number; display_name: string };

const ADMINISTRATOR_ONLY = 'Okulun takvimini yalnızca okulun yöneticisi düzenler.';

/**
 * The school whose staff the caller is (its teachers and administrator, by the school their
 * account names). Anyone else, another school's staff included, gets the 404 of an unknown id.
 */
function staffSchool(db: Database, caller: UserRow, schoolId: number | undefined): SchoolRow | null {
  if (schoolId === undefined || (caller.role !== 'teacher' && caller.role !== 'administrator')) return null;
  const school = db.prepare<[number], SchoolRow>('SELECT id, display_name FROM schools WHERE id = ?').get(schoolId);
  return school && caller.school === school.display_name ? school : null;
}

function daysOffOf(db: Database, schoolId: number): SchoolDayOff[] {
  return db.prepare<[number], SchoolDayOff>('SELECT start, end, kind, label FROM school_days_off WHERE school_id = ? ORDER BY start, end, id').all(schoolId);
}

function answerOf(db: Database, caller: UserRow, school: SchoolRow): SchoolCalendarResponse {
  return {
    success: true,
    school: { id: school.id, display_name: school.display_name },
    days_off: daysOffOf(db, school.id),
    can_edit: caller.role === 'administrator',
  };
}

export function getSchoolCalendar({ db }: ApiContext, caller: UserRow, schoolId: number | undefined): ApiAnswer<SchoolCalendarResponse> {
  const school = staffSchool(db, caller, schoolId);
  return school ? ok(answerOf(db, caller, school)) : notFound();
}

/** The caller's own school's calendar: the app knows its school by name only, and learns the id here. */
export function getMySchoolCalendar(context: ApiContext, caller: UserRow): ApiAnswer<SchoolCalendarResponse> {
  return getSchoolCalendar(context, caller, schoolIdByName(context.db, caller.school) ?? undefined);
}

/** The administrator replaces the school's whole list of days off (the screen edits the list and saves it at once). */
export function putSchoolCalendar(context: ApiContext, caller: UserRow, schoolId: number | undefined, body: unknown): ApiAnswer<SchoolCalendarResponse> {
  const { db } = context;
  const school = staffSchool(db, caller, schoolId);
  if (!school) return notFound();
  if (caller.role !== 'administrator') return forbidden(ADMINISTRATOR_ONLY);
  const parsed = parseBody(calendarUpdateSchema, body);
  if (!parsed.ok) return parsed.answer;
  const now = context.nowIso();
  const insert = db.prepare<[number, string, string, string, string, number, string]>(
    'INSERT INTO school_days_off (school_id, start, end, kind, label, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    db.prepare<[number]>('DELETE FROM school_days_off WHERE school_id = ?').run(school.id);
    for (const day of parsed.value.days_off) insert.run(school.id, day.start, day.end, day.kind, day.label, caller.id, now);
  })();
  return ok(answerOf(db, caller, school));
}
