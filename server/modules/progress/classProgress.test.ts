import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS } from '../../../src/shared/api/classroom.ts';
import { PROGRESS_PATHS, type ClassProgressResponse } from '../../../src/shared/api/progress.ts';
import { DAILY_GOAL_XP } from '../../../src/shared/progress/xpRules.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, seededClasses, signIn, type Caller } from '../classroom/testKit.ts';
import { answerEvent, FORCE_OUTCOME, FORCE_QUESTIONS, userIdOf, type Answer } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let b5: number;
let a6: number;
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signIn(server, 'teacher');
  ({ b5, a6 } = seededClasses(server));
});
afterAll(() => server.close());

const read = (caller: Caller, classId: number | string) => as(server, caller).get<Answer<ClassProgressResponse>>(PROGRESS_PATHS.classProgress(classId));
const rowOf = (body: ClassProgressResponse, name: string) => body.students.find((student) => student.full_name.startsWith(name));
const cellOf = (body: ClassProgressResponse, name: string, outcome: string) => rowOf(body, name)?.cells[body.outcomes.indexOf(outcome)];

describe('GET /api/progress/classes/{id}/', () => {
  it('gives the teacher 5-B’s heatmap from the seeded weeks, with Elif not started anywhere', async () => {
    const reply = await read(teacher, b5);
    expect(reply.status).toBe(200);
    const body = reply.body;
    expect(body.class).toEqual({ id: b5, name: '5-B', grade: '5', subject: 'science' });
    // The assignment's F.5.3.1.1 and the units of the experiments the children worked on, in programme order.
    expect(body.outcomes).toEqual(['F.5.3.1.1', 'F.5.4', 'F.5.5', 'F.5.7']);
    // The children with an account, in list order.
    expect(body.students.map((student) => student.full_name)).toEqual([
      'Elif Yılmaz',
      'Deniz Kaya',
      'Ahmet Şahin',
      'Zeynep Arslan',
      'Mustafa Doğan',
      'Ecrin Kılıç',
      'Yusuf Aydın',
    ]);
    for (const student of body.students) expect(student.cells).toHaveLength(body.outcomes.length);
    expect(rowOf(body, 'Elif')?.cells.every((cell) => cell.level === 'not-started')).toBe(true);
    // Levels only: whether a cell is stale depends on the calendar (a seed in the summer holiday dates its work in June).
    expect(cellOf(body, 'Ahmet', 'F.5.5')?.level).toBe('mastered');
    expect(cellOf(body, 'Deniz', FORCE_OUTCOME)).toMatchObject({ level: 'proficient', answers: 6, correct: 5 });
    expect(cellOf(body, 'Ecrin', 'F.5.4')).toMatchObject({ level: 'proficient', due: 'slipped' });
  });

  it('names the hard questions and the children who need help, and counts work and attendance per child', async () => {
    const body = (await read(teacher, b5)).body;
    expect(body.hard_questions[0]).toEqual({ questionId: 'shadow-size/frosted-glass', outcomeCodes: ['F.5.5'], students: 6, wrong: 4 });
    const help = body.needs_help.map((entry) => [body.students.find((student) => student.id === entry.student_id)?.full_name, entry.reasons]);
    expect(help).toEqual([
      ['Mustafa Doğan', ['stuck']],
      ['Zeynep Arslan', ['stuck']],
      ['Ecrin Kılıç', ['slipped']],
    ]);
    expect(body.needs_help[0]?.outcomes).toEqual([
      { outcome: 'F.5.3.1.1', level: 'familiar', reason: 'stuck' },
      { outcome: 'F.5.4', level: 'familiar', reason: 'stuck' },
      { outcome: 'F.5.5', level: 'tried', reason: 'stuck' },
    ]);
    const elif = rowOf(body, 'Elif');
    expect(elif?.homework).toEqual({ total: 6, submitted: 4, late: 1, missing: 1 });
    expect(elif?.attendance).toEqual({ present: 2, absent: 0, late: 1, excused: 0 });
    expect(elif?.xp).toEqual({ total: 0, today: 0, week: 0, daily_goal: DAILY_GOAL_XP });
    const ahmet = rowOf(body, 'Ahmet');
    expect(ahmet?.stats?.xp).toBeGreaterThan(0);
    expect(ahmet?.stats?.completedLessons).toBeGreaterThanOrEqual(4);
    expect(ahmet?.xp?.total).toBe(ahmet?.stats?.xp);
    expect(body.class_goal).toEqual({ week_xp: body.students.reduce((sum, student) => sum + (student.xp?.week ?? 0), 0), goal_xp: DAILY_GOAL_XP * 5 * 7 });
    // A shared goal, never a league table.
    expect(JSON.stringify(body)).not.toMatch(/"rank/);
  });

  it('shows a child with five right answers on one outcome as proficient in the class heatmap', async () => {
    const student = await newAccount(server, 'student', { school: 'Atatürk Ortaokulu' });
    expect((await as(server, student).post(CLASSROOM_PATHS.classJoin, { join_code: 'FEN5BX' })).status).toBeLessThan(300);
    for (const question of FORCE_QUESTIONS.slice(0, 5)) await as(server, student).post(PROGRESS_PATHS.events, answerEvent(question, true));
    const body = (await read(teacher, b5)).body;
    const row = body.students.find((item) => item.id === student.id);
    expect(row?.cells[body.outcomes.indexOf(FORCE_OUTCOME)]).toEqual({ level: 'proficient', due: null, answers: 5, correct: 5 });
    expect(row?.xp?.today).toBe(15);
    expect(body.class_goal.goal_xp).toBe(DAILY_GOAL_XP * 5 * 8);
  });

  it('is the teacher’s and the school administrator’s only: everyone else gets 404', async () => {
    const admin = await signIn(server, 'admin');
    expect((await read(admin, b5)).status).toBe(200);
    const a6Reply = await read(teacher, a6);
    expect(a6Reply.body).toMatchObject({
      outcomes: ['F.6.3.2.1'],
      students: [],
      hard_questions: [],
      needs_help: [],
      class_goal: { week_xp: 0, goal_xp: 0 },
    });
    const callers = [
      await signIn(server, 'student'),
      await signIn(server, 'parent'),
      await newAccount(server, 'teacher'),
      await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' }),
    ];
    for (const caller of callers) {
      const reply = await read(caller, b5);
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
    for (const id of [999_999, 'abc']) expect((await read(teacher, id)).status).toBe(404);
  });

  it('leaves children who left the class out of its heatmap', async () => {
    const deniz = userIdOf(server, 'Deniz');
    server.db.prepare("UPDATE enrolments SET status = 'inactive' WHERE user_id = ? AND class_id = ?").run(deniz, b5);
    const body = (await read(teacher, b5)).body;
    expect(body.students.some((student) => student.id === deniz)).toBe(false);
    server.db.prepare("UPDATE enrolments SET status = 'active' WHERE user_id = ? AND class_id = ?").run(deniz, b5);
  });
});
