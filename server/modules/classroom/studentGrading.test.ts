import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_PATHS,
  type AssignmentResponse,
  type GradebookResponse,
  type HomeworkAttemptsResponse,
  type StudentWorkConflict,
  type StudentWorkResponse,
  type SubmissionResponse,
} from '../../../src/shared/api/classroom.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, enrolmentOf, inDays, newAccount, seededClasses, signIn, startDemoSchool, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let admin: Caller;
let student: Caller;
let b5: number;
beforeAll(async () => {
  ({ server, teacher, admin, b5 } = await startDemoSchool());
  student = await signIn(server, 'student');
});
afterAll(() => server.close());

let serial = 0;
/** A new published 5-B task: free (no questions, so no auto score) unless `questions` are given. */
async function task(questions: { id: string; correct_index: number }[] = []): Promise<number> {
  serial += 1;
  const created = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
    class_id: b5,
    title: `Kâğıt üzerinde ödev ${serial}`,
    content: questions.length ? { kind: 'experiment', ref: 'measuring-force', part: 'questions' } : { kind: 'free', ref: null },
    questions,
    status: 'published',
    due_at: inDays(2),
  });
  return created.body.assignment.id;
}

const notices = (userId: number, kind: string) => server.count('notifications', 'user_id = ? AND kind = ?', userId, kind);

