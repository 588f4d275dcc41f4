import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type AssignmentResponse, type ClassResponse, type HomeworkListResponse } from '../../../src/shared/api/classroom.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, inDays, newAccount, signIn, startDemoSchool, type Caller } from './testKit.ts';

// A class's teacher marks it completed when its teaching is over, and may make it active again. Only an
// archived class refuses hand-ins (submissions.ts): a completed one still takes the work on its way.

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

const setStatus = (caller: Caller, classId: number, status: string) => as(server, caller).put<ClassResponse>(CLASSROOM_PATHS.class(classId), { status });

describe('PUT /api/classes/{id}/ with a status of completed', () => {
  it('marks the class completed and active again; its homework stays open and takes hand-ins', async () => {
    const made = await as(server, teacher).post<AssignmentResponse>(CLASSROOM_PATHS.assignments, {
      class_id: b5,
      title: 'Dönem sonu gözlemi',
      content: { kind: 'free', ref: null },
      instructions: 'Bir hafta boyunca Ay’ın şeklini çiz.',
      due_at: inDays(7),
      status: 'published',
    });
    expect(made.status).toBe(201);
    const completed = await setStatus(teacher, b5, 'completed');
    try {
      expect(completed.status).toBe(200);
      expect(completed.body.class.status).toBe('completed');
      const homework = (await as(server, student).get<HomeworkListResponse>(CLASSROOM_PATHS.homeworks)).body.homeworks.find(
        (entry) => entry.assignment.id === made.body.assignment.id,
      );
      expect(homework?.assignment.class_archived).toBe(false);
      const handIn = await as(server, student).post(CLASSROOM_PATHS.submissions(made.body.assignment.id), {
        completed_at: new Date().toISOString(),
        text: 'Dolunay',
      });
      expect(handIn.status).toBe(201);
    } finally {
      const active = await setStatus(teacher, b5, 'active');
      expect(active.body.class.status).toBe('active');
    }
  });

  it('refuses a status it does not know, in Turkish', async () => {
    const refused = await setStatus(teacher, b5, 'finished');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Sınıf durumu etkin, tamamlandı ya da arşivlendi olmalıdır.');
  });

  it('answers 404 to another teacher and another school’s administrator, 403 to its own administrator, a student and a parent', async () => {
    const otherTeacher = await newAccount(server, 'teacher');
    const otherAdmin = await newAccount(server, 'teacher', { role: 'administrator', school: 'Cumhuriyet İlkokulu' });
    for (const caller of [otherTeacher, otherAdmin]) expect((await setStatus(caller, b5, 'completed')).status).toBe(404);
    const parent = await signIn(server, 'parent');
    for (const caller of [admin, student, parent]) expect((await setStatus(caller, b5, 'completed')).status).toBe(403);
    expect((await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class.status).toBe('active');
  });
});
