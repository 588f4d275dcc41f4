import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type AttendanceMonthResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { enrol, newClass } from '../assistant/testKit.ts';
import { as, newAccount, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let classId: number;
let ada: number;
let can: number;
let adaCaller: Caller;
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signIn(server, 'teacher');
  classId = await newClass(server, teacher, 'Fen 8');
  const [first, second] = [await newAccount(server, 'student'), await newAccount(server, 'student')];
  adaCaller = first;
  enrol(server, classId, first, { first_name: 'Ada', last_name: 'Yılmaz' });
  enrol(server, classId, second, { first_name: 'Can', last_name: 'Demir' });
  const idOf = (name: string) =>
    server.db.prepare<[number, string], { id: number }>('SELECT id FROM enrolments WHERE class_id = ? AND first_name = ?').get(classId, name)?.id ?? 0;
  [ada, can] = [idOf('Ada'), idOf('Can')];
  const take = (date: string, adaStatus: string, canStatus: string) =>
    as(server, teacher).put(CLASSROOM_PATHS.attendance(classId, date), {
      records: [
        { student_id: ada, status: adaStatus },
        { student_id: can, status: canStatus },
      ],
      version: 0,
    });
  await take('2025-10-06', 'present', 'absent');
  await take('2025-10-07', 'late', 'absent');
  await take('2025-10-08', 'present', 'excused');
});
afterAll(() => server.close());

const month = (caller: Caller, value = '2025-10') => as(server, caller).get<AttendanceMonthResponse>(CLASSROOM_PATHS.attendanceMonth(classId, value));

describe('GET /api/classes/{id}/attendance/?month=yyyy-mm', () => {
  it('gives the month’s school days, its closed days with why, and each student’s marks and counts', async () => {
    const reply = await month(teacher);
    expect(reply.status).toBe(200);
    const { attendance } = reply.body;
    expect(attendance).toMatchObject({ class_id: classId, month: '2025-10' });
    expect(attendance.days).toContain('2025-10-06');
    expect(attendance.days).not.toContain('2025-10-04');
    expect(attendance.days).not.toContain('2025-10-29');
    expect(attendance.closed_days).toContainEqual({ date: '2025-10-04', reason: 'weekend', label: null });
    expect(attendance.closed_days).toContainEqual({ date: '2025-10-29', reason: 'holiday', label: null });
    expect(attendance.days.length + attendance.closed_days.length).toBe(31);

    const byId = new Map(attendance.students.map((student) => [student.id, student]));
    expect(byId.get(ada)).toMatchObject({
      full_name: 'Ada Yılmaz',
      marks: { '2025-10-06': 'present', '2025-10-07': 'late', '2025-10-08': 'present' },
      counts: { present: 2, absent: 0, late: 1, excused: 0 },
    });
    expect(byId.get(can)?.counts).toEqual({ present: 0, absent: 2, late: 0, excused: 1 });
  });

  it('keeps a student who left the class on the months they were marked in', async () => {
    server.db.prepare("UPDATE enrolments SET status = 'inactive' WHERE id = ?").run(can);
    expect((await month(teacher)).body.attendance.students.map((student) => student.id)).toContain(can);
    expect((await month(teacher, '2025-11')).body.attendance.students.map((student) => student.id)).toEqual([ada]);
    server.db.prepare("UPDATE enrolments SET status = 'active' WHERE id = ?").run(can);
  });

  it('refuses a month that is not yyyy-mm', async () => {
    for (const value of ['2026-13', '2026-1', 'ekim', '1850-10']) {
      const reply = await month(teacher, value);
      expect(reply.status, value).toBe(400);
      expect(reply.body).toMatchObject({ error_code: 'VALIDATION_ERROR', errors: { month: ['Ay yyyy-aa biçiminde olmalıdır (ör. 2026-10).'] } });
    }
    expect((await as(server, teacher).get(`/api/classes/${classId}/attendance/`)).status).toBe(400);
  });

  it('is the class teacher’s and the school administrator’s; every other role gets 404', async () => {
    const admin = await signIn(server, 'admin');
    expect((await month(admin)).status).toBe(200);
    const otherTeacher = await newAccount(server, 'teacher');
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    // A student on the list, and a parent linked to them, read their own attendance elsewhere: not the class's sheet.
    const parent = await newAccount(server, 'parent');
    server.db.prepare('INSERT INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)').run(parent.id, adaCaller.id, new Date().toISOString());
    for (const caller of [otherTeacher, otherAdmin, adaCaller, parent]) {
      const reply = await as(server, caller).get(CLASSROOM_PATHS.attendanceMonth(classId, '2025-10'));
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
    expect((await as(server, otherTeacher).get(CLASSROOM_PATHS.attendanceMonth(999_999, '2025-10'))).status).toBe(404);
  });
});
