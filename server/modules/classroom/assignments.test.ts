import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_PATHS,
  type AssignmentDetailResponse,
  type AssignmentListResponse,
  type AssignmentResponse,
  type GradebookResponse,
  type HomeworkListResponse,
} from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, assignmentIdOf, enrolmentOf, inDays, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let student: Caller;
let parent: Caller;
let admin: Caller;
let b5: number;
let a6: number;
beforeAll(async () => {
  server = await startTestServer();
  [teacher, student, parent, admin] = await Promise.all([
    signIn(server, 'teacher'),
    signIn(server, 'student'),
    signIn(server, 'parent'),
    signIn(server, 'admin'),
  ]);
  ({ b5, a6 } = seededClasses(server));
});
afterAll(() => server.close());

const KEY = [
  { id: 'force-unit', correct_index: 1 },
  { id: 'dynamometer-spring', correct_index: 1 },
];
const newAssignment = (overrides: Record<string, unknown> = {}) => ({
  class_id: b5,
  title: 'Dinamometre ölçümleri',
  instructions: 'Üç cismi ölç.',
  content: { kind: 'experiment', ref: 'measuring-force', part: 'questions' },
  outcomes: ['F.5.3.1.1'],
  questions: KEY,
  due_at: inDays(5),
  status: 'published',
  ...overrides,
});

describe('GET /api/assignments/', () => {
  it('gives the teacher every assignment of their classes with counts over the audience’s active students', async () => {
    const reply = await as(server, teacher).get<AssignmentListResponse>(`${CLASSROOM_PATHS.assignments}?class_id=${b5}`);
    expect(reply.status).toBe(200);
    const statuses = reply.body.assignments.map((assignment) => assignment.status);
    expect(statuses).toEqual(expect.arrayContaining(['draft', 'scheduled', 'published']));
    const graded = reply.body.assignments.find((assignment) => assignment.title.startsWith('Gölgemin Boyu'));
    expect(graded?.counts).toEqual({ assigned: 0, submitted: 1, late: 0, missing: 6, graded: 5, returned: 0, held: 0, excused: 0 });
    expect(graded?.can_edit).toBe(true);
    const selected = reply.body.assignments.find((assignment) => assignment.title.startsWith('Telafi'));
    expect(selected).toMatchObject({ audience: 'students', counts: { assigned: 2 } });
    expect(selected?.student_ids).toEqual([enrolmentOf(server, b5, 'Deniz').id, enrolmentOf(server, b5, 'Mustafa').id].sort((a, b) => a - b));
  });

  it('gives the school’s administrator the same list, read-only', async () => {
    const reply = await as(server, admin).get<AssignmentListResponse>(CLASSROOM_PATHS.assignments);
    expect(reply.body.assignments.length).toBeGreaterThan(8);
    expect(reply.body.assignments.every((assignment) => !assignment.can_edit)).toBe(true);
  });

  it('gives a student only the published work meant for them, counted for them alone', async () => {
    const reply = await as(server, student).get<AssignmentListResponse>(CLASSROOM_PATHS.assignments);
    const titles = reply.body.assignments.map((assignment) => assignment.title);
    expect(titles).not.toContain('Birim dönüştürme alıştırması');
    expect(titles).not.toContain('Gölge tiyatrosu');
    expect(titles).not.toContain('Telafi: Işığın yayılması');
    expect(reply.body.assignments.every((assignment) => Object.values(assignment.counts).reduce((sum, count) => sum + count, 0) === 1)).toBe(true);
  });

  it('answers 404 for a class the caller does not see, and 403 to a parent', async () => {
    const other = await newAccount(server, 'teacher');
    expect((await as(server, other).get(`${CLASSROOM_PATHS.assignments}?class_id=${b5}`)).status).toBe(404);
    expect((await as(server, student).get(`${CLASSROOM_PATHS.assignments}?class_id=${a6}`)).status).toBe(404);
    expect((await as(server, parent).get(CLASSROOM_PATHS.assignments)).status).toBe(403);
  });
});

