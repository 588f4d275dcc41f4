import type { Database } from 'better-sqlite3';
import type { AttendanceResponse, AttendanceSheet, AttendanceStatus } from '../../../src/shared/api/classroom.ts';
import type { ValidationErrors } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, isClassStaff, isClassTeacher, roleAllowed, STAFF_ROLES } from './access.ts';
import { attendanceDayRefusal, attendanceDaysOf } from './attendanceDays.ts';
import { conflict, type ConflictBody } from './errors.ts';
import { isCalendarDate } from './fields.ts';
import { attendanceSchema } from './workSchemas.ts';

const STAFF_ONLY = 'Yoklamayı yalnızca sınıfın öğretmeni ve okul yöneticisi görebilir.';
const TEACHERS_ONLY = 'Yoklamayı yalnızca sınıfın öğretmeni alabilir.';
const NOT_ON_ROSTER = 'Bu öğrenci bu sınıfın listesinde yok.';

function sheetOf(db: Database, classId: number, date: string): AttendanceSheet {
  const sheet = db
    .prepare<[number, string], { version: number; updated_at: string }>('SELECT version, updated_at FROM attendance_sheets WHERE class_id = ? AND date = ?')
    .get(classId, date);
  const records = db
    .prepare<[number, string], { student_id: number; status: AttendanceStatus }>(
      'SELECT enrolment_id AS student_id, status FROM attendance_records WHERE class_id = ? AND date = ? ORDER BY enrolment_id',
    )
    .all(classId, date);
  return { class_id: classId, date, records, version: sheet?.version ?? 0, updated_at: sheet?.updated_at ?? null };
}

const badDate = () =>
  fail(400, 'Yoklama günü geçerli bir tarih olmalıdır (yyyy-aa-gg).', {
    error_code: 'VALIDATION_ERROR',
    errors: { date: ['Yoklama günü geçerli bir tarih olmalıdır (yyyy-aa-gg).'] },
  });

export function getAttendance(context: ApiContext, caller: UserRow, classId: number | undefined, date: string): ApiAnswer<AttendanceResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, STAFF_ONLY);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassStaff, STAFF_ONLY);
  if (!access.ok) return access.answer;
  if (!isCalendarDate(date)) return badDate();
  return ok({ success: true, sheet: sheetOf(context.db, access.value.id, date) });
}

/**
 * Records for some or all of the roster, on a school day that has come (today in Turkey or before).
 * The edit names the version it started from: a sheet saved meanwhile (another device, an outbox
 * replay of an older edit) answers 409 with the current sheet.
 */
export function saveAttendance(
  context: ApiContext,
  caller: UserRow,
  classId: number | undefined,
  date: string,
  body: unknown,
): ApiAnswer<AttendanceResponse | ConflictBody<AttendanceSheet>> {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHERS_ONLY);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassTeacher, TEACHERS_ONLY);
  if (!access.ok) return access.answer;
  if (!isCalendarDate(date)) return badDate();
  const closed = attendanceDayRefusal(attendanceDaysOf(context.db, access.value.school), date, context.now());
  if (closed) return closed;
  const parsed = parseBody(attendanceSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { db } = context;
  const cls = access.value;

  const roster = new Set(
    db
      .prepare<[number], { id: number }>('SELECT id FROM enrolments WHERE class_id = ?')
      .all(cls.id)
      .map((row) => row.id),
  );
  const errors: ValidationErrors = {};
  const seen = new Set<number>();
  parsed.value.records.forEach((record, index) => {
    if (!roster.has(record.student_id)) errors[`records.${index}.student_id`] = [NOT_ON_ROSTER];
    else if (seen.has(record.student_id)) errors[`records.${index}.student_id`] = ['Bu öğrenci listede iki kez var.'];
    seen.add(record.student_id);
  });
  if (Object.keys(errors).length) return fail(400, 'Lütfen yoklamadaki hataları düzeltin.', { error_code: 'VALIDATION_ERROR', errors });

  const current = sheetOf(db, cls.id, date);
  if (parsed.value.version !== current.version) {
    return conflict('Bu yoklama siz düzenlerken değişti. Lütfen iki sürümden birini seçin.', current);
  }
  const nowIso = context.nowIso();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO attendance_sheets (class_id, date, version, updated_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (class_id, date) DO UPDATE SET version = version + 1, updated_at = excluded.updated_at`,
    ).run(cls.id, date, nowIso);
    const upsert = db.prepare(
      `INSERT INTO attendance_records (class_id, date, enrolment_id, status) VALUES (?, ?, ?, ?)
       ON CONFLICT (class_id, date, enrolment_id) DO UPDATE SET status = excluded.status`,
    );
    for (const record of parsed.value.records) upsert.run(cls.id, date, record.student_id, record.status);
  })();
  return ok({ success: true, message: 'Yoklama kaydedildi.', sheet: sheetOf(db, cls.id, date) });
}
