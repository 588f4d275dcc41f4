import type { Database } from 'better-sqlite3';
import type { Timetable, TimetableResponse, TimetableSlot } from '../../../src/shared/api/progress.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, conflict, isClassStaff, roleAllowed, STAFF_ROLES, type ConflictBody } from '../classroom/index.ts';
import { slotErrors, timetableSaveSchema } from './timetableSchema.ts';

const TEACHERS_ONLY = 'Haftalık ders programını yalnızca sınıfın öğretmeni ve okul yöneticisi değiştirebilir.';

/** Day by day, then by time: the order a week is read in, whatever order the editor sent. */
const inWeekOrder = (a: TimetableSlot, b: TimetableSlot): number =>
  a.weekday - b.weekday || (a.start < b.start ? -1 : a.start > b.start ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function timetableOf(db: Database, classId: number): Timetable {
  const row = db
    .prepare<[number], { slots_json: string; version: number; updated_at: string }>('SELECT slots_json, version, updated_at FROM timetables WHERE class_id = ?')
    .get(classId);
  if (!row) return { class_id: classId, slots: [], version: 0, updated_at: null };
  return { class_id: classId, slots: JSON.parse(row.slots_json) as TimetableSlot[], version: row.version, updated_at: row.updated_at };
}

/** Writes the week as a whole, one version on from what is stored. */
export function storeTimetable(db: Database, classId: number, slots: readonly TimetableSlot[], nowIso: string): void {
  db.prepare(
    `INSERT INTO timetables (class_id, slots_json, version, updated_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (class_id) DO UPDATE SET slots_json = excluded.slots_json, version = version + 1, updated_at = excluded.updated_at`,
  ).run(classId, JSON.stringify([...slots].sort(inWeekOrder)), nowIso);
}

/** The class's week for everyone who sees the class; version 0 and no lessons before anyone set it. */
export function getTimetable(context: ApiContext, caller: UserRow, classId: number | undefined): ApiAnswer<TimetableResponse> {
  const access = classAccess(context.db, caller, classId);
  if (!access.ok) return access.answer;
  return ok({ success: true, timetable: timetableOf(context.db, access.value.id) });
}

/**
 * The whole week at once. The edit names the version it started from: a week saved meanwhile (another
 * device, an outbox replay of an older edit) answers 409 with the stored week, as attendance does.
 */
export function saveTimetable(
  context: ApiContext,
  caller: UserRow,
  classId: number | undefined,
  body: unknown,
): ApiAnswer<TimetableResponse | ConflictBody<Timetable>> {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHERS_ONLY);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassStaff, TEACHERS_ONLY);
  if (!access.ok) return access.answer;
  const parsed = parseBody(timetableSaveSchema, body);
  if (!parsed.ok) return parsed.answer;
  const errors = slotErrors(parsed.value.slots);
  if (Object.keys(errors).length) return fail(400, 'Lütfen ders programındaki hataları düzeltin.', { error_code: 'VALIDATION_ERROR', errors });

  const { db } = context;
  const cls = access.value;
  const current = timetableOf(db, cls.id);
  if (parsed.value.version !== current.version) {
    return conflict('Bu ders programı siz düzenlerken değişti. Lütfen iki sürümden birini seçin.', current);
  }
  storeTimetable(db, cls.id, parsed.value.slots, context.nowIso());
  return ok({ success: true, message: 'Ders programı kaydedildi.', timetable: timetableOf(db, cls.id) });
}
