import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type ClassListResponse } from '../../../src/shared/api/classroom.ts';
import { TEACHER_PATHS, type MoveClassResponse } from '../../../src/shared/api/teachers.ts';
import { newClass } from '../assistant/testKit.ts';
import { as, seededClasses, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import * as m from './messages.ts';
import { classTeacherOf, OTHER_SCHOOL_TEACHER, schoolTeacher, startTeachersWorld, userIdOf, type TeachersWorld } from './testKit.ts';

let server: TeachersWorld['server'];
let callers: TeachersWorld['callers'];
let other: TeachersWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startTeachersWorld());
});
afterAll(() => server.close());

const move = (caller: Caller | undefined, classId: number | string, body: unknown, key?: string) =>
  as(server, caller).put<Answer<MoveClassResponse>>(TEACHER_PATHS.classTeacher(classId), body, key);

/** A class of its own teacher at the demo school, and another teacher there to take it. */
async function aClassAndTwoTeachers() {
  const from = await schoolTeacher(server);
  const to = await schoolTeacher(server);
  return { from, to, classId: await newClass(server, from, 'Fen 7-D') };
}

describe('PUT /api/school/classes/{id}/teacher/', () => {
  it('gives the class to another active teacher of the school, who then teaches it', async () => {
    const { from, to, classId } = await aClassAndTwoTeachers();
    const reply = await move(callers.admin, classId, { teacher_id: to.id });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: m.CLASS_MOVED, class_id: classId, previous_teacher_id: from.id, teacher: { id: to.id } });
    expect(reply.body.teacher.classes.map((cls) => cls.id)).toEqual([classId]);
    expect(classTeacherOf(server, classId)).toBe(to.id);
    const theirs = await as(server, to).get<ClassListResponse>(CLASSROOM_PATHS.classes);
    expect(theirs.body.classes.map((cls) => cls.id)).toContain(classId);
    const before = await as(server, from).get<ClassListResponse>(CLASSROOM_PATHS.classes);
    expect(before.body.classes.map((cls) => cls.id)).not.toContain(classId);
  });

  it('moves a seeded class and keeps it as it was when given to its own teacher', async () => {
    const { a6 } = seededClasses(server);
    const murat = userIdOf(server, 'murat.aydin@etkilab.example');
    expect((await move(callers.admin, a6, { teacher_id: murat })).body.teacher.classes.map((cls) => cls.name)).toEqual(['6-A']);
    const back = await move(callers.admin, a6, { teacher_id: callers.teacher.id });
    expect(back.body).toMatchObject({ previous_teacher_id: murat, teacher: { id: callers.teacher.id } });
    expect((await move(callers.admin, a6, { teacher_id: callers.teacher.id })).status).toBe(200);
    expect(classTeacherOf(server, a6)).toBe(callers.teacher.id);
  });

  it('refuses students, parents and teachers (403) before looking at the ids, and asks for a sign-in (401)', async () => {
    const { from, to, classId } = await aClassAndTwoTeachers();
    for (const caller of [callers.student, callers.parent, callers.teacher, from]) {
      const reply = await move(caller, classId, { teacher_id: to.id });
      expect(reply.status).toBe(403);
      expect(reply.body.error_code).toBe('FORBIDDEN');
      expect((await move(caller, 999_999, { teacher_id: 999_999 })).status).toBe(403);
    }
    expect((await move(undefined, classId, { teacher_id: to.id })).status).toBe(401);
    expect(classTeacherOf(server, classId)).toBe(from.id);
  });

  it('answers another school’s class, an unknown or malformed class id 404, and another school’s administrator likewise', async () => {
    const { from, to, classId } = await aClassAndTwoTeachers();
    for (const id of [other.classId, 999_999, 'abc', 0]) {
      const reply = await move(callers.admin, id, { teacher_id: to.id });
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
    expect((await move(other.admin, classId, { teacher_id: other.teacher.id })).status).toBe(404);
    expect(classTeacherOf(server, classId)).toBe(from.id);
    expect(classTeacherOf(server, other.classId)).toBe(other.teacher.id);
  });

  it('answers a teacher who is not of the school 404: another school’s, an unknown id, the administrator, a student', async () => {
    const { from, classId } = await aClassAndTwoTeachers();
    for (const teacher_id of [other.teacher.id, userIdOf(server, OTHER_SCHOOL_TEACHER), 999_999, callers.admin.id, callers.student.id]) {
      const reply = await move(callers.admin, classId, { teacher_id });
      expect(reply.status).toBe(404);
    }
    expect(classTeacherOf(server, classId)).toBe(from.id);
  });

  it('refuses an inactive teacher with 422 on the field', async () => {
    const { from, classId } = await aClassAndTwoTeachers();
    const hakan = userIdOf(server, 'hakan.sahin@etkilab.example');
    const reply = await move(callers.admin, classId, { teacher_id: hakan });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ teacher_id: [m.TARGET_INACTIVE] });
    expect(classTeacherOf(server, classId)).toBe(from.id);
  });

  it.each([[{}], [{ teacher_id: '12' }], [{ teacher_id: 1.5 }], [{ teacher_id: -3 }], [{ teacher_id: null }], [[]]])(
    'refuses the body %j with 422',
    async (body) => {
      const { from, classId } = await aClassAndTwoTeachers();
      const reply = await move(callers.admin, classId, body);
      expect(reply.status).toBe(422);
      expect(classTeacherOf(server, classId)).toBe(from.id);
    },
  );

  it('replays the first answer for the same Idempotency-Key', async () => {
    const { to, classId } = await aClassAndTwoTeachers();
    const first = await move(callers.admin, classId, { teacher_id: to.id }, `sinif-${classId}`);
    const again = await move(callers.admin, classId, { teacher_id: to.id }, `sinif-${classId}`);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});
