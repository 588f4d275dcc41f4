import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_PATHS,
  type AssignmentDetailResponse,
  type AssignmentListResponse,
  type AssignmentResponse,
  type GradebookResponse,
  type HomeworkListResponse,
  type StudentWorkResponse,
  type SubmissionResponse,
} from '../../../src/shared/api/classroom.ts';
import type { ApiErrorBody } from '../../../src/shared/api/contract.ts';
import { NOTIFICATION_PATHS, type NotificationListResponse } from '../../../src/shared/api/notifications.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, enrolmentOf, inDays, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let student: Caller;
let parent: Caller;
let admin: Caller;
let otherTeacher: Caller;
let otherAdmin: Caller;
let b5: number;
let elif: number;
beforeAll(async () => {
  server = await startTestServer();
  [teacher, student, parent, admin] = await Promise.all([
    signIn(server, 'teacher'),
    signIn(server, 'student'),
    signIn(server, 'parent'),
    signIn(server, 'admin'),
  ]);
  otherTeacher = await newAccount(server, 'teacher');
  otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Başka Ortaokulu' });
  ({ b5 } = seededClasses(server));
  elif = enrolmentOf(server, b5, 'Elif').id;
});
afterAll(() => server.close());

const HOUR_MS = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

let serial = 0;
async function assignment(overrides: Record<string, unknown> = {}): Promise<number> {
  serial += 1;
  const reply = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
    class_id: b5,
    title: `Değişen ödev ${serial}`,
    content: { kind: 'free', ref: null },
    instructions: 'Gözlemini yaz.',
    status: 'published',
    publish_at: ago(48),
    due_at: inDays(2),
    ...overrides,
  });
  if (reply.status !== 201) throw new Error(`Assignment not created: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.assignment.id;
}

const handIn = (id: number, completedAt: string) =>
  as(server, student).post<SubmissionResponse>(CLASSROOM_PATHS.submissions(id), { text: 'Gölge kısaldı.', completed_at: completedAt });

const remove = (id: number, caller: Caller = teacher) => server.request<AssignmentResponse>('DELETE', CLASSROOM_PATHS.assignment(id), { token: caller.token });

const notesOf = (userId: number, assignmentId: number) =>
  server.db
    .prepare<[number, number], { kind: string; details_json: string; created_at: string }>(
      "SELECT kind, details_json, created_at FROM notifications WHERE user_id = ? AND json_extract(details_json, '$.assignment_id') = ? ORDER BY id",
    )
    .all(userId, assignmentId);

const homeworkOf = async (id: number) =>
  (await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body.homeworks.find((homework) => homework.assignment.id === id);

describe('PUT /api/assignments/{id}/ after publishing', () => {
  it('tells the students about new work when it is published, and a scheduled one from its publish time', async () => {
    const now = await assignment();
    expect(notesOf(student.id, now).map((note) => note.kind)).toEqual(['assignment_new']);
    const publishAt = inDays(1);
    const later = await assignment({ status: 'scheduled', publish_at: publishAt, due_at: inDays(3) });
    expect(notesOf(student.id, later)).toEqual([expect.objectContaining({ kind: 'assignment_new', created_at: publishAt })]);
    const draft = await assignment({ status: 'draft', publish_at: null });
    expect(notesOf(student.id, draft)).toEqual([]);
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(draft), { status: 'published', publish_at: null });
    expect(notesOf(student.id, draft).map((note) => note.kind)).toEqual(['assignment_new']);
  });

  it('edits a published assignment and tells its students what changed', async () => {
    const id = await assignment();
    const reply = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(id), {
      title: 'Yeni başlık',
      instructions: 'Daha kısa yaz.',
      due_at: inDays(4),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.assignment).toMatchObject({ title: 'Yeni başlık', status: 'published' });
    const changed = notesOf(student.id, id).filter((note) => note.kind === 'assignment_changed');
    expect(changed).toHaveLength(1);
    expect(JSON.parse(changed[0]?.details_json ?? '{}')).toMatchObject({ assignment_id: id, changed: ['title', 'instructions', 'due_at'] });
  });

  it('judges hand-ins again when the due time moves, keeping the work', async () => {
    const id = await assignment({ due_at: inDays(1) });
    const handedIn = await handIn(id, ago(1));
    expect(handedIn.body.submission.late).toBe(false);
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(id), { due_at: ago(2) });
    expect(await homeworkOf(id)).toMatchObject({ state: 'late', submission: { late: true, text: 'Gölge kısaldı.' } });
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(id), { due_at: inDays(1) });
    expect(await homeworkOf(id)).toMatchObject({ state: 'submitted', submission: { late: false, id: handedIn.body.submission.id } });
  });

  it('maps a server-side problem to its field', async () => {
    const id = await assignment();
    const reply = await as(server, teacher).put<ApiErrorBody>(CLASSROOM_PATHS.assignment(id), { audience: 'students', student_ids: [] });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveProperty('student_ids');
  });
});

describe('DELETE /api/assignments/{id}/ and POST .../restore/', () => {
  it('answers 404 to a student, a parent, another teacher and another school’s administrator, and 403 to the school’s administrator', async () => {
    const id = await assignment();
    for (const caller of [student, parent, otherTeacher, otherAdmin]) {
      expect((await remove(id, caller)).status).toBe(404);
      expect((await as(server, caller).post(CLASSROOM_PATHS.assignmentRestore(id), {})).status).toBe(404);
    }
    expect((await remove(id, admin)).status).toBe(403);
    expect(server.count('assignments', 'id = ? AND removed_at IS NULL', id)).toBe(1);
  });

  it('removes it from every list and count, refuses hand-ins on their way, and restores it with its work', async () => {
    const id = await assignment();
    const handedIn = await handIn(id, ago(1));
    const removed = await remove(id);
    expect(removed.status).toBe(200);
    expect(removed.body.assignment.removed_at).toEqual(expect.any(String));

    expect(await homeworkOf(id)).toBeUndefined();
    const teacherList = await as(server, teacher).get<AssignmentListResponse>(`${CLASSROOM_PATHS.assignments}?class_id=${b5}`);
    expect(teacherList.body.assignments.some((item) => item.id === id)).toBe(false);
    const gradebook = await as(server, teacher).get<GradebookResponse>(CLASSROOM_PATHS.classGradebook(b5));
    expect(gradebook.body.assignments.some((item) => item.id === id)).toBe(false);
    expect((await as(server, teacher).get(CLASSROOM_PATHS.assignment(id))).status).toBe(404);
    const removedList = await as(server, teacher).get<AssignmentListResponse>(`${CLASSROOM_PATHS.assignments}?removed=1`);
    expect(removedList.body.assignments.map((item) => item.id)).toContain(id);
    expect((await as(server, otherTeacher).get<AssignmentListResponse>(`${CLASSROOM_PATHS.assignments}?removed=1`)).body.assignments).toEqual([]);

    const refused = await handIn(id, ago(0));
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ message: 'Ödev kaldırıldı', error_code: 'ASSIGNMENT_REMOVED' });
    // Its note leaves the student's bell with it, and comes back with it.
    const bellNotes = async () =>
      (await as(server, student).get<NotificationListResponse>(NOTIFICATION_PATHS.notifications)).body.notifications.filter(
        (note) => 'assignment_id' in note.details && note.details.assignment_id === id,
      );
    expect(await bellNotes()).toEqual([]);

    const restored = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignmentRestore(id), {});
    expect(restored.status).toBe(200);
    expect(restored.body.assignment.removed_at).toBeUndefined();
    expect(await homeworkOf(id)).toMatchObject({ submission: { id: handedIn.body.submission.id } });
    expect((await bellNotes()).map((note) => note.kind)).toContain('assignment_new');
  });

  it('restores within 30 days only', async () => {
    const id = await assignment();
    await remove(id);
    server.db.prepare('UPDATE assignments SET removed_at = ? WHERE id = ?').run(new Date(Date.now() - 31 * 24 * HOUR_MS).toISOString(), id);
    const late = await as(server, teacher).post(CLASSROOM_PATHS.assignmentRestore(id), {});
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ error_code: 'RESTORE_EXPIRED' });
    const list = await as(server, teacher).get<AssignmentListResponse>(`${CLASSROOM_PATHS.assignments}?removed=1`);
    expect(list.body.assignments.some((item) => item.id === id)).toBe(false);
  });

  it('drops the waiting note of a scheduled assignment it removes', async () => {
    const id = await assignment({ status: 'scheduled', publish_at: inDays(1), due_at: inDays(3) });
    await remove(id);
    expect(notesOf(student.id, id)).toEqual([]);
  });
});

describe('PUT /api/assignments/{id}/students/{enrolmentId}/', () => {
  const terms = (id: number, body: unknown, caller: Caller = teacher, enrolmentId = elif) =>
    as(server, caller).put<StudentWorkResponse>(CLASSROOM_PATHS.studentTerms(id, enrolmentId), body);

  it('answers 404 to a student, a parent, another teacher, another school’s administrator, and for a student outside the audience', async () => {
    const id = await assignment();
    for (const caller of [student, parent, otherTeacher, otherAdmin]) expect((await terms(id, { excused: true }, caller)).status).toBe(404);
    expect((await terms(id, { excused: true }, admin)).status).toBe(403);
    const deniz = enrolmentOf(server, b5, 'Deniz').id;
    const chosen = await assignment({ audience: 'students', student_ids: [deniz] });
    expect((await terms(chosen, { excused: true }, teacher, elif)).status).toBe(404);
    expect(server.count('assignment_student_terms', 'assignment_id IN (?, ?)', id, chosen)).toBe(0);
  });

  it('gives one student more time: their hand-in after the class’s due time is on time, and their list shows their own due time', async () => {
    const id = await assignment({ due_at: ago(3) });
    const own = inDays(2);
    const reply = await terms(id, { due_at: own });
    expect(reply.status).toBe(200);
    expect(reply.body.work).toMatchObject({ due_at: own, excused: false, state: 'assigned', student: { id: elif } });
    expect((await homeworkOf(id))?.assignment.due_at).toBe(own);
    const handedIn = await handIn(id, ago(1));
    expect(handedIn.body.submission).toMatchObject({ late: false, state: 'submitted' });
    const detail = await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id));
    expect(detail.body.work.find((row) => row.student.id === elif)).toMatchObject({ state: 'submitted', due_at: own });
  });

  it('judges an earlier hand-in again against the student’s new due time', async () => {
    const id = await assignment({ due_at: inDays(1) });
    await handIn(id, ago(1));
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(id), { due_at: ago(2) });
    expect((await homeworkOf(id))?.state).toBe('late');
    await terms(id, { due_at: inDays(1) });
    expect((await homeworkOf(id))?.state).toBe('submitted');
    await terms(id, { due_at: null });
    expect((await homeworkOf(id))?.state).toBe('late');
  });

  it('excuses a student: never missing, counted apart, and back to missing when lifted', async () => {
    const id = await assignment({ due_at: ago(1) });
    const excused = await terms(id, { excused: true });
    expect(excused.body.work).toMatchObject({ excused: true, state: 'excused' });
    expect((await homeworkOf(id))?.state).toBe('excused');
    const detail = await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id));
    expect(detail.body.assignment.counts.excused).toBe(1);
    const lifted = await terms(id, { excused: false });
    expect(lifted.body.work).toMatchObject({ excused: false, state: 'missing' });
  });

  it('refuses an own due time before the work was given', async () => {
    const id = await assignment();
    const reply = await as(server, teacher).put<ApiErrorBody>(CLASSROOM_PATHS.studentTerms(id, elif), { due_at: ago(72) });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveProperty('due_at');
  });
});

describe('the note of a scheduled assignment', () => {
  it('reaches the student’s bell only once the assignment is published', async () => {
    const id = await assignment({ status: 'scheduled', publish_at: new Date(Date.now() + 2 * 60 * 1000).toISOString(), due_at: inDays(3) });
    const bell = async () =>
      (await as(server, student).get<NotificationListResponse>(NOTIFICATION_PATHS.notifications)).body.notifications.filter(
        (note) => note.kind === 'assignment_new' && note.details.assignment_id === id,
      );
    expect(await bell()).toEqual([]);
    server.advanceClock(3 * 60);
    expect(await bell()).toHaveLength(1);
  });
});

describe('an extension past closing', () => {
  it('keeps hand-ins open for the student given more time, and counts their work', async () => {
    const id = await assignment({ due_at: ago(2) });
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(id), { status: 'closed' });
    expect((await homeworkOf(id))?.assignment).toMatchObject({ status: 'closed' });
    await as(server, teacher).put(CLASSROOM_PATHS.studentTerms(id, elif), { due_at: inDays(1) });
    expect((await homeworkOf(id))?.assignment).toMatchObject({ status: 'published', closed_at: null });
    const handedIn = await handIn(id, ago(0));
    expect(handedIn.status).toBe(201);
    expect(handedIn.body.submission).toMatchObject({ held: false, late: false });
  });
});
