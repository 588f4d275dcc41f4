import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_PATHS,
  type AssignmentDetailResponse,
  type AssignmentResponse,
  type ClassResponse,
  type SubmissionConflict,
  type SubmissionResponse,
} from '../../../src/shared/api/classroom.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, inDays, newAccount, signIn, startDemoSchool, type Caller } from './testKit.ts';

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
/** A 5-B assignment whose hand-ins the teacher closed a minute ago. */
async function closedAssignment(): Promise<{ id: number; closedAt: string }> {
  serial += 1;
  const created = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
    class_id: b5,
    title: `Kapanan ödev ${serial}`,
    content: { kind: 'free', ref: null },
    status: 'published',
    due_at: inDays(2),
  });
  const id = created.body.assignment.id;
  const closed = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(id), { status: 'closed' });
  server.advanceClock(60);
  return { id, closedAt: closed.body.assignment.closed_at ?? '' };
}

const after = (iso: string) => new Date(Date.parse(iso) + 1000).toISOString();

async function heldWork(): Promise<{ assignmentId: number; submission: SubmissionResponse['submission'] }> {
  const { id, closedAt } = await closedAssignment();
  const reply = await as(server, student).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(id), {
    completed_at: after(closedAt),
    text: 'Kapandıktan sonra.',
  });
  if (reply.status !== 202) throw new Error(`Expected a held hand-in, got ${reply.status}`);
  return { assignmentId: id, submission: reply.body.submission };
}

const elifProgress = async () =>
  (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class.students.find((row) => row.user_id === student.id)?.progress;

describe('POST /api/submissions/{id}/accept/', () => {
  it('lets the class’s teacher count held work after all, as late work, and counts it everywhere', async () => {
    const before = await elifProgress();
    const { assignmentId, submission } = await heldWork();
    expect(await elifProgress()).toBeLessThanOrEqual(before ?? 0);
    const held = await elifProgress();

    const reply = await as(server, teacher).post<SubmissionResponse>(CLASSROOM_PATHS.acceptSubmission(submission.id), {});
    expect(reply.status).toBe(200);
    expect(reply.body.submission).toMatchObject({
      id: submission.id,
      held: false,
      late: true,
      state: 'late',
      version: submission.version + 1,
      accepted_at: expect.any(String),
      text: 'Kapandıktan sonra.',
    });
    const detail = await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(assignmentId));
    expect(detail.body.assignment.counts).toMatchObject({ late: 1, held: 0 });
    expect(await elifProgress()).toBeGreaterThan(held ?? 0);
  });

  it('answers accepted work again for a second accept (another device), changing nothing', async () => {
    const { submission } = await heldWork();
    const first = await as(server, teacher).post<SubmissionResponse>(CLASSROOM_PATHS.acceptSubmission(submission.id), {});
    const second = await as(server, teacher).post<SubmissionResponse>(CLASSROOM_PATHS.acceptSubmission(submission.id), {});
    expect(second.status).toBe(200);
    expect(second.body.submission).toEqual(first.body.submission);
  });

  it('answers 409 with the current submission for work that was never held', async () => {
    const created = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
      class_id: b5,
      title: 'Açık ödev',
      content: { kind: 'free', ref: null },
      status: 'published',
      due_at: inDays(2),
    });
    const counted = await as(server, student).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(created.body.assignment.id), {
      completed_at: inDays(0),
    });
    const reply = await as(server, teacher).post<SubmissionConflict>(CLASSROOM_PATHS.acceptSubmission(counted.body.submission.id), {});
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      error_code: 'CONFLICT',
      message: 'Bu teslim zaten sayılıyor; kabul edilecek bir şey yok.',
      current: { id: counted.body.submission.id, state: 'submitted' },
    });
  });

  it('is the class’s teacher’s: the child, a parent, another teacher and another school’s administrator get 404; the school’s administrator 403', async () => {
    const { submission } = await heldWork();
    const path = CLASSROOM_PATHS.acceptSubmission(submission.id);
    const parent = await signIn(server, 'parent');
    const otherTeacher = await newAccount(server, 'teacher');
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    for (const caller of [student, parent, otherTeacher, otherAdmin]) {
      const reply = await as(server, caller).post(path, {});
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ error_code: 'NOT_FOUND' });
    }
    expect((await as(server, admin).post(path, {})).status).toBe(403);
    expect((await as(server, teacher).post(CLASSROOM_PATHS.acceptSubmission(999999), {})).status).toBe(404);
    expect(server.count('submissions', 'id = ? AND held = 1', submission.id)).toBe(1);
  });
});
