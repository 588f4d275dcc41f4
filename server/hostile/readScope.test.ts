import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type ClassResponse } from '../../src/shared/api/classroom.ts';
import { PROGRESS_PATHS, type ClassProgressResponse, type StudentRecordResponse } from '../../src/shared/api/progress.ts';
import { startTestServer, type TestServer } from '../../tests/fixtures/serverHarness.ts';
import { as, newAccount, seededClasses, signIn, type Caller } from '../modules/classroom/testKit.ts';
import { answerEvent, FORCE_QUESTIONS } from '../modules/progress/testKit.ts';

// A hostile adult against a child's record (issue 42, hole 3): anyone may register as a teacher and
// get a child to type a class code. That opens the child's name and the work of that class, nothing
// of the child's other classes, no contact, no last seen, no progress map or XP.

type Answer<T> = T & { success: boolean };

let server: TestServer;
let elif: Caller;
let realTeacher: Caller;
let parent: Caller;
let admin: Caller;
let stranger: Caller;
let strangerClass: number;
let b5: number;

beforeAll(async () => {
  server = await startTestServer();
  [elif, realTeacher, parent, admin] = await Promise.all([
    signIn(server, 'student'),
    signIn(server, 'teacher'),
    signIn(server, 'parent'),
    signIn(server, 'admin'),
  ]);
  ({ b5 } = seededClasses(server));
  // The demo parent is Deniz's; here they are Elif's too (no call links a parent, the seed does).
  server.db.prepare('INSERT INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)').run(parent.id, elif.id, new Date().toISOString());
  // Elif has answered a question right: the record now holds figures a stranger must not read.
  expect((await as(server, elif).post(PROGRESS_PATHS.events, answerEvent(FORCE_QUESTIONS[0], true))).status).toBeLessThan(300);
  stranger = await newAccount(server, 'teacher', { first_name: 'Yabancı', last_name: 'Öğretmen' });
  const created = await as(server, stranger).post<Answer<ClassResponse>>(CLASSROOM_PATHS.classes, { name: 'Bilim Kulübü', subject: 'science', grade: '5' });
  expect(created.status).toBe(201);
  strangerClass = created.body.class.id;
  const joined = await as(server, elif).post(CLASSROOM_PATHS.classJoin, { join_code: created.body.class.join_code });
  expect(joined.status).toBeLessThan(300);
});
afterAll(() => server.close());

const record = (caller: Caller) => as(server, caller).get<Answer<StudentRecordResponse>>(PROGRESS_PATHS.student(elif.id));
const elifRow = async (caller: Caller, classId: number) => {
  const reply = await as(server, caller).get<Answer<ClassResponse>>(CLASSROOM_PATHS.class(classId));
  expect(reply.status).toBe(200);
  return reply.body.class.students.find((row) => row.user_id === elif.id);
};

describe('a self-registered teacher whose class the demo student joined', () => {
  it('sees her name on the roster, but not her e-mail, last seen or parent', async () => {
    const row = await elifRow(stranger, strangerClass);
    expect(row?.full_name).toBe('Elif Yılmaz');
    expect(row?.email).toBeNull();
    expect(row?.parent_name).toBeNull();
    expect(row).not.toHaveProperty('last_seen');
  });

  it('reads only the work of their own class: no 5-B homework, no 5-B attendance, no progress map or XP', async () => {
    const reply = await record(stranger);
    expect(reply.status).toBe(200);
    expect(reply.body.homework.filter((entry) => entry.class_id === b5)).toEqual([]);
    expect(reply.body.homework.every((entry) => entry.class_id === strangerClass)).toBe(true);
    expect(reply.body.attendance).toEqual({ present: 0, absent: 0, late: 0, excused: 0 });
    expect(reply.body).toMatchObject({ events: null, mastery: null, stats: null, xp: null });
  });

  it('gets no figures of hers on their class progress page either', async () => {
    const reply = await as(server, stranger).get<Answer<ClassProgressResponse>>(PROGRESS_PATHS.classProgress(strangerClass));
    expect(reply.status).toBe(200);
    const row = reply.body.students.find((student) => student.id === elif.id);
    expect(row).toMatchObject({ stats: null, xp: null, cells: [] });
    expect(reply.body.class_goal.week_xp).toBe(0);
    expect(reply.body.hard_questions).toEqual([]);
  });
});

describe('the child’s own school and family still read her record', () => {
  it('the 5-B teacher sees her e-mail, last seen, 5-B homework, attendance and figures', async () => {
    const row = await elifRow(realTeacher, b5);
    expect(row?.email).toBe('ogrenci@etkilab.example');
    expect(row?.last_seen).not.toBeUndefined();
    const reply = await record(realTeacher);
    expect(reply.status).toBe(200);
    expect(reply.body.homework.some((entry) => entry.class_id === b5)).toBe(true);
    expect(reply.body.homework.some((entry) => entry.class_id === strangerClass)).toBe(false);
    expect(reply.body.attendance).toEqual({ present: 2, absent: 0, late: 1, excused: 0 });
    expect(reply.body.xp?.total).toBeGreaterThan(0);
    expect(reply.body.events?.length).toBe(1);
  });

  it('the linked parent and the school administrator see the figures and 5-B’s work', async () => {
    for (const caller of [parent, admin]) {
      const reply = await record(caller);
      expect(reply.status).toBe(200);
      expect(reply.body.homework.some((entry) => entry.class_id === b5)).toBe(true);
      expect(reply.body.attendance.present).toBe(2);
      expect(reply.body.xp?.total).toBeGreaterThan(0);
      expect(reply.body.mastery).not.toBeNull();
    }
  });

  it('the administrator does not read the stranger’s class work, which is no class of her school', async () => {
    const reply = await record(admin);
    expect(reply.body.homework.some((entry) => entry.class_id === strangerClass)).toBe(false);
  });
});
