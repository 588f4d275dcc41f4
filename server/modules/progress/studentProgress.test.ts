import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_LIMITS, PROGRESS_PATHS, type StudentProgressResponse } from '../../../src/shared/api/progress.ts';
import { DAILY_GOAL_XP } from '../../../src/shared/progress/xpRules.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, signIn, type Caller } from '../classroom/testKit.ts';
import { answerEvent, FORCE_OUTCOME, FORCE_QUESTIONS, userIdOf, type Answer } from './testKit.ts';

let server: TestServer;
let elif: Caller;
let parent: Caller;
let teacher: Caller;
let admin: Caller;
beforeAll(async () => {
  server = await startTestServer();
  [elif, parent, teacher, admin] = await Promise.all([signIn(server, 'student'), signIn(server, 'parent'), signIn(server, 'teacher'), signIn(server, 'admin')]);
});
afterAll(() => server.close());

const read = (caller: Caller, path: string) => as(server, caller).get<Answer<StudentProgressResponse>>(path);

describe('GET /api/progress/me/', () => {
  it('gives the demo student an empty start, her homework with states and scores, and her attendance', async () => {
    const reply = await read(elif, PROGRESS_PATHS.me);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      student: { id: elif.id, full_name: 'Elif Yılmaz' },
      events: [],
      mastery: [],
      stats: { completedLessons: 0, totalMinutes: 0, currentStreak: 0, longestStreak: 0, xp: 0 },
      xp: { total: 0, today: 0, week: 0, daily_goal: DAILY_GOAL_XP },
      attendance: { present: 2, absent: 0, late: 1, excused: 0 },
    });
    expect(reply.body.children).toBeUndefined();
    const states = Object.fromEntries(reply.body.homework.map((entry) => [entry.title, [entry.state, entry.score]]));
    expect(states).toEqual({
      'Gölgemin Boyu Neden Değişiyor? — sorular': ['graded', 85],
      'Evimizdeki ışık kaynakları': ['returned', null],
      'Buz Erirken Sıcaklık Ne Olur? — sorular': ['late', 83],
      'Ampul Ne Zaman Daha Parlak? — sorular': ['missing', null],
      // Handed in, not graded, not yet due: the auto score waits (the answer key stays with the teacher).
      'Kuvveti Ölçelim — sorular': ['submitted', null],
      'Kronometreyle tepki süreni ölç': ['assigned', null],
    });
  });

  it('turns posted events into mastery, stats and XP by the shared rules', async () => {
    const student = await newAccount(server, 'student');
    for (const question of FORCE_QUESTIONS.slice(0, 5)) {
      expect((await as(server, student).post(PROGRESS_PATHS.events, answerEvent(question, true))).status).toBe(201);
    }
    const reply = await read(student, PROGRESS_PATHS.me);
    expect(reply.body.events).toHaveLength(5);
    expect(reply.body.mastery).toEqual([{ outcome: FORCE_OUTCOME, level: 'proficient', due: null, answers: 5, correct: 5, last_at: expect.any(String) }]);
    // Five medium questions at 3 XP each, all today.
    expect(reply.body.xp).toEqual({ total: 15, today: 15, week: 15, daily_goal: DAILY_GOAL_XP });
    expect(reply.body.stats).toMatchObject({ xp: 15, completedLessons: 0, totalMinutes: 0 });
    expect(reply.body.homework).toEqual([]);
  });

  it('lists the newest events only, oldest first', async () => {
    const student = await newAccount(server, 'student');
    const insert = server.db.prepare(
      "INSERT INTO progress_events (id, user_id, kind, ref, outcomes_json, at, received_at) VALUES (?, ?, 'experimentFinished', ?, '[]', ?, ?)",
    );
    const extra = 3;
    const start = Date.now() - 30 * 24 * 60 * 60 * 1000;
    server.db.transaction(() => {
      for (let index = 0; index < PROGRESS_LIMITS.eventsListedMax + extra; index += 1) {
        const at = new Date(start + index * 60 * 1000).toISOString();
        insert.run(`e${index}`, student.id, `experiment:x${index}`, at, at);
      }
    })();
    const events = (await read(student, PROGRESS_PATHS.me)).body.events;
    expect(events).toHaveLength(PROGRESS_LIMITS.eventsListedMax);
    expect(events[0]?.id).toBe(`e${extra}`);
    expect(events.at(-1)?.id).toBe(`e${PROGRESS_LIMITS.eventsListedMax + extra - 1}`);
  });

  it('gives a parent their first child, with the list of children, and no other child', async () => {
    const deniz = userIdOf(server, 'Deniz');
    const first = await read(parent, PROGRESS_PATHS.me);
    expect(first.status).toBe(200);
    expect(first.body.student).toEqual({ id: deniz, full_name: 'Deniz Kaya' });
    expect(first.body.children).toEqual([{ id: deniz, full_name: 'Deniz Kaya' }]);
    expect(first.body.events.length).toBeGreaterThan(0);
    expect((await read(parent, `${PROGRESS_PATHS.me}?student=${deniz}`)).body.student.id).toBe(deniz);
    for (const other of [elif.id, userIdOf(server, 'Ahmet'), 999_999]) {
      expect((await read(parent, `${PROGRESS_PATHS.me}?student=${other}`)).status).toBe(404);
    }
    expect((await read(parent, `${PROGRESS_PATHS.me}?student=abc`)).status).toBe(404);
  });

  it('answers 404 to a parent without a linked child, and a student naming another child', async () => {
    const lonely = await newAccount(server, 'parent');
    expect((await read(lonely, PROGRESS_PATHS.me)).body).toMatchObject({ error_code: 'NOT_FOUND', message: 'Hesabınıza bağlı bir öğrenci yok.' });
    expect((await read(elif, `${PROGRESS_PATHS.me}?student=${userIdOf(server, 'Deniz')}`)).status).toBe(404);
    expect((await read(elif, `${PROGRESS_PATHS.me}?student=${elif.id}`)).status).toBe(200);
  });

  it('sends teachers and administrators to the class page with 403', async () => {
    for (const caller of [teacher, admin]) {
      const reply = await read(caller, PROGRESS_PATHS.me);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ error_code: 'FORBIDDEN', message: expect.stringContaining('sınıfın ilerleme sayfasını') });
    }
    expect((await server.get(PROGRESS_PATHS.me)).status).toBe(401);
  });
});