describe('POST and PUT /api/assignments/', () => {
  it('stores the answer key but answers only the question ids and count', async () => {
    const reply = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, newAssignment());
    expect(reply.status).toBe(201);
    expect(reply.body.assignment).toMatchObject({
      question_count: 2,
      question_ids: ['force-unit', 'dynamometer-spring'],
      status: 'published',
      outcomes: ['F.5.3.1.1'],
      counts: { assigned: 12 },
    });
    expect(JSON.stringify(reply.body)).not.toContain('correct_index');
    expect(reply.body.assignment.publish_at).not.toBeNull();
  });

  it('never lets the answer key reach a student or a parent', async () => {
    for (const caller of [student, parent]) {
      const homeworks = await as(server, caller).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
      expect(homeworks.status).toBe(200);
      expect(homeworks.body.homeworks.some((homework) => homework.assignment.question_count > 0)).toBe(true);
      expect(JSON.stringify(homeworks.body)).not.toContain('correct_index');
    }
    expect(JSON.stringify((await as(server, student).get(CLASSROOM_PATHS.assignments)).body)).not.toContain('correct_index');
  });

  it('shows a scheduled assignment as published once its time has come, not before', async () => {
    const created = await as(server, teacher).post<AssignmentResponse>(
      CLASSROOM_PATHS.assignments,
      newAssignment({ title: 'Zamanı gelince', status: 'scheduled', publish_at: inDays(1), due_at: inDays(3) }),
    );
    expect(created.body.assignment.status).toBe('scheduled');
    const titles = async (caller: Caller) =>
      (await as(server, caller).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body.homeworks.map((homework) => homework.assignment.title);
    expect(await titles(student)).not.toContain('Zamanı gelince');
    server.advanceClock(2 * 24 * 60 * 60);
    try {
      // Two days on, the access tokens of the first sign-ins have long expired.
      expect(await titles(await signIn(server, 'student'))).toContain('Zamanı gelince');
      const fresh = await signIn(server, 'teacher');
      const detail = await as(server, fresh).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(created.body.assignment.id));
      expect(detail.body.assignment.status).toBe('published');
    } finally {
      server.advanceClock(-2 * 24 * 60 * 60);
    }
  });

  it('checks the schedule and the audience', async () => {
    const noTime = await as(server, teacher).post(CLASSROOM_PATHS.assignments, newAssignment({ status: 'scheduled' }));
    expect(noTime.body.errors).toEqual({ publish_at: ['Zamanlanmış ödev için yayın zamanı zorunludur.'] });
    const dueFirst = await as(server, teacher).post(
      CLASSROOM_PATHS.assignments,
      newAssignment({ status: 'scheduled', publish_at: inDays(4), due_at: inDays(2) }),
    );
    expect(dueFirst.body.errors).toEqual({ due_at: ['Teslim zamanı yayın zamanından sonra olmalıdır.'] });
    const stranger = enrolmentOf(server, a6, 'Kerem');
    const wrongStudent = await as(server, teacher).post(CLASSROOM_PATHS.assignments, newAssignment({ audience: 'students', student_ids: [stranger.id] }));
    expect(wrongStudent.body.errors).toEqual({ 'student_ids.0': ['Bu öğrenci bu sınıfın etkin listesinde yok.'] });
    const badDate = await as(server, teacher).post(CLASSROOM_PATHS.assignments, newAssignment({ due_at: 'yarın' }));
    expect(badDate.body.errors).toEqual({ due_at: ['Teslim zamanı geçerli bir tarih ve saat olmalıdır (2000–2100 yılları arasında).'] });
    const badOutcome = await as(server, teacher).post(CLASSROOM_PATHS.assignments, newAssignment({ outcomes: ['kazanım'] }));
    expect(badOutcome.body.errors).toEqual({ 'outcomes.0': ['Kazanım kodu geçersiz (ör. F.5.3.1.1).'] });
  });

  it('lets the class teacher edit, publish and close', async () => {
    const draft = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, newAssignment({ title: 'Taslak ödev', status: 'draft' }));
    const id = draft.body.assignment.id;
    expect(draft.body.assignment.counts).toEqual({ assigned: 0, submitted: 0, late: 0, missing: 0, graded: 0, returned: 0, held: 0, excused: 0 });
    const published = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(id), {
      status: 'published',
      title: 'Yayındaki ödev',
    });
    expect(published.status).toBe(200);
    expect(published.body.assignment).toMatchObject({ status: 'published', title: 'Yayındaki ödev', question_count: 2 });
    expect(published.body.assignment.publish_at).not.toBeNull();
    const closed = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(id), { status: 'closed' });
    expect(closed.body.assignment.status).toBe('closed');
    // Hand-ins close at the first save that closed them; a later edit keeps that moment, reopening clears it.
    const closedAt = closed.body.assignment.closed_at;
    expect(closedAt).toEqual(expect.any(String));
    server.advanceClock(5);
    const edited = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(id), { instructions: 'Kapalıyken düzeltildi.' });
    expect(edited.body.assignment.closed_at).toBe(closedAt);
    const reopened = await as(server, teacher).put<AssignmentResponse>(CLASSROOM_PATHS.assignment(id), { status: 'published' });
    expect(reopened.body.assignment.closed_at).toBeNull();
    await as(server, teacher).put(CLASSROOM_PATHS.assignment(id), { status: 'closed' });
  });

  it('refuses changes from the administrator (403), another teacher (404), a student (403)', async () => {
    const id = assignmentIdOf(server, 'Kronometreyle tepki süreni ölç');
    expect((await as(server, admin).put(CLASSROOM_PATHS.assignment(id), { title: 'Yönetici değiştirdi' })).status).toBe(403);
    const other = await newAccount(server, 'teacher');
    expect((await as(server, other).put(CLASSROOM_PATHS.assignment(id), { title: 'Başkası değiştirdi' })).status).toBe(404);
    expect((await as(server, other).get(CLASSROOM_PATHS.assignment(id))).status).toBe(404);
    expect((await as(server, other).post(CLASSROOM_PATHS.assignments, newAssignment())).status).toBe(404);
    expect((await as(server, student).post(CLASSROOM_PATHS.assignments, newAssignment())).status).toBe(403);
  });
});

