import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type HomeworkListResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let student: Caller;
let parent: Caller;
beforeAll(async () => {
  server = await startTestServer();
  [student, parent] = await Promise.all([signIn(server, 'student'), signIn(server, 'parent')]);
});
afterAll(() => server.close());

const denizId = () => server.db.prepare<[], { student_id: number }>('SELECT student_id FROM guardian_links').get()?.student_id ?? 0;

describe('GET /api/homeworks/', () => {
  it('gives a student their own work with its state and their latest hand-in only', async () => {
    const reply = await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    expect(reply.status).toBe(200);
    expect(reply.body.children).toBeUndefined();
    for (const homework of reply.body.homeworks) {
      expect(['published', 'closed']).toContain(homework.assignment.status);
      if (homework.submission) expect(homework.submission.student_id).toBe(student.id);
    }
    const returned = reply.body.homeworks.find((homework) => homework.state === 'returned');
    expect(returned?.submission?.feedback).toContain('iki liste');
  });

  it('gives a parent their first child’s work, with the list of children', async () => {
    const reply = await as(server, parent).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    expect(reply.status).toBe(200);
    expect(reply.body.children).toEqual([{ id: denizId(), full_name: 'Deniz Kaya' }]);
    expect(reply.body.student_id).toBe(denizId());
    const states = reply.body.homeworks.map((homework) => homework.state);
    expect(states).toEqual(expect.arrayContaining(['graded', 'submitted', 'late', 'assigned']));
    // Deniz is one of the two children the remedial work was given to.
    expect(reply.body.homeworks.map((homework) => homework.assignment.title)).toContain('Telafi: Işığın yayılması');
    expect((await as(server, parent).get<HomeworkListResponse>(`${CLASSROOM_PATHS.homeworks}?student_id=${denizId()}`)).body.student_id).toBe(denizId());
  });

  it('answers 404 for a child who is not the parent’s, or another student’s id', async () => {
    const notTheirs = await as(server, parent).get(`${CLASSROOM_PATHS.homeworks}?student_id=${student.id}`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toMatchObject({ error_code: 'NOT_FOUND' });
    expect((await as(server, parent).get(`${CLASSROOM_PATHS.homeworks}?student_id=abc`)).status).toBe(404);
    expect((await as(server, student).get(`${CLASSROOM_PATHS.homeworks}?student_id=${denizId()}`)).status).toBe(404);
  });

  it('gives a parent without linked children an empty list, and refuses staff (403)', async () => {
    const lonely = await newAccount(server, 'parent');
    expect((await as(server, lonely).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body).toEqual({
      success: true,
      homeworks: [],
      children: [],
    });
    expect((await as(server, await signIn(server, 'teacher')).get(CLASSROOM_PATHS.homeworks)).status).toBe(403);
  });

  it('keeps an archived class’s homework readable but flagged as history, and refuses new hand-ins to it', async () => {
    const teacher = await signIn(server, 'teacher');
    const { b5 } = seededClasses(server);
    const homeworks = async () => (await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body.homeworks;
    const open = (await homeworks()).find((homework) => homework.assignment.class_id === b5 && homework.state === 'assigned');
    expect(open?.assignment.class_archived).toBe(false);
    await as(server, teacher).put(CLASSROOM_PATHS.class(b5), { status: 'archived' });
    try {
      const after = await homeworks();
      const fromB5 = after.filter((homework) => homework.assignment.class_id === b5);
      expect(fromB5.length).toBeGreaterThan(0);
      expect(fromB5.every((homework) => homework.assignment.class_archived)).toBe(true);
      const graded = fromB5.find((homework) => homework.state === 'graded');
      expect(graded?.submission?.feedback).toContain('Gölge');
      const refused = await as(server, student).post(CLASSROOM_PATHS.submissions(open?.assignment.id ?? 0), { completed_at: new Date().toISOString() });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error_code: 'CLASS_ARCHIVED', message: 'Sınıf arşivlendi; bu ödeve artık teslim alınmıyor.' });
      const parentView = (await as(server, parent).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body.homeworks;
      expect(parentView.filter((homework) => homework.assignment.class_id === b5).every((homework) => homework.assignment.class_archived)).toBe(true);
    } finally {
      await as(server, teacher).put(CLASSROOM_PATHS.class(b5), { status: 'active' });
    }
  });

  it('shows no work of a class the student has not joined', async () => {
    const stranger = await newAccount(server, 'student');
    expect((await as(server, stranger).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body.homeworks).toEqual([]);
  });
});
