import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type ClassResponse, type LessonsResponse, type RemovedLessonsResponse } from '../../../src/shared/api/classroom.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, newAccount, seededClasses, signIn, type Caller } from './testKit.ts';

let server: TestServer;
let teacher: Caller;
let student: Caller;
let parent: Caller;
let admin: Caller;
let otherTeacher: Caller;
let otherAdmin: Caller;
let b5: number;
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
});
afterAll(() => server.close());

const planOf = async () => (await as(server, teacher).get<ClassResponse>(CLASSROOM_PATHS.class(b5))).body.class.lessons;
const remove = (lessonId: number, caller: Caller = teacher) =>
  server.request<LessonsResponse>('DELETE', CLASSROOM_PATHS.classLesson(b5, lessonId), { token: caller.token });
const restore = (lessonId: number, caller: Caller = teacher) => as(server, caller).post<LessonsResponse>(CLASSROOM_PATHS.classLessonRestore(b5, lessonId), {});

describe('DELETE /api/classes/{id}/lessons/{lessonId}/ and its restore', () => {
  it('is the class teacher’s: 404 to another teacher and another school’s administrator, 403 to the other roles', async () => {
    const [lesson] = await planOf();
    if (!lesson) throw new Error('5-B has no lessons');
    for (const caller of [otherTeacher, otherAdmin]) {
      expect((await remove(lesson.id, caller)).status).toBe(404);
      expect((await restore(lesson.id, caller)).status).toBe(404);
      expect((await as(server, caller).get(CLASSROOM_PATHS.classLessonsRemoved(b5))).status).toBe(404);
    }
    for (const caller of [student, parent, admin]) expect((await remove(lesson.id, caller)).status).toBe(403);
    expect((await remove(999_999)).status).toBe(404);
  });

  it('takes a lesson out of the plan, keeps it through a save of the plan, and brings it back at the end', async () => {
    const before = await planOf();
    const [first, ...rest] = before;
    if (!first) throw new Error('5-B has no lessons');
    const removed = await remove(first.id);
    expect(removed.status).toBe(200);
    expect(removed.body.lessons.map((lesson) => lesson.id)).toEqual(rest.map((lesson) => lesson.id));
    const list = await as(server, teacher).get<RemovedLessonsResponse>(CLASSROOM_PATHS.classLessonsRemoved(b5));
    expect(list.body.lessons).toEqual([expect.objectContaining({ id: first.id, removed_at: expect.any(String) })]);

    const saved = await as(server, teacher).put<LessonsResponse>(CLASSROOM_PATHS.classLessons(b5), {
      lessons: rest.map((lesson) => ({ title: lesson.title, content: lesson.content, planned_for: lesson.planned_for })),
    });
    expect(saved.status).toBe(200);
    const restored = await restore(first.id);
    expect(restored.status).toBe(200);
    expect(restored.body.lessons.at(-1)).toMatchObject({ id: first.id, title: first.title });
    expect((await planOf()).length).toBe(before.length);
  });

  it('restores within 30 days only', async () => {
    const [lesson] = await planOf();
    if (!lesson) throw new Error('5-B has no lessons');
    await remove(lesson.id);
    server.db.prepare('UPDATE lessons SET removed_at = ? WHERE id = ?').run(new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString(), lesson.id);
    const late = await restore(lesson.id);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ error_code: 'RESTORE_EXPIRED' });
  });
});

describe('PUT /api/classes/{id}/lessons/ leaving a lesson out', () => {
  it('keeps the lessons still in the plan under their ids and removes the one left out softly', async () => {
    const before = await planOf();
    const [first, second, left, ...rest] = before;
    if (!first || !second || !left) throw new Error('5-B has too few lessons');
    const kept = [second, first, ...rest];
    const saved = await as(server, teacher).put<LessonsResponse>(CLASSROOM_PATHS.classLessons(b5), {
      lessons: kept.map((lesson) => ({ title: lesson.title, content: lesson.content, planned_for: lesson.planned_for })),
    });
    expect(saved.body.lessons.map((lesson) => lesson.id)).toEqual(kept.map((lesson) => lesson.id));
    const removed = await as(server, teacher).get<RemovedLessonsResponse>(CLASSROOM_PATHS.classLessonsRemoved(b5));
    expect(removed.body.lessons.map((lesson) => lesson.id)).toContain(left.id);
  });
});
