import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_PATHS, type SchoolTeachersResponse } from '../../../src/shared/api/teachers.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { createPasswordHasher } from '../auth/index.ts';
import { SEED_TEACHERS, seedTeachers } from '../../seed/teachers.ts';
import { as, signIn } from '../classroom/testKit.ts';
import { logIn, userIdOf } from './testKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const byEmail = (email: string) => SEED_TEACHERS.find((teacher) => teacher.email === email);

describe('the demo teachers seed', () => {
  it('gives the demo school teachers with branches, one switched off and one on an invitation’s password', async () => {
    const admin = await signIn(server, 'admin');
    const { teachers } = (await as(server, admin).get<SchoolTeachersResponse>(TEACHER_PATHS.teachers)).body;
    expect(teachers.find((teacher) => teacher.email === 'ogretmen@etkilab.example')?.branch).toBe('Fen Bilimleri');
    expect(teachers.every((teacher) => teacher.branch)).toBe(true);
    expect(teachers.filter((teacher) => !teacher.active).map((teacher) => teacher.first_name)).toEqual(['Hakan']);
    expect(teachers.filter((teacher) => teacher.must_change_password).map((teacher) => teacher.first_name)).toEqual(['Burcu']);
  });

  it('signs the seeded teachers in as the README says', async () => {
    expect((await logIn(server, 'murat.aydin@etkilab.example', 'Ogretmen123')).status).toBe(200);
    expect((await logIn(server, 'hakan.sahin@etkilab.example', 'Ogretmen123')).body.error_code).toBe('ACCOUNT_SUSPENDED');
    const burcu = byEmail('burcu.arslan@etkilab.example');
    expect((await logIn(server, burcu?.email ?? '', burcu?.password ?? '')).body.user).toMatchObject({ must_change_password: true });
  });

  it('puts a teacher in another school', () => {
    expect(server.count('users', "id = ? AND school = 'Cumhuriyet İlkokulu' AND role = 'teacher'", userIdOf(server, 'okan.yildiz@etkilab.example'))).toBe(1);
  });

  it('adds nothing on a restart and keeps what the administrator changed', async () => {
    const admin = await signIn(server, 'admin');
    const hakan = userIdOf(server, 'hakan.sahin@etkilab.example');
    expect((await as(server, admin).post(TEACHER_PATHS.reactivate(hakan), undefined)).status).toBe(200);
    const users = server.count('users');
    await seedTeachers(server.db, createPasswordHasher(1024), new Date().toISOString());
    expect(server.count('users')).toBe(users);
    expect(server.count('users', 'id = ? AND active = 1', hakan)).toBe(1);
  });
});
