import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_PATHS, type SchoolTeachersResponse } from '../../../src/shared/api/teachers.ts';
import { as, newAccount, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import { OTHER_SCHOOL_TEACHER, startTeachersWorld, userIdOf, type TeachersWorld } from './testKit.ts';

let server: TeachersWorld['server'];
let callers: TeachersWorld['callers'];
let other: TeachersWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startTeachersWorld());
});
afterAll(() => server.close());

const list = (caller: Caller | undefined) => as(server, caller).get<Answer<SchoolTeachersResponse>>(TEACHER_PATHS.teachers);

describe('GET /api/school/teachers/', () => {
  it('gives the administrator the school’s teachers by name, each with branch, classes, last sign-in and state', async () => {
    const reply = await list(callers.admin);
    expect(reply.status).toBe(200);
    const { teachers } = reply.body;
    expect(teachers.map((teacher) => teacher.full_name)).toEqual(['Ayşe Demir', 'Burcu Arslan', 'Hakan Şahin', 'Murat Aydın', 'Selin Koç']);
    const ayse = teachers.find((teacher) => teacher.email === 'ogretmen@etkilab.example');
    expect(ayse).toMatchObject({ first_name: 'Ayşe', last_name: 'Demir', branch: 'Fen Bilimleri', active: true, must_change_password: false });
    expect(ayse?.classes.map((cls) => [cls.name, cls.status])).toEqual([
      ['5-B', 'active'],
      ['6-A', 'active'],
    ]);
    // She signed in for this test: the login is her last sign-in.
    expect(Date.parse(ayse?.last_seen_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(teachers.find((teacher) => teacher.first_name === 'Hakan')).toMatchObject({ active: false, branch: 'Sosyal Bilgiler' });
    expect(teachers.find((teacher) => teacher.first_name === 'Burcu')).toMatchObject({ must_change_password: true, last_seen_at: null, classes: [] });
  });

  it('leaves out the school’s shared sign-in accounts, its administrator and other schools’ teachers', async () => {
    const { teachers } = (await list(callers.admin)).body;
    const ids = teachers.map((teacher) => teacher.id);
    expect(teachers.every((teacher) => !teacher.email.endsWith('@okul.etkilab.example'))).toBe(true);
    expect(ids).not.toContain(callers.admin.id);
    expect(ids).not.toContain(userIdOf(server, OTHER_SCHOOL_TEACHER));
    expect(ids).not.toContain(other.teacher.id);
  });

  it('gives another school’s administrator only that school’s teachers, and one of no school none', async () => {
    const theirs = (await list(other.admin)).body.teachers;
    expect(theirs.map((teacher) => teacher.id)).toEqual([other.teacher.id]);
    expect(theirs[0]?.classes).toHaveLength(1);
    const loneAdmin = await newAccount(server, 'teacher', { role: 'administrator' });
    expect((await list(loneAdmin)).body).toMatchObject({ success: true, teachers: [] });
  });

  it('refuses teachers, students and parents (403) and asks for a sign-in (401)', async () => {
    for (const caller of [callers.teacher, callers.student, callers.parent, other.teacher]) {
      const reply = await list(caller);
      expect(reply.status).toBe(403);
      expect(reply.body.error_code).toBe('FORBIDDEN');
    }
    expect((await list(undefined)).status).toBe(401);
  });
});
