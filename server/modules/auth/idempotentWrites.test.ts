import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthResponse, type ProfileUpdateResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';

// A lost answer to a write is sent again with its Idempotency-Key: the write must not happen twice
// and the repeat must get what the first one would have given.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const registration = (email: string) => ({
  first_name: 'Ece',
  last_name: 'Tan',
  email,
  role: 'student',
  password: 'Guclu1234',
  password_confirm: 'Guclu1234',
  terms_accepted: true,
});

const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });

describe('registration with an Idempotency-Key', () => {
  it('repeats the answer with a working session of its own, and creates one account', async () => {
    const body = registration('ece.tan@ornek.example');
    const first = await server.post<AuthResponse>(API_PATHS.register, body, keyed('kayit-1'));
    const again = await server.post<AuthResponse>(API_PATHS.register, body, keyed('kayit-1'));

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.user).toEqual(first.body.user);
    expect(again.body.tokens.refresh).not.toBe(first.body.tokens.refresh);
    expect((await server.get(API_PATHS.profile, { token: again.body.tokens.access })).status).toBe(200);
    expect(server.count('users', 'email = ?', 'ece.tan@ornek.example')).toBe(1);
  });

  it('keeps no token in the stored answer', async () => {
    const first = await server.post<AuthResponse>(API_PATHS.register, registration('ece.iki@ornek.example'), keyed('kayit-2'));
    expect(server.count('idempotency_keys', 'key = ? AND response_json LIKE ?', 'kayit-2', `%${first.body.tokens.refresh}%`)).toBe(0);
    expect(server.count('idempotency_keys', 'key = ? AND response_json LIKE ?', 'kayit-2', '%tokens%')).toBe(0);
  });

  it('answers two simultaneous copies with one account', async () => {
    const body = registration('ece.uc@ornek.example');
    const replies = await Promise.all([1, 2, 3].map(() => server.post<AuthResponse>(API_PATHS.register, body, keyed('kayit-3'))));
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
    expect(server.count('users', 'email = ?', 'ece.uc@ornek.example')).toBe(1);
  });

  it('without a key a repeat still says the address is taken', async () => {
    const body = registration('ece.dort@ornek.example');
    expect((await server.post(API_PATHS.register, body)).status).toBe(201);
    expect((await server.post(API_PATHS.register, body)).status).toBe(409);
  });

  it('refuses the key with another body (422)', async () => {
    await server.post(API_PATHS.register, registration('ece.bes@ornek.example'), keyed('kayit-5'));
    const other = await server.post(API_PATHS.register, registration('ece.alti@ornek.example'), keyed('kayit-5'));
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error_code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});

describe('profile update with an Idempotency-Key', () => {
  it('changes the password once: the repeat gets the same success, not "current password wrong"', async () => {
    const account = await server.post<AuthResponse>(API_PATHS.register, registration('sifre.degisen@ornek.example'));
    const token = account.body.tokens.access;
    const change = { current_password: 'Guclu1234', new_password: 'Yepyeni123', new_password_confirm: 'Yepyeni123' };

    const first = await server.request<ProfileUpdateResponse>('PUT', API_PATHS.profileUpdate, { body: change, token, ...keyed('sifre-1') });
    const again = await server.request<ProfileUpdateResponse>('PUT', API_PATHS.profileUpdate, { body: change, token, ...keyed('sifre-1') });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await server.post(API_PATHS.login, { email: 'sifre.degisen@ornek.example', password: 'Yepyeni123' })).status).toBe(200);
  });

  it('scopes keys to the user: another account with the same key changes its own profile', async () => {
    const one = await server.post<AuthResponse>(API_PATHS.register, registration('bir.hesap@ornek.example'));
    const two = await server.post<AuthResponse>(API_PATHS.register, registration('iki.hesap@ornek.example'));
    const body = { first_name: 'Yeni' };
    await server.request('PUT', API_PATHS.profileUpdate, { body, token: one.body.tokens.access, ...keyed('ortak') });
    const other = await server.request<ProfileUpdateResponse>('PUT', API_PATHS.profileUpdate, { body, token: two.body.tokens.access, ...keyed('ortak') });
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.user.email).toBe('iki.hesap@ornek.example');
  });
});
