import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type StudentAttendanceResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { enrol, newClass } from '../assistant/testKit.ts';
import { turkeyToday } from './attendanceDays.ts';
import { as, newAccount, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let otherTeacher: Caller;
let child: Caller;
let mine: number;
let theirs: number;
// Days of this school year before today (Turkey's), and one of last year's.
const ago = (days: number) => turkeyToday(Date.now() - days * 24 * 60 * 60 * 1000);
const LAST_YEAR_DAY = ago(400);
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signIn(server, 'teacher');
  otherTeacher = await newAccount(server, 'teacher', { school: 'Atatürk Ortaokulu' });
  child = await newAccount(server, 'student', { school: 'Atatürk Ortaokulu' });
  mine = await newClass(server, teacher, 'Matematik 7');
  theirs = await newClass(server, otherTeacher, 'Türkçe 7');
  enrol(server, mine, child, { first_name: 'Ece', last_name: 'Kaya' });
  enrol(server, theirs, child, { first_name: 'Ece', last_name: 'Kaya' });
  const line = (classId: number) =>
    server.db.prepare<[number, number], { id: number }>('SELECT id FROM enrolments WHERE class_id = ? AND user_id = ?').get(classId, child.id)?.id ?? 0;
  // Stored as the register keeps it: these checks are about who reads, not which days take a register.
  const take = (classId: number, date: string, status: string) => {
    server.db
      .prepare('INSERT OR IGNORE INTO attendance_sheets (class_id, date, version, updated_at) VALUES (?, ?, 1, ?)')
      .run(classId, date, `${date}T09:00:00.000Z`);
    server.db.prepare('INSERT INTO attendance_records (class_id, date, enrolment_id, status) VALUES (?, ?, ?, ?)').run(classId, date, line(classId), status);
  };
  take(mine, ago(5), 'absent');
  take(mine, ago(4), 'present');
  take(mine, ago(3), 'late');
  take(theirs, ago(2), 'absent');
  take(theirs, ago(1), 'excused');
  // Last school year's register is not this year's figures.
  take(mine, LAST_YEAR_DAY, 'absent');
});
afterAll(() => server.close());

const read = (caller: Caller, studentId = child.id) => as(server, caller).get<StudentAttendanceResponse>(CLASSROOM_PATHS.studentAttendance(studentId));

describe('GET /api/students/{id}/attendance/', () => {
  it('gives the student their counts per class and the days absent or late, newest first', async () => {
    const reply = await read(child);
    expect(reply.status).toBe(200);
    const { attendance } = reply.body;
    expect(attendance.student_id).toBe(child.id);
    expect(attendance.from).toMatch(/^\d{4}-09-01$/);
    expect(attendance.classes).toEqual([
      { class_id: mine, class_name: 'Matematik 7', counts: { present: 1, absent: 1, late: 1, excused: 0 } },
      { class_id: theirs, class_name: 'Türkçe 7', counts: { present: 0, absent: 1, late: 0, excused: 1 } },
    ]);
    expect(attendance.days).toEqual([
      { date: ago(2), class_id: theirs, class_name: 'Türkçe 7', status: 'absent' },
      { date: ago(3), class_id: mine, class_name: 'Matematik 7', status: 'late' },
      { date: ago(5), class_id: mine, class_name: 'Matematik 7', status: 'absent' },
    ]);
  });

  it('gives a linked parent the same, and another parent 404', async () => {
    const parent = await newAccount(server, 'parent');
    const stranger = await newAccount(server, 'parent');
    server.db.prepare('INSERT INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)').run(parent.id, child.id, new Date().toISOString());
    const linked = await read(parent);
    expect(linked.status).toBe(200);
    expect(linked.body.attendance.days).toHaveLength(3);
    expect((await read(stranger)).status).toBe(404);
  });

  it('gives a teacher only their own classes’ days, and a teacher of none of them 404', async () => {
    const own = await read(teacher);
    expect(own.status).toBe(200);
    expect(own.body.attendance.classes.map((row) => row.class_id)).toEqual([mine]);
    expect(own.body.attendance.days.map((day) => day.class_id)).toEqual([mine, mine]);
    const other = await read(otherTeacher);
    expect(other.body.attendance.classes.map((row) => row.class_id)).toEqual([theirs]);
    expect((await read(await newAccount(server, 'teacher'))).status).toBe(404);
  });

  it('gives the school’s administrator every class of the school, another school’s administrator 404', async () => {
    const admin = await signIn(server, 'admin');
    const reply = await read(admin);
    expect(reply.status).toBe(200);
    expect(reply.body.attendance.classes.map((row) => row.class_id)).toEqual([mine, theirs]);
    const elsewhere = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    expect((await read(elsewhere)).status).toBe(404);
  });

  it('answers 404 to another student, and for ids that are not a student', async () => {
    const classmate = await signIn(server, 'student');
    expect((await read(classmate)).status).toBe(404);
    expect((await read(child, teacher.id)).status).toBe(404);
    expect((await read(teacher, 999_999)).status).toBe(404);
  });
});
