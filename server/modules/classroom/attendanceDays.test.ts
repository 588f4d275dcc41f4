import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type AttendanceResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { turkeyToday } from './attendanceDays.ts';
import { as, enrolmentOf, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let b5: number;
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signIn(server, 'teacher');
  ({ b5 } = seededClasses(server));
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const save = (date: string) =>
  as(server, teacher).put<AttendanceResponse>(CLASSROOM_PATHS.attendance(b5, date), {
    records: [{ student_id: enrolmentOf(server, b5, 'Elif').id, status: 'present' }],
    version: 0,
  });

/** 5-B's school keeps its own day off (its administrator's calendar), stored as the calendar screen stores it. */
function schoolDayOff(date: string, label: string): void {
  const school = server.db.prepare<[], { id: number }>("SELECT id FROM schools WHERE display_name = 'Atatürk Ortaokulu'").get();
  if (!school) throw new Error('The seed has no Atatürk Ortaokulu');
  server.db
    .prepare("INSERT INTO school_days_off (school_id, start, end, kind, label, created_by, created_at) VALUES (?, ?, ?, 'other', ?, ?, ?)")
    .run(school.id, date, date, label, teacher.id, new Date().toISOString());
}

describe('attendance is kept only on school days that have come', () => {
  it('takes a past school day', async () => {
    expect((await save('2025-10-22')).status).toBe(200);
  });

  it('refuses tomorrow in Turkey with ATTENDANCE_FUTURE_DAY, and keeps nothing', async () => {
    const tomorrow = turkeyToday(Date.now() + DAY_MS);
    const reply = await save(tomorrow);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ success: false, error_code: 'ATTENDANCE_FUTURE_DAY', message: 'Henüz gelmemiş bir günün yoklaması alınamaz.' });
    expect(server.count('attendance_sheets', 'class_id = ? AND date = ?', b5, tomorrow)).toBe(0);
  });

  it('refuses a Saturday, 29 Ekim and a day off of the school’s own, saying why', async () => {
    schoolDayOff('2025-10-21', 'Kar tatili');
    const cases = [
      ['2025-10-04', 'Bu gün yoklama alınmaz: hafta sonu.'],
      ['2025-10-29', 'Bu gün yoklama alınmaz: resmî tatil.'],
      ['2025-10-21', 'Bu gün yoklama alınmaz: Kar tatili.'],
    ] as const;
    for (const [date, message] of cases) {
      const reply = await save(date);
      expect(reply.status, date).toBe(422);
      expect(reply.body).toMatchObject({ error_code: 'ATTENDANCE_DAY_CLOSED', message });
      expect(server.count('attendance_sheets', 'class_id = ? AND date = ?', b5, date)).toBe(0);
    }
  });

  it('takes a weekday of 2026/27, whose MEB terms the app does not hold, and still refuses its holidays and the school’s own days off', async () => {
    expect((await save('2026-11-25')).status).toBe(200);
    expect((await save('2026-10-29')).body).toMatchObject({ error_code: 'ATTENDANCE_DAY_CLOSED', message: 'Bu gün yoklama alınmaz: resmî tatil.' });
    schoolDayOff('2026-11-16', 'Birinci ara tatil');
    expect((await save('2026-11-16')).body).toMatchObject({ error_code: 'ATTENDANCE_DAY_CLOSED', message: 'Bu gün yoklama alınmaz: Birinci ara tatil.' });
  });

  it('still reads a closed day’s sheet (nothing to show, nothing refused)', async () => {
    const reply = await as(server, teacher).get<AttendanceResponse>(CLASSROOM_PATHS.attendance(b5, '2025-10-04'));
    expect(reply.status).toBe(200);
    expect(reply.body.sheet.version).toBe(0);
  });
});
