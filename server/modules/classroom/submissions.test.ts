import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_PATHS,
  type AssignmentDetailResponse,
  type AssignmentResponse,
  type HomeworkListResponse,
  type SubmissionConflict,
  type SubmissionResponse,
} from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { dataUrl, TINY_JPEG } from './photos/testImages.ts';
import { as, assignmentIdOf, inDays, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let student: Caller;
let b5: number;
beforeAll(async () => {
  server = await startTestServer();
  [teacher, student] = await Promise.all([signIn(server, 'teacher'), signIn(server, 'student')]);
  ({ b5 } = seededClasses(server));
});
afterAll(() => server.close());

const HOUR_MS = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

let serial = 0;
/** A published 5-B assignment with a two-question key, given and due when the test says. */
async function assignment(overrides: Record<string, unknown> = {}): Promise<number> {
  serial += 1;
  const reply = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
    class_id: b5,
    title: `Teslim denemesi ${serial}`,
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

const submit = (id: number, body: Record<string, unknown>, key?: string, caller = student) =>
  as(server, caller).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(id), { completed_at: ago(0), ...body }, key);

describe('POST /api/assignments/{id}/submissions/', () => {
  it('stores the hand-in with its auto score (shown at once for practice work), never late before the deadline', async () => {
    const id = await assignment({ reveal: 'at_once' });
    const reply = await submit(id, { answers: { 'force-unit': 1, 'dynamometer-spring': 0 }, text: 'Üç ölçüm yaptım.' });
    expect(reply.status).toBe(201);
    expect(reply.body.submission).toMatchObject({
      assignment_id: id,
      student_id: student.id,
      auto_score: 50,
      score: 50,
      result_withheld: false,
      has_photo: false,
      late: false,
      state: 'submitted',
      version: 1,
      graded_at: null,
    });
  });

  it('judges work finished offline before the deadline by when it was finished, not received', async () => {
    const dueAt = ago(1);
    const id = await assignment({ due_at: dueAt });
    const completedAt = ago(2);
    const reply = await submit(id, { completed_at: completedAt });
    expect(reply.body.submission).toMatchObject({ late: false, state: 'submitted', completed_at: completedAt });
    expect(Date.parse(reply.body.submission.received_at)).toBeGreaterThan(Date.parse(dueAt));
  });

  it('bounds a completed_at in the future by the receipt, so the work counts as late', async () => {
    const id = await assignment({ due_at: ago(1) });
    const reply = await submit(id, { completed_at: inDays(3) });
    expect(reply.body.submission.late).toBe(true);
    expect(reply.body.submission.state).toBe('late');
    expect(reply.body.submission.completed_at).toBe(reply.body.submission.received_at);
  });

  it('bounds a completed_at before the work was given by the moment it was given', async () => {
    const publishAt = ago(5);
    const id = await assignment({ publish_at: publishAt, due_at: ago(1) });
    const reply = await submit(id, { completed_at: inDays(-10) });
    expect(reply.body.submission.late).toBe(false);
    expect(reply.body.submission.completed_at).toBe(publishAt);
  });

  it('marks work finished after the deadline late', async () => {
    const id = await assignment({ due_at: ago(3) });
    expect((await submit(id, { completed_at: ago(2) })).body.submission.late).toBe(true);
  });

  it('keeps every hand-in: a second post is a new row and the latest counts', async () => {
    const id = await assignment();
    const first = await submit(id, { answers: { 'force-unit': 0 } });
    const second = await submit(id, { answers: { 'force-unit': 1, 'dynamometer-spring': 1 } });
    expect(second.body.submission.id).not.toBe(first.body.submission.id);
    expect(server.count('submissions', 'assignment_id = ? AND student_id = ?', id, student.id)).toBe(2);
    const detail = await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id));
    const elif = detail.body.work.find((row) => row.student.user_id === student.id);
    expect(elif).toMatchObject({ attempts: 2, submission: { id: second.body.submission.id, auto_score: 100 } });
  });

  it('stores one row for a repeated Idempotency-Key (the outbox resending) and replays the answer', async () => {
    const id = await assignment();
    const body = { answers: { 'force-unit': 1 }, completed_at: ago(1) };
    const first = await submit(id, body, 'teslim-1');
    const again = await submit(id, body, 'teslim-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(server.count('submissions', 'assignment_id = ?', id)).toBe(1);
  });

  it('refuses a new hand-in over graded work (409 with the current submission) until the teacher returns it', async () => {
    const id = await assignment();
    const handed = (await submit(id, { answers: { 'force-unit': 1 } })).body.submission;
    const graded = await as(server, teacher).put<SubmissionResponse>(CLASSROOM_PATHS.grade(handed.id), { score: 90, feedback: 'Güzel.', version: 1 });
    expect(graded.body.submission).toMatchObject({ score: 90, feedback: 'Güzel.', version: 2, state: 'graded' });

    const blocked = await as(server, student).post<SubmissionConflict>(CLASSROOM_PATHS.submissions(id), { completed_at: ago(0) });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ success: false, error_code: 'CONFLICT', current: { id: handed.id, score: 90, state: 'graded' } });

    const returned = await as(server, teacher).put<SubmissionResponse>(CLASSROOM_PATHS.grade(handed.id), {
      score: null,
      feedback: 'Birimleri yaz.',
      version: 2,
      action: 'return',
    });
    expect(returned.body.submission).toMatchObject({ state: 'returned', version: 3, returned_at: expect.any(String) });
    const redo = await submit(id, { answers: { 'force-unit': 1, 'dynamometer-spring': 1 } });
    expect(redo.status).toBe(201);
    expect(redo.body.submission.state).toBe('submitted');
  });

  it('checks answers, text and photo', async () => {
    const id = await assignment();
    const unknown = await submit(id, { answers: { 'not-a-question': 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { 'answers.not-a-question': ['Bu soru bu ödevde yok.'] } });
    for (const value of [-1, 1.5, '1']) {
      const bad = await submit(id, { answers: { 'force-unit': value } });
      expect(bad.status).toBe(400);
    }
    expect((await submit(id, { text: 'y'.repeat(4001) })).status).toBe(400);
    expect((await submit(id, { photo: 'data:image/gif;base64,R0lGOD' })).status).toBe(400);
    expect((await submit(id, { photo: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' })).status).toBe(400);
    expect((await submit(id, { photo: dataUrl('jpeg', TINY_JPEG) })).status).toBe(201);
    const big = await submit(id, { photo: `data:image/jpeg;base64,${'A'.repeat(450_000)}` });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ errors: { photo: ['Fotoğraf en fazla 400 KB olabilir.'] } });
    const huge = await submit(id, { photo: `data:image/jpeg;base64,${'A'.repeat(700_000)}` });
    expect(huge.status).toBe(413);
    expect((await submit(id, { completed_at: 'dün' })).status).toBe(400);
  });

  it('answers 404 for work not given to the student, and 403 to a parent', async () => {
    const draft = await assignment({ status: 'draft' });
    expect((await submit(draft, {})).status).toBe(404);
    const sixA = assignmentIdOf(server, 'Kim Daha Süratli? — sorular');
    expect((await submit(sixA, {})).status).toBe(404);
    const remedial = assignmentIdOf(server, 'Telafi: Işığın yayılması');
    expect((await submit(remedial, {})).status).toBe(404);
    const parent = await signIn(server, 'parent');
    expect((await submit(await assignment(), {}, undefined, parent)).status).toBe(403);
  });

  it('never takes work from the school account of a class tablet: a child picks their name first', async () => {
    const tablet = await signIn(server, 'tablet5');
    const reply = await submit(await assignment(), {}, undefined, tablet);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error_code: 'CLASS_TABLET_ACCOUNT', message: 'Sınıf tabletinde önce adına dokun, sonra ödevini yap.' });
    expect(server.count('submissions', 'student_id = ?', tablet.id)).toBe(0);
  });
});

