import type { Database } from 'better-sqlite3';
import { addDays, parseIsoDate, type IsoDate } from '../../src/shared/progress/days.ts';
import { isSchoolDay, turkeyDateOf } from '../../src/shared/progress/schoolDays.ts';
import { CLASS_6A } from './classroomContent.ts';

/**
 * 6-A's register for its last four lessons (Monday and Wednesday, the days its description gives),
 * so the school's analytics show attendance for both demo classes: everyone present but these (place
 * on the list → status), latest lesson first.
 */
const ATTENDANCE_6A: readonly Record<number, 'absent' | 'late' | 'excused'>[] = [{ 4: 'absent' }, { 2: 'late', 9: 'absent' }, {}, { 4: 'excused', 11: 'late' }];

const LESSON_WEEKDAYS: readonly number[] = [1, 3];

/** The school days before today on 6-A's lesson weekdays, the latest first: a register is never in the seed's future. */
function lessonDaysBefore(today: IsoDate, count: number): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = addDays(today, -1); days.length < count; day = addDays(day, -1)) {
    if (isSchoolDay(day) && LESSON_WEEKDAYS.includes(parseIsoDate(day)?.getDay() ?? -1)) days.push(day);
  }
  return days;
}

/** Made only while 6-A has no register, so a restart adds nothing and never undoes what the teacher recorded. */
export function seedAnalytics(db: Database, nowIso: string): void {
  const cls = db.prepare<[string], { id: number }>('SELECT id FROM classes WHERE join_code = ?').get(CLASS_6A.join_code);
  const today = turkeyDateOf(nowIso);
  if (!cls || today === null) return;
  if (db.prepare<[number], { found: number }>('SELECT 1 AS found FROM attendance_sheets WHERE class_id = ?').get(cls.id)) return;
  const enrolments = db.prepare<[number], { id: number }>("SELECT id FROM enrolments WHERE class_id = ? AND status = 'active' ORDER BY id").all(cls.id);
  const days = lessonDaysBefore(today, ATTENDANCE_6A.length);
  const sheet = db.prepare('INSERT INTO attendance_sheets (class_id, date, version, updated_at) VALUES (?, ?, 1, ?)');
  const record = db.prepare('INSERT INTO attendance_records (class_id, date, enrolment_id, status) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    ATTENDANCE_6A.forEach((except, index) => {
      const date = days[index];
      if (date === undefined) return;
      sheet.run(cls.id, date, `${date}T09:00:00.000Z`);
      enrolments.forEach((enrolment, place) => record.run(cls.id, date, enrolment.id, except[place] ?? 'present'));
    });
  })();
}