describe('GET /api/progress/students/{id}/', () => {
  it('shows a student to themself, their guardian, their class’s teacher and their school’s administrator', async () => {
    const deniz = userIdOf(server, 'Deniz');
    for (const caller of [elif, teacher, admin]) {
      const reply = await read(caller, PROGRESS_PATHS.student(elif.id));
      expect(reply.status).toBe(200);
      expect(reply.body.student.full_name).toBe('Elif Yılmaz');
      expect(reply.body.children).toBeUndefined();
    }
    for (const caller of [parent, teacher, admin]) expect((await read(caller, PROGRESS_PATHS.student(deniz))).status).toBe(200);
  });

  it('answers 404 to everyone else, and for ids that are no student', async () => {
    const otherTeacher = await newAccount(server, 'teacher');
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    const otherStudent = await newAccount(server, 'student');
    for (const caller of [parent, otherTeacher, otherAdmin, otherStudent]) {
      const reply = await read(caller, PROGRESS_PATHS.student(elif.id));
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
    expect((await read(elif, PROGRESS_PATHS.student(userIdOf(server, 'Deniz')))).status).toBe(404);
    expect((await read(otherStudent, PROGRESS_PATHS.student(otherStudent.id))).status).toBe(200);
    for (const id of [teacher.id, parent.id, 999_999, 'abc', 0]) expect((await read(admin, PROGRESS_PATHS.student(id))).status).toBe(404);
  });

  it('stops showing a child to the teacher once they leave the class', async () => {
    const student = await newAccount(server, 'student');
    const b5 = server.db.prepare<[], { id: number }>("SELECT id FROM classes WHERE name = '5-B'").get()?.id ?? 0;
    server.db
      .prepare(
        "INSERT INTO enrolments (class_id, user_id, first_name, last_name, status, joined_at, updated_at) VALUES (?, ?, 'Derya', 'Ekinci', 'active', ?, ?)",
      )
      .run(b5, student.id, new Date().toISOString(), new Date().toISOString());
    expect((await read(teacher, PROGRESS_PATHS.student(student.id))).status).toBe(200);
    server.db.prepare("UPDATE enrolments SET status = 'dropped' WHERE user_id = ?").run(student.id);
    expect((await read(teacher, PROGRESS_PATHS.student(student.id))).status).toBe(404);
  });
});