describe('PUT /api/assignments/{id}/students/{enrolmentId}/grade/', () => {
  it('grades work done on paper for a student who handed nothing in: a graded row with nothing in it, and a notification', async () => {
    const id = await task();
    const elif = enrolmentOf(server, b5, 'Elif');
    const before = notices(student.id, 'work_graded');
    const reply = await as(server, teacher).put<StudentWorkResponse>(CLASSROOM_PATHS.studentGrade(id, elif.id), { score: 80, feedback: 'Defterde güzel.' });
    expect(reply.status).toBe(200);
    expect(reply.body.work).toMatchObject({
      student: { id: elif.id },
      state: 'graded',
      attempts: 1,
      submission: {
        score: 80,
        feedback: 'Defterde güzel.',
        answers: {},
        text: '',
        has_photo: false,
        auto_score: null,
        late: false,
        version: 1,
        on_paper: true,
      },
    });
    expect(server.count('submissions', 'assignment_id = ? AND on_paper = 1 AND student_id = ?', id, student.id)).toBe(1);
    expect(notices(student.id, 'work_graded')).toBe(before + 1);
    const note = server.db
      .prepare<[number], { link: string; details_json: string }>('SELECT link, details_json FROM notifications WHERE user_id = ? ORDER BY id DESC')
      .get(student.id);
    expect(note).toMatchObject({ link: `/homeworks/${id}` });
    expect(JSON.parse(note?.details_json ?? '{}')).toEqual({ assignment_id: id, score: 80 });

    const book = await as(server, teacher).get<GradebookResponse>(CLASSROOM_PATHS.classGradebook(b5));
    const row = book.body.rows.find((candidate) => candidate.student.id === elif.id);
    expect(row?.cells.find((cell) => cell.assignment_id === id)).toEqual({ assignment_id: id, state: 'graded', score: 80, version: 1, on_paper: true });

    // The child's own list of attempts says it was done on paper, so no empty hand-in is shown.
    const mine = await as(server, student).get<HomeworkAttemptsResponse>(CLASSROOM_PATHS.homeworkAttempts(id));
    expect(mine.body.attempts).toEqual([expect.objectContaining({ on_paper: true, score: 80, feedback: 'Defterde güzel.' })]);
  });

  it('grades the latest hand-in under its version, keeping the feedback when none is sent, and answers 409 with the current row when it changed', async () => {
    const id = await task();
    const elif = enrolmentOf(server, b5, 'Elif');
    const handed = await as(server, student).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(id), { text: 'Cevabım.', completed_at: inDays(0) });
    await as(server, teacher).put(CLASSROOM_PATHS.grade(handed.body.submission.id), { score: 60, feedback: 'İlk bakış.', version: 1 });

    const stale = await as(server, teacher).put<StudentWorkConflict>(CLASSROOM_PATHS.studentGrade(id, elif.id), { score: 90, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error_code: 'CONFLICT',
      current: { state: 'graded', submission: { id: handed.body.submission.id, score: 60, version: 2 } },
    });
    const blind = await as(server, teacher).put<StudentWorkConflict>(CLASSROOM_PATHS.studentGrade(id, elif.id), { score: 90 });
    expect(blind.status).toBe(409);

    const reply = await as(server, teacher).put<StudentWorkResponse>(CLASSROOM_PATHS.studentGrade(id, elif.id), { score: 90, version: 2 });
    expect(reply.status).toBe(200);
    expect(reply.body.work.submission).toMatchObject({ id: handed.body.submission.id, score: 90, feedback: 'İlk bakış.', version: 3, text: 'Cevabım.' });
    expect(server.count('submissions', 'assignment_id = ?', id)).toBe(1);
  });

  it('answers 409 for a version sent where nothing was handed in, and for held work not yet accepted', async () => {
    const id = await task();
    const elif = enrolmentOf(server, b5, 'Elif');
    expect((await as(server, teacher).put(CLASSROOM_PATHS.studentGrade(id, elif.id), { score: 50, version: 1 })).status).toBe(409);
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(id), { status: 'closed' });
    server.advanceClock(60);
    const held = await as(server, student).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(id), { text: 'Geç kaldım.', completed_at: inDays(0) });
    expect(held.status).toBe(202);
    const reply = await as(server, teacher).put<StudentWorkConflict>(CLASSROOM_PATHS.studentGrade(id, elif.id), {
      score: 50,
      version: held.body.submission.version,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.current).toMatchObject({ state: 'held' });
  });

  it('never marks a free task graded without a score, here or through the hand-in’s grade', async () => {
    const id = await task();
    const elif = enrolmentOf(server, b5, 'Elif');
    const paper = await as(server, teacher).put(CLASSROOM_PATHS.studentGrade(id, elif.id), { score: null });
    expect(paper.status).toBe(400);
    expect(paper.body).toMatchObject({ error_code: 'VALIDATION_ERROR', errors: { score: [expect.any(String)] } });
    const handed = await as(server, student).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(id), { text: 'Yaptım.', completed_at: inDays(0) });
    const graded = await as(server, teacher).put(CLASSROOM_PATHS.grade(handed.body.submission.id), { score: null, feedback: '', version: 1 });
    expect(graded.status).toBe(400);
    expect(server.count('submissions', 'assignment_id = ? AND graded_at IS NOT NULL', id)).toBe(0);
    // Sending work back needs no score, and tells the student.
    const before = notices(student.id, 'work_returned');
    const returned = await as(server, teacher).put(CLASSROOM_PATHS.grade(handed.body.submission.id), {
      score: null,
      feedback: 'Yeniden.',
      version: 1,
      action: 'return',
    });
    expect(returned.status).toBe(200);
    expect(notices(student.id, 'work_returned')).toBe(before + 1);
  });

  it('keeps the auto score when graded with none: work with questions is graded by its key', async () => {
    const id = await task([{ id: 'force-unit', correct_index: 1 }]);
    const elif = enrolmentOf(server, b5, 'Elif');
    const handed = await as(server, student).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(id), {
      answers: { 'force-unit': 1 },
      completed_at: inDays(0),
    });
    const reply = await as(server, teacher).put<StudentWorkResponse>(CLASSROOM_PATHS.studentGrade(id, elif.id), {
      score: null,
      version: handed.body.submission.version,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.work).toMatchObject({ state: 'graded', submission: { score: 100, auto_score: 100 } });
  });

  it('gives a child with no account yet the roster account a tablet sign-in would, and keeps the grade on their line', async () => {
    const id = await task();
    const defne = enrolmentOf(server, b5, 'Defne');
    expect(defne.user_id).toBeNull();
    const reply = await as(server, teacher).put<StudentWorkResponse>(CLASSROOM_PATHS.studentGrade(id, defne.id), { score: 70 });
    expect(reply.status).toBe(200);
    expect(reply.body.work).toMatchObject({ student: { id: defne.id, user_id: expect.any(Number) }, state: 'graded', submission: { score: 70 } });
    expect(enrolmentOf(server, b5, 'Defne').user_id).toBe(reply.body.work.student.user_id);
  });

  it('refuses a draft and bounds the body', async () => {
    const draft = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
      class_id: b5,
      title: 'Taslak',
      content: { kind: 'free', ref: null },
      status: 'draft',
      due_at: inDays(5),
    });
    const elif = enrolmentOf(server, b5, 'Elif');
    expect((await as(server, teacher).put(CLASSROOM_PATHS.studentGrade(draft.body.assignment.id, elif.id), { score: 50 })).status).toBe(409);
    const id = await task();
    for (const body of [
      { score: 101 },
      { score: -1 },
      { score: 50.5 },
      { score: '50' },
      { score: 50, feedback: 'x'.repeat(1001) },
      { score: 50, version: -1 },
      [],
    ]) {
      expect((await as(server, teacher).put(CLASSROOM_PATHS.studentGrade(id, elif.id), body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is the class’s teacher’s: the child, a parent, another teacher, another school’s administrator and another class’s line get 404; the school’s administrator 403', async () => {
    const id = await task();
    const elif = enrolmentOf(server, b5, 'Elif');
    const path = CLASSROOM_PATHS.studentGrade(id, elif.id);
    const parent = await signIn(server, 'parent');
    const otherTeacher = await newAccount(server, 'teacher');
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    for (const caller of [student, parent, otherTeacher, otherAdmin]) {
      const reply = await as(server, caller).put(path, { score: 100 });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ error_code: 'NOT_FOUND' });
    }
    expect((await as(server, admin).put(path, { score: 100 })).status).toBe(403);
    const alperen = enrolmentOf(server, seededClasses(server).a6, 'Alperen');
    expect((await as(server, teacher).put(CLASSROOM_PATHS.studentGrade(id, alperen.id), { score: 100 })).status).toBe(404);
    expect((await as(server, teacher).put(CLASSROOM_PATHS.studentGrade(999999, elif.id), { score: 100 })).status).toBe(404);
    expect((await as(server, teacher).put(CLASSROOM_PATHS.studentGrade(id, 999999), { score: 100 })).status).toBe(404);
    expect(server.count('submissions', 'assignment_id = ?', id)).toBe(0);
  });
});
