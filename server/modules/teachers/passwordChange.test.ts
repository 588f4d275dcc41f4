import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ProfileResponse, type ProfileUpdateResponse } from '../../../src/shared/api/contract.ts';
import { CLASSROOM_PATHS } from '../../../src/shared/api/classroom.ts';
import { TEACHER_PATHS } from '../../../src/shared/api/teachers.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../auth/index.ts';
import type { Answer } from '../progress/testKit.ts';
import { anInvite, invite, logIn, startTeachersWorld, type TeachersWorld } from './testKit.ts';

let server: TeachersWorld['server'];
let callers: TeachersWorld['callers'];
beforeAll(async () => {
  ({ server, callers } = await startTeachersWorld());
});
afterAll(() => server.close());

/** An invited teacher signed in with the one-time password. */
async function invitedAndSignedIn() {
  const body = anInvite();
  const password = (await invite(server, callers.admin, body)).body.one_time_password ?? '';
  const session = await logIn(server, body.email, password);
  return { email: body.email, password, access: session.body.tokens.access, refresh: session.body.tokens.refresh };
}

const profile = (token: string) => server.get<Answer<ProfileResponse>>(API_PATHS.profile, { token });
const update = (token: string, body: unknown) => server.request<Answer<ProfileUpdateResponse>>('PUT', API_PATHS.profileUpdate, { token, body });
const change = (from: string, to = 'Kendi12345') => ({ current_password: from, new_password: to, new_password_confirm: to });

describe('a teacher on a one-time password', () => {
  it('signs in, and the user says the password must be changed', async () => {
    const { access } = await invitedAndSignedIn();
    const reply = await profile(access);
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ role: 'teacher', must_change_password: true });
  });

  it('is refused every other signed-in call with 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const { access } = await invitedAndSignedIn();
    for (const path of [CLASSROOM_PATHS.classes, TEACHER_PATHS.teachers, '/api/shipping/orders/']) {
      const reply = await server.get(path, { token: access });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ error_code: 'PASSWORD_CHANGE_REQUIRED', message: PASSWORD_CHANGE_REQUIRED });
    }
  });

  it('may not change anything else on the profile first', async () => {
    const { access } = await invitedAndSignedIn();
    const reply = await update(access, { first_name: 'Başka' });
    expect(reply.status).toBe(403);
    expect(reply.body.error_code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('changes the password with the one-time one as the current: the flag clears and every call opens', async () => {
    const { email, password, access, refresh } = await invitedAndSignedIn();
    expect((await update(access, change('Yanlis12345'))).body.error_code).toBe('CURRENT_PASSWORD_WRONG');
    const reply = await update(access, change(password));
    expect(reply.status).toBe(200);
    expect(reply.body.user.must_change_password).toBeUndefined();
    expect((await server.get(CLASSROOM_PATHS.classes, { token: access })).status).toBe(200);
    // The session that made the change goes on; the one-time password is spent.
    expect((await server.post(API_PATHS.refresh, { refresh })).status).toBe(200);
    expect((await logIn(server, email, password)).status).toBe(401);
    const again = await logIn(server, email, 'Kendi12345');
    expect(again.body.user.must_change_password).toBeUndefined();
  });

  it('may sign out', async () => {
    const { access, refresh } = await invitedAndSignedIn();
    const reply = await server.post(API_PATHS.logout, { refresh_token: refresh }, { token: access });
    expect(reply.status).toBe(200);
    expect((await profile(access)).status).toBe(401);
  });
});
