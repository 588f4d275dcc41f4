import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/shared/api/contract.ts';
import { TEACHER_LIMITS, TEACHER_PATHS, type SchoolTeachersResponse, type TeacherPasswordResponse } from '../../../src/shared/api/teachers.ts';
import { EMAIL_TAKEN } from '../auth/index.ts';
import { as, newAccount, type Caller } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import * as m from './messages.ts';
import { anInvite, invite, logIn, OTHER_SCHOOL_TEACHER, startTeachersWorld, userIdOf, type TeachersWorld } from './testKit.ts';

let server: TeachersWorld['server'];
let callers: TeachersWorld['callers'];
let other: TeachersWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startTeachersWorld());
});
afterAll(() => server.close());

const accounts = (email: string) => server.count('users', 'email = ?', email);
const listed = async (caller: Caller) => (await as(server, caller).get<SchoolTeachersResponse>(TEACHER_PATHS.teachers)).body.teachers;
const reset = (caller: Caller | undefined, id: number | string, key?: string) =>
  as(server, caller).post<Answer<TeacherPasswordResponse>>(TEACHER_PATHS.resetPassword(id), undefined, key);

describe('POST /api/school/teachers/ (invite)', () => {
  it('opens a teacher account at the administrator’s school and answers its one-time password once (201)', async () => {
    const body = anInvite({ first_name: ' Gülşen ', email: ' Yeni.Ogretmen@Ornek.Example ', branch: ' Bilişim Teknolojileri ' });
    const reply = await invite(server, callers.admin, body);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      success: true,
      message: m.INVITED,
      teacher: {
        full_name: 'Gülşen Ekinci',
        email: 'yeni.ogretmen@ornek.example',
        branch: 'Bilişim Teknolojileri',
        classes: [],
        last_seen_at: null,
        active: true,
        must_change_password: true,
      },
    });
    const password = reply.body.one_time_password ?? '';
    expect(password).toMatch(new RegExp(`^[A-HJ-NP-Za-km-z2-9]{${TEACHER_LIMITS.oneTimePasswordLength}}$`));
    expect(JSON.stringify(server.db.prepare('SELECT * FROM idempotency_keys').all())).not.toContain(password);

    const row = server.db
      .prepare<[string], { role: string; school: string; account_kind: string }>('SELECT role, school, account_kind FROM users WHERE email = ?')
      .get('yeni.ogretmen@ornek.example');
    expect(row).toEqual({ role: 'teacher', school: 'Atatürk Ortaokulu', account_kind: 'personal' });
    expect((await listed(callers.admin)).map((teacher) => teacher.id)).toContain(reply.body.teacher.id);
    expect((await listed(other.admin)).map((teacher) => teacher.id)).not.toContain(reply.body.teacher.id);

    const session = await logIn(server, 'yeni.ogretmen@ornek.example', password);
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ role: 'teacher', must_change_password: true });
  });

  it('takes no branch as null, and an invite by another school’s administrator lands in that school', async () => {
    const reply = await invite(server, other.admin, anInvite({ branch: '   ' }));
    expect(reply.status).toBe(201);
    expect(reply.body.teacher.branch).toBeNull();
    expect((await listed(other.admin)).map((teacher) => teacher.id)).toContain(reply.body.teacher.id);
    expect((await listed(callers.admin)).map((teacher) => teacher.id)).not.toContain(reply.body.teacher.id);
    const { branch: _branch, ...noBranch } = anInvite();
    expect((await invite(server, callers.admin, noBranch)).body.teacher.branch).toBeNull();
  });

  it('refuses an e-mail that already has an account (409), whatever its case', async () => {
    const reply = await invite(server, callers.admin, anInvite({ email: 'OGRETMEN@etkilab.example' }));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ error_code: 'EMAIL_ALREADY_EXISTS', errors: { email: [EMAIL_TAKEN] } });
  });

  it('refuses students, parents and teachers (403), an administrator of no school (403), and asks for a sign-in (401)', async () => {
    const body = anInvite();
    for (const caller of [callers.student, callers.parent, callers.teacher, other.teacher]) {
      const reply = await invite(server, caller, body);
      expect(reply.status).toBe(403);
      expect(reply.body.error_code).toBe('FORBIDDEN');
    }
    expect((await invite(server, undefined, body)).status).toBe(401);
    const loneAdmin = await newAccount(server, 'teacher', { role: 'administrator' });
    const schoolless = await invite(server, loneAdmin, body);
    expect(schoolless.status).toBe(403);
    expect(schoolless.body.message).toBe(m.NO_SCHOOL);
    expect(accounts(body.email)).toBe(0);
  });

  it('makes one account for a repeat with the same Idempotency-Key, and shows the password again only for a while', async () => {
    const body = anInvite();
    const first = await invite(server, callers.admin, body, 'davet-1');
    const again = await invite(server, callers.admin, body, 'davet-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(accounts(body.email)).toBe(1);

    server.advanceClock(TEACHER_LIMITS.passwordReplayMinutes * 60 + 1);
    const late = await invite(server, callers.admin, body, 'davet-1');
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ one_time_password: null, message: m.PASSWORD_NOT_SHOWN_AGAIN, teacher: { id: first.body.teacher.id } });
    expect(accounts(body.email)).toBe(1);
  });

  it('stops showing the password on a repeat once the teacher has replaced it', async () => {
    const body = anInvite();
    const first = await invite(server, callers.admin, body, 'davet-2');
    const session = await logIn(server, body.email, first.body.one_time_password ?? '');
    const changed = await server.request('PUT', '/api/auth/profile/update/', {
      token: session.body.tokens.access,
      body: { current_password: first.body.one_time_password, new_password: 'Kendi12345', new_password_confirm: 'Kendi12345' },
    });
    expect(changed.status).toBe(200);
    const again = await invite(server, callers.admin, body, 'davet-2');
    expect(again.body).toMatchObject({ one_time_password: null, teacher: { must_change_password: false } });
  });

  it.each([
    ['no first name', { first_name: '' }, 'first_name'],
    ['a one-letter last name', { last_name: 'E' }, 'last_name'],
    ['a name over the limit', { first_name: 'a'.repeat(LIMITS.nameMax + 1) }, 'first_name'],
    ['no e-mail', { email: '' }, 'email'],
    ['a malformed e-mail', { email: 'ogretmen@' }, 'email'],
    ['a one-letter branch', { branch: 'M' }, 'branch'],
    ['a branch over the limit', { branch: 'ş'.repeat(TEACHER_LIMITS.branchMax + 1) }, 'branch'],
    ['a branch that is not text', { branch: 7 }, 'branch'],
    ['a control character', { branch: 'Fen\u0000' }, 'branch'],
  ])('refuses %s with 422', async (_name, changes, field) => {
    const body = { ...anInvite(), ...changes };
    const reply = await invite(server, callers.admin, body);
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {})).toEqual([field]);
    expect(accounts(String(body.email).trim())).toBe(0);
  });

  it('takes a branch of exactly the limit', async () => {
    const reply = await invite(server, callers.admin, anInvite({ branch: 'ş'.repeat(TEACHER_LIMITS.branchMax) }));
    expect(reply.status).toBe(201);
  });

  it.each([[[]], ['öğretmen'], [null]])('refuses the body %j with 422', async (body) => {
    expect((await invite(server, callers.admin, body)).status).toBe(422);
  });
});

