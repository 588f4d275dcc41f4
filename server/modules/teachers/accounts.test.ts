import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ProfileResponse } from '../../../src/shared/api/contract.ts';
import { TEACHER_PATHS, type TeacherResponse } from '../../../src/shared/api/teachers.ts';
import { as, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import * as m from './messages.ts';
import { newClass } from '../assistant/testKit.ts';
import { classTeacherOf, logIn, OTHER_SCHOOL_TEACHER, schoolTeacher, startTeachersWorld, userIdOf, type TeachersWorld } from './testKit.ts';

let server: TeachersWorld['server'];
let callers: TeachersWorld['callers'];
let other: TeachersWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startTeachersWorld());
});
afterAll(() => server.close());

const deactivate = (caller: Caller | undefined, id: number | string, key?: string) =>
  as(server, caller).post<Answer<TeacherResponse>>(TEACHER_PATHS.deactivate(id), undefined, key);
const reactivate = (caller: Caller | undefined, id: number | string, key?: string) =>
  as(server, caller).post<Answer<TeacherResponse>>(TEACHER_PATHS.reactivate(id), undefined, key);
const isActive = (id: number) => server.count('users', 'id = ? AND active = 1', id) === 1;

// The demo password newAccount gives (classroom testKit).
const PASSWORD = 'Sinif12345';
const emailOf = (id: number) => server.db.prepare<[number], { email: string }>('SELECT email FROM users WHERE id = ?').get(id)?.email ?? '';

describe.each([
  { name: 'deactivate', call: deactivate },
  { name: 'reactivate', call: reactivate },
])('POST …/$name/: who may', ({ call }) => {
  it('refuses students, parents and teachers (403) before looking at the id, and asks for a sign-in (401)', async () => {
    const target = await schoolTeacher(server);
    for (const caller of [callers.student, callers.parent, callers.teacher]) {
      const reply = await call(caller, target.id);
      expect(reply.status).toBe(403);
      expect(reply.body.error_code).toBe('FORBIDDEN');
      expect((await call(caller, 999_999)).status).toBe(403);
    }
    expect((await call(undefined, target.id)).status).toBe(401);
    expect(isActive(target.id)).toBe(true);
  });

  it('answers another school’s teacher, an unknown or malformed id, and a non-teacher 404 alike', async () => {
    for (const id of [other.teacher.id, userIdOf(server, OTHER_SCHOOL_TEACHER), 999_999, 'abc', 0, callers.student.id]) {
      const reply = await call(callers.admin, id);
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
    expect((await call(other.admin, callers.teacher.id)).status).toBe(404);
    expect(isActive(other.teacher.id)).toBe(true);
    expect(isActive(callers.teacher.id)).toBe(true);
  });
});

describe('POST /api/school/teachers/{id}/deactivate/', () => {
  it('switches the teacher off: their access token, refresh token and password stop working at once', async () => {
    const target = await schoolTeacher(server);
    const email = emailOf(target.id);
    const session = await logIn(server, email, PASSWORD);
    expect(session.status).toBe(200);

    const reply = await deactivate(callers.admin, target.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: m.DEACTIVATED, teacher: { id: target.id, active: false } });

    for (const token of [target.token, session.body.tokens.access]) {
      const profile = await server.get(API_PATHS.profile, { token });
      expect(profile.status).toBe(401);
    }
    expect((await server.post(API_PATHS.refresh, { refresh: session.body.tokens.refresh })).status).toBe(401);
    const again = await logIn(server, email, PASSWORD);
    expect(again.status).toBe(403);
    expect(again.body.error_code).toBe('ACCOUNT_SUSPENDED');
    // A wrong password says nothing about the account's state.
    expect((await logIn(server, email, 'Yanlis12345')).status).toBe(401);
  });

  it('keeps the teacher’s classes with them and changes nothing when done twice', async () => {
    const target = await schoolTeacher(server);
    const classId = await newClass(server, target, 'Fen 8-C');
    expect((await deactivate(callers.admin, target.id)).status).toBe(200);
    const twice = await deactivate(callers.admin, target.id);
    expect(twice.status).toBe(200);
    expect(twice.body.teacher).toMatchObject({ active: false, classes: [{ id: classId, name: 'Fen 8-C', status: 'active' }] });
    expect(classTeacherOf(server, classId)).toBe(target.id);
  });

  it('replays the first answer for the same Idempotency-Key', async () => {
    const target = await schoolTeacher(server);
    const first = await deactivate(callers.admin, target.id, `off-${target.id}`);
    const again = await deactivate(callers.admin, target.id, `off-${target.id}`);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('does not let the administrator switch themselves off', async () => {
    const reply = await deactivate(callers.admin, callers.admin.id);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(m.NOT_YOURSELF);
    expect(isActive(callers.admin.id)).toBe(true);
    expect((await server.get(API_PATHS.profile, { token: callers.admin.token })).status).toBe(200);
  });
});

describe('POST /api/school/teachers/{id}/reactivate/', () => {
  it('lets the teacher sign in again with the password they had', async () => {
    const target = await schoolTeacher(server);
    const email = emailOf(target.id);
    await deactivate(callers.admin, target.id);
    const reply = await reactivate(callers.admin, target.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: m.REACTIVATED, teacher: { id: target.id, active: true } });
    const session = await logIn(server, email, PASSWORD);
    expect(session.status).toBe(200);
    expect((await server.get<ProfileResponse>(API_PATHS.profile, { token: session.body.tokens.access })).body.user.email).toBe(email);
    // The sessions ended by the deactivation stay ended.
    expect((await server.get(API_PATHS.profile, { token: target.token })).status).toBe(401);
  });

  it('brings the seeded switched-off teacher back, as the list then shows', async () => {
    const hakan = userIdOf(server, 'hakan.sahin@etkilab.example');
    expect(isActive(hakan)).toBe(false);
    expect((await reactivate(callers.admin, hakan)).body.teacher).toMatchObject({ id: hakan, active: true, branch: 'Sosyal Bilgiler' });
    expect((await logIn(server, 'hakan.sahin@etkilab.example', 'Ogretmen123')).status).toBe(200);
  });
});