describe('GET /api/assignments/{id}/', () => {
  it('gives the teacher one row per audience student with the latest hand-in', async () => {
    const id = assignmentIdOf(server, 'Buz Erirken Sıcaklık Ne Olur? — sorular');
    const reply = await as(server, teacher).get<AssignmentDetailResponse>(CLASSROOM_PATHS.assignment(id));
    expect(reply.status).toBe(200);
    expect(reply.body.work).toHaveLength(12);
    const byName = Object.fromEntries(reply.body.work.map((row) => [row.student.full_name, row]));
    expect(byName['Elif Yılmaz']).toMatchObject({ state: 'late', attempts: 1, submission: { late: true } });
    expect(byName['Deniz Kaya']).toMatchObject({ state: 'submitted' });
    // Finished offline before the deadline, received after it.
    expect(byName['Yusuf Aydın']).toMatchObject({ state: 'submitted', submission: { late: false } });
    expect(byName['Nehir Özdemir']).toMatchObject({ state: 'missing', submission: null, attempts: 0 });
  });

  it('answers 404 to students and parents, who see work as homework', async () => {
    const id = assignmentIdOf(server, 'Buz Erirken Sıcaklık Ne Olur? — sorular');
    for (const caller of [student, parent]) expect((await as(server, caller).get(CLASSROOM_PATHS.assignment(id))).status).toBe(404);
    expect((await as(server, admin).get(CLASSROOM_PATHS.assignment(id))).status).toBe(200);
  });
});

describe('GET /api/classes/{id}/gradebook/', () => {
  it('crosses active students with given assignments', async () => {
    const reply = await as(server, teacher).get<GradebookResponse>(CLASSROOM_PATHS.classGradebook(b5));
    expect(reply.status).toBe(200);
    expect(reply.body.rows).toHaveLength(12);
    const titles = reply.body.assignments.map((assignment) => assignment.title);
    expect(titles).not.toContain('Birim dönüştürme alıştırması');
    const elif = reply.body.rows.find((row) => row.student.full_name === 'Elif Yılmaz');
    const graded = elif?.cells.find((cell) => cell.state === 'graded');
    expect(graded?.score).toBe(85);
  });

  it('is for the class’s staff only', async () => {
    expect((await as(server, admin).get(CLASSROOM_PATHS.classGradebook(b5))).status).toBe(200);
    expect((await as(server, student).get(CLASSROOM_PATHS.classGradebook(b5))).status).toBe(403);
    const other = await newAccount(server, 'teacher');
    expect((await as(server, other).get(CLASSROOM_PATHS.classGradebook(b5))).status).toBe(404);
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Mimar Sinan Ortaokulu' });
    expect((await as(server, otherAdmin).get(CLASSROOM_PATHS.classGradebook(b5))).status).toBe(404);
  });
});
