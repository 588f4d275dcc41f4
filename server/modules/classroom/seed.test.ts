import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, SUBMISSION_STATES, type ClassResponse, type HomeworkListResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, DEMO, seededClasses, signIn } from './testKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo classroom seed', () => {
  it('gives the demo teacher 5-B and 6-A, each with 12 numbered students, and a lesson plan', async () => {
    const teacher = await signIn(server, 'teacher');
    const { b5, a6 } = seededClasses(server);
    for (const [id, name, grade] of [
      [b5, '5-B', '5'],
      [a6, '6-A', '6'],
    ] as const) {
      const reply = await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(id));
      expect(reply.status).toBe(200);
      const cls = reply.body.class;
      expect(cls).toMatchObject({
        name,
        subject: 'science',
        grade,
        status: 'active',
        school: 'Atatürk Ortaokulu',
        teacher_name: 'Ayşe Demir',
        student_count: 12,
        can_edit: true,
      });
      expect(cls.students).toHaveLength(12);
      expect(cls.students.every((student) => /^\d+$/.test(student.number ?? ''))).toBe(true);
      expect(cls.lessons.length).toBeGreaterThan(3);
    }
  });

  it('links Elif to the demo student and Deniz to the demo parent, and gives every 5-B child a picture code', async () => {
    const teacher = await signIn(server, 'teacher');
    const { b5 } = seededClasses(server);
    const cls = (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class;
    expect(cls.students.every((student) => student.has_picture_code)).toBe(true);
    const elif = cls.students.find((student) => student.full_name === 'Elif Yılmaz');
    expect(elif).toMatchObject({ has_account: true, email: DEMO.student.email });
    const deniz = cls.students.find((student) => student.full_name === 'Deniz Kaya');
    expect(deniz).toMatchObject({ has_account: true, email: null, parent_name: 'Mehmet Kaya' });
  });

  it('has work in every state for Elif (but held, which only a hand-in after closing makes)', async () => {
    const student = await signIn(server, 'student');
    const reply = await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks);
    const states = new Set(reply.body.homeworks.map((homework) => homework.state));
    expect([...states].sort()).toEqual(SUBMISSION_STATES.filter((state) => state !== 'held' && state !== 'excused').sort());
    const graded = reply.body.homeworks.find((homework) => homework.state === 'graded');
    expect(graded?.submission).toMatchObject({ score: 85, feedback: expect.stringContaining('Gölge') });
  });

  it('keeps a draft and a scheduled assignment for the teacher only', async () => {
    const statuses = server.db
      .prepare<[], { status: string }>('SELECT DISTINCT status FROM assignments')
      .all()
      .map((row) => row.status);
    expect(statuses).toEqual(expect.arrayContaining(['draft', 'scheduled', 'published', 'closed']));
  });

  it('adds nothing on a restart', async () => {
    const tables = ['classes', 'enrolments', 'assignments', 'submissions', 'users', 'guardian_links', 'lessons', 'attendance_records'];
    const before = tables.map((table) => server.count(table));
    const again = await startTestServer({ dataDir: server.dataDir });
    try {
      expect(tables.map((table) => again.count(table))).toEqual(before);
    } finally {
      await again.close();
    }
  });
});