describe('hand-ins after the teacher closed them', () => {
  /** Closes hand-ins and lets a minute pass on the server, so work can be finished after closing. */
  async function closed(id: number): Promise<string> {
    const reply = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(id), { status: 'closed' });
    const closedAt = reply.body.assignment.closed_at;
    if (!closedAt) throw new Error('closed_at was not set');
    server.advanceClock(60);
    return closedAt;
  }
  const shifted = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
  const counts = async (id: number) => (await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id))).body.assignment.counts;

  it('counts work finished before closing when it arrives later (201), judged by completed_at', async () => {
    const id = await assignment();
    const closedAt = await closed(id);
    const reply = await submit(id, { completed_at: shifted(closedAt, -30) });
    expect(reply.status).toBe(201);
    expect(reply.body.submission).toMatchObject({ state: 'submitted', held: false, late: false });
    expect(await counts(id)).toMatchObject({ submitted: 1, held: 0 });
  });

  it('keeps work finished after closing but holds it (202, state held), uncounted until the teacher accepts it', async () => {
    const id = await assignment();
    const closedAt = await closed(id);
    const reply = await submit(id, { completed_at: shifted(closedAt, 1), text: 'Geç de olsa yaptım.' });
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Teslimler kapandıktan sonra geldi; öğretmenin kabul ederse sayılır.',
      submission: { state: 'held', held: true, accepted_at: null, text: 'Geç de olsa yaptım.' },
    });
    expect(server.count('submissions', 'assignment_id = ? AND held = 1', id)).toBe(1);
    expect(await counts(id)).toMatchObject({ submitted: 0, late: 0, held: 1 });
    const homework = (await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body.homeworks.find(
      (entry) => entry.assignment.id === id,
    );
    expect(homework).toMatchObject({ state: 'held', assignment: { status: 'closed', closed_at: closedAt, class_archived: false } });
  });

  it('bounds a device clock running ahead by the receipt: work arriving after closing is held whatever completed_at says', async () => {
    const id = await assignment();
    await closed(id);
    expect((await submit(id, { completed_at: inDays(5) })).status).toBe(202);
  });

  it('replays a held answer for a resent Idempotency-Key without a second row', async () => {
    const id = await assignment();
    const closedAt = await closed(id);
    const body = { completed_at: shifted(closedAt, 5) };
    const first = await submit(id, body, 'kapali-1');
    const again = await submit(id, body, 'kapali-1');
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    expect(server.count('submissions', 'assignment_id = ?', id)).toBe(1);
  });

  it('does not let a held hand-in take away counted work before it', async () => {
    const id = await assignment();
    const counted = (await submit(id, {})).body.submission;
    const closedAt = await closed(id);
    expect((await submit(id, { completed_at: shifted(closedAt, 1) })).status).toBe(202);
    expect(await counts(id)).toMatchObject({ submitted: 1, held: 0 });
    const detail = await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id));
    expect(detail.body.work.find((row) => row.student.user_id === student.id)).toMatchObject({ attempts: 2, submission: { id: counted.id } });
  });

  it('clears closed_at when the teacher reopens hand-ins, and counts work again', async () => {
    const id = await assignment();
    await closed(id);
    const reopened = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(id), { status: 'published' });
    expect(reopened.body.assignment.closed_at).toBeNull();
    expect((await submit(id, {})).status).toBe(201);
  });

  it('is not graded before it is accepted (409 with the held submission)', async () => {
    const id = await assignment();
    const closedAt = await closed(id);
    const held = (await submit(id, { completed_at: shifted(closedAt, 1) })).body.submission;
    const reply = await as(server, teacher).put<SubmissionConflict>(CLASSROOM_PATHS.grade(held.id), { score: 80, feedback: '', version: 1 });
    expect(reply.status).toBe(409);
    expect(reply.body.current).toMatchObject({ id: held.id, state: 'held', graded_at: null });
  });
});