describe('POST /api/school/teachers/{id}/reset-password/', () => {
  it('gives a new one-time password: the old one and every session stop working, and the teacher must choose their own', async () => {
    const body = anInvite();
    const first = await invite(server, callers.admin, body);
    const id = first.body.teacher.id;
    const session = await logIn(server, body.email, first.body.one_time_password ?? '');

    const reply = await reset(callers.admin, id);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: m.PASSWORD_RESET, teacher: { id, must_change_password: true } });
    const password = reply.body.one_time_password ?? '';
    expect(password).not.toBe(first.body.one_time_password);
    expect((await server.post('/api/auth/token/refresh/', { refresh: session.body.tokens.refresh })).status).toBe(401);
    expect((await logIn(server, body.email, first.body.one_time_password ?? '')).status).toBe(401);
    expect((await logIn(server, body.email, password)).body.user).toMatchObject({ must_change_password: true });
  });

  it('refuses students, parents and teachers (403) before looking at the id, and asks for a sign-in (401)', async () => {
    for (const caller of [callers.student, callers.parent, callers.teacher]) {
      expect((await reset(caller, callers.teacher.id)).status).toBe(403);
      expect((await reset(caller, 999_999)).status).toBe(403);
    }
    expect((await reset(undefined, callers.teacher.id)).status).toBe(401);
    expect((await logIn(server, 'ogretmen@etkilab.example', 'Ogretmen123')).status).toBe(200);
  });

  it('answers another school’s teacher, an unknown id and a non-teacher 404', async () => {
    for (const id of [other.teacher.id, userIdOf(server, OTHER_SCHOOL_TEACHER), 999_999, 'abc', callers.parent.id]) {
      const reply = await reset(callers.admin, id);
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('NOT_FOUND');
    }
    expect((await reset(other.admin, callers.teacher.id)).status).toBe(404);
    expect((await logIn(server, 'ogretmen@etkilab.example', 'Ogretmen123')).status).toBe(200);
  });

  it('shows the same new password to a repeat with its key, and not once another has replaced it', async () => {
    const id = (await invite(server, callers.admin, anInvite())).body.teacher.id;
    const first = await reset(callers.admin, id, `yeni-${id}`);
    expect((await reset(callers.admin, id, `yeni-${id}`)).body.one_time_password).toBe(first.body.one_time_password);
    await reset(callers.admin, id, `yeniden-${id}`);
    expect((await reset(callers.admin, id, `yeni-${id}`)).body).toMatchObject({ one_time_password: null, message: m.PASSWORD_NOT_SHOWN_AGAIN });
  });
});
