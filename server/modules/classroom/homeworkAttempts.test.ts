import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type AssignmentResponse, type HomeworkAttemptsResponse, type SubmissionResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, inDays, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let student: Caller;
let parent: Caller;
let b5: number;
beforeAll(async () => {
  server = await startTestServer();
  [teacher, student, parent] = await Promise.all([signIn(server, 'teacher'), signIn(server, 'student'), signIn(server, 'parent')]);
  ({ b5 } = seededClasses(server));
});
afterAll(() => server.close());

const ago = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

let serial = 0;
/** A published 5-B assignment with a two-question key; the result waits for the grade unless told otherwise. */
async function assignment(overrides: Record<string, unknown> = {}): Promise<number> {
  serial += 1;
  const reply = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
    class_id: b5,
    title: `Çalışmalarım ${serial}`,
    content: { kind: 'experiment', ref: 'measuring-force', part: 'questions' },
    questions: [
      { id: 'force-unit', correct_index: 1 },
      { id: 'dynamometer-spring', correct_index: 1 },
    ],
    status: 'published',
    publish_at: ago(48),
    due_at: inDays(2),
    ...overrides,
  });
  if (reply.status !== 201) throw new Error(`Assignment not created: ${reply.status}`);
  return reply.body.assignment.id;
}

async function handIn(id: number, answers: Record<string, number>, text: string, caller = student): Promise<SubmissionResponse['submission']> {
  const reply = await as(server, caller).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(id), { answers, text, completed_at: ago(0) });
  if (reply.status !== 201) throw new Error(`Hand-in failed: ${reply.status}`);
  return reply.body.submission;
}

const attemptsOf = (id: number, caller: Caller, query = '') =>
  as(server, caller).get<HomeworkAttemptsResponse>(`${CLASSROOM_PATHS.homeworkAttempts(id)}${query}`);
const denizId = () =>
  server.db.prepare<[number], { student_id: number }>('SELECT student_id FROM guardian_links WHERE parent_id = ?').get(parent.id)?.student_id ?? 0;

describe('GET /api/homeworks/{id}/attempts/', () => {
  it('lists every hand-in newest first, with the returned one’s feedback; which answers were right only once that attempt is graded', async () => {
    const id = await assignment();
    const first = await handIn(id, { 'force-unit': 0, 'dynamometer-spring': 1 }, 'İlk deneme.');
    const returned = await as(server, teacher).put(CLASSROOM_PATHS.grade(first.id), {
      score: 40,
      feedback: 'Birimi yeniden düşün.',
      version: 1,
      action: 'return',
    });
    expect(returned.status).toBe(200);
    await handIn(id, { 'force-unit': 1, 'dynamometer-spring': 1 }, 'İkinci deneme.');

    const reply = await attemptsOf(id, student);
    expect(reply.status).toBe(200);
    const [second, earlier] = reply.body.attempts;
    expect(reply.body.attempts).toHaveLength(2);
    // Not graded and not yet due: no score and no correctness, so the key cannot be read back.
    expect(second).toMatchObject({
      text: 'İkinci deneme.',
      answers: { 'force-unit': 1, 'dynamometer-spring': 1 },
      result_withheld: true,
      score: null,
      auto_score: null,
      correct: null,
    });
    expect(earlier).toMatchObject({
      text: 'İlk deneme.',
      feedback: 'Birimi yeniden düşün.',
      state: 'returned',
      score: 40,
      result_withheld: false,
      correct: { 'force-unit': false, 'dynamometer-spring': true },
    });
  });

  it('shows at once what the teacher chose to show at once, and everything once the due time passed', async () => {
    const practice = await assignment({ reveal: 'at_once' });
    await handIn(practice, { 'force-unit': 1 }, '');
    expect((await attemptsOf(practice, student)).body.attempts[0]).toMatchObject({
      auto_score: 50,
      correct: { 'force-unit': true, 'dynamometer-spring': false },
    });

    const past = await assignment({ due_at: inDays(1) });
    await handIn(past, { 'force-unit': 1, 'dynamometer-spring': 0 }, '');
    expect((await attemptsOf(past, student)).body.attempts[0]?.correct).toBeNull();
    // The due time passes (moved to the past here, as the test server's clock stands still).
    server.db.prepare('UPDATE assignments SET due_at = ? WHERE id = ?').run(ago(1), past);
    expect((await attemptsOf(past, student)).body.attempts[0]).toMatchObject({
      result_withheld: false,
      correct: { 'force-unit': true, 'dynamometer-spring': false },
    });
  });

  it('lets a linked parent read their child’s attempts, read-only and logged; another child’s or an unlinked parent’s ask is 404', async () => {
    const id = await assignment({ reveal: 'at_once' });
    const child = denizId();
    const reads = () => server.count('read_log', 'reader_id = ? AND student_id = ?', parent.id, child);
    const before = reads();
    const reply = await attemptsOf(id, parent);
    expect(reply.status).toBe(200);
    expect(reply.body.attempts).toEqual([]);
    expect(reads()).toBeGreaterThan(before);
    expect((await attemptsOf(id, parent, `?student_id=${child}`)).status).toBe(200);
    expect((await attemptsOf(id, parent, `?student_id=${student.id}`)).status).toBe(404);
    const stranger = await newAccount(server, 'parent');
    expect((await attemptsOf(id, stranger)).status).toBe(404);
  });

  it('answers 404 for a homework not given to the student, another student’s id, an unknown id; 403 for staff', async () => {
    const id = await assignment();
    const outsider = await newAccount(server, 'student');
    expect((await attemptsOf(id, outsider)).status).toBe(404);
    expect((await attemptsOf(id, student, `?student_id=${outsider.id}`)).status).toBe(404);
    expect((await attemptsOf(999_999, student)).status).toBe(404);
    const draft = await assignment({ status: 'draft', publish_at: null });
    expect((await attemptsOf(draft, student)).status).toBe(404);
    expect((await attemptsOf(id, teacher)).status).toBe(403);
    expect((await server.get(CLASSROOM_PATHS.homeworkAttempts(id))).status).toBe(401);
  });

  it('never shows another student’s attempts in the list', async () => {
    const id = await assignment({ reveal: 'at_once' });
    await handIn(id, { 'force-unit': 1 }, 'Benim.');
    const classmate = await newAccount(server, 'student');
    server.db
      .prepare(
        "INSERT INTO enrolments (class_id, user_id, first_name, last_name, status, joined_at, updated_at) VALUES (?, ?, 'Ece', 'Yıldız', 'active', ?, ?)",
      )
      .run(b5, classmate.id, ago(1), ago(1));
    await handIn(id, { 'force-unit': 0 }, 'Ece’nin.', classmate);
    expect((await attemptsOf(id, student)).body.attempts.map((attempt) => attempt.text)).toEqual(['Benim.']);
    expect((await attemptsOf(id, classmate)).body.attempts.map((attempt) => attempt.text)).toEqual(['Ece’nin.']);
  });
});