describe('PUT /api/submissions/{id}/grade/', () => {
  it('answers a grade based on an old version with 409 CONFLICT and the current submission', async () => {
    const id = await assignment();
    const handed = (await submit(id, {})).body.submission;
    await as(server, teacher).put(CLASSROOM_PATHS.grade(handed.id), { score: 70, feedback: 'İlk not.', version: 1 });
    const stale = await as(server, teacher).put<SubmissionConflict>(CLASSROOM_PATHS.grade(handed.id), {
      score: 40,
      feedback: 'Eski sürümden.',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error_code: 'CONFLICT', current: { score: 70, feedback: 'İlk not.', version: 2 } });
  });

  it('checks the score and the feedback', async () => {
    const id = await assignment();
    const handed = (await submit(id, {})).body.submission;
    for (const score of [101, -1, 50.5, '80']) {
      const reply = await as(server, teacher).put(CLASSROOM_PATHS.grade(handed.id), { score, feedback: '', version: 1 });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ score: ['Puan 0 ile 100 arasında bir tam sayı olmalıdır.'] });
    }
    const long = await as(server, teacher).put(CLASSROOM_PATHS.grade(handed.id), { score: 10, feedback: 'f'.repeat(1001), version: 1 });
    expect(long.body.errors).toEqual({ feedback: ['Geri bildirim en fazla 1000 karakter olabilir.'] });
  });

  it('is the class teacher’s: another teacher gets 404, the administrator and students 403', async () => {
    const id = await assignment();
    const handed = (await submit(id, {})).body.submission;
    const body = { score: 100, feedback: '', version: 1 };
    const other = await newAccount(server, 'teacher');
    expect((await as(server, other).put(CLASSROOM_PATHS.grade(handed.id), body)).status).toBe(404);
    expect((await as(server, await signIn(server, 'admin')).put(CLASSROOM_PATHS.grade(handed.id), body)).status).toBe(403);
    expect((await as(server, student).put(CLASSROOM_PATHS.grade(handed.id), body)).status).toBe(403);
    expect((await as(server, teacher).put(CLASSROOM_PATHS.grade(999999), body)).status).toBe(404);
  });

  it('makes returned work graded when the teacher then grades it', async () => {
    const id = await assignment();
    const handed = (await submit(id, {})).body.submission;
    await as(server, teacher).put(CLASSROOM_PATHS.grade(handed.id), { score: null, feedback: 'Birimleri yaz.', version: 1, action: 'return' });
    const graded = await as(server, teacher).put<SubmissionResponse>(CLASSROOM_PATHS.grade(handed.id), { score: 75, feedback: 'Tamam.', version: 2 });
    expect(graded.body.submission).toMatchObject({ state: 'graded', returned_at: null, score: 75, version: 3 });
    const homework = (await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body.homeworks.find(
      (entry) => entry.assignment.id === id,
    );
    expect(homework?.state).toBe('graded');
  });

  it('replays a repeated Idempotency-Key rather than calling it a conflict', async () => {
    const id = await assignment();
    const handed = (await submit(id, {})).body.submission;
    const body = { score: 60, feedback: 'Tamam.', version: 1 };
    const first = await as(server, teacher).put<SubmissionResponse>(CLASSROOM_PATHS.grade(handed.id), body, 'not-1');
    const again = await as(server, teacher).put<SubmissionResponse>(CLASSROOM_PATHS.grade(handed.id), body, 'not-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});
