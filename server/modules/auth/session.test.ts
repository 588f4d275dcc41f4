import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthResponse, type ProfileResponse, type RefreshResponse, type Tokens } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { resolveConfig } from '../../config.ts';
import { createApiContext } from '../../context.ts';
import { login } from './session.ts';

const STUDENT = { email: 'ogrenci@etkilab.example', password: 'Ogrenci123' };
const TEACHER = { email: 'ogretmen@etkilab.example', password: 'Ogretmen123' };
const FIFTEEN_MINUTES = 15 * 60;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function claimsOf(access: string): Record<string, unknown> {
  const payload = access.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const refresh = (token: string) => server.post<RefreshResponse>(API_PATHS.refresh, { refresh: token });
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const profile = (token: string) => server.get<ProfileResponse>(API_PATHS.profile, { token });

describe('POST /api/auth/login/', () => {
  it.each([
    ['ogrenci@etkilab.example', 'Ogrenci123', 'student', 'Elif Yılmaz'],
    ['ogretmen@etkilab.example', 'Ogretmen123', 'teacher', 'Ayşe Demir'],
    ['veli@etkilab.example', 'Veli12345', 'parent', 'Mehmet Kaya'],
    ['yonetici@etkilab.example', 'Yonetici123', 'administrator', 'Zeynep Çelik'],
  ])('signs in the demo account %s', async (email, password, role, fullName) => {
    const reply = await server.post<AuthResponse>(API_PATHS.login, { email, password });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: expect.any(String), user: { email, role, full_name: fullName } });
    expect(reply.body.user).not.toHaveProperty('password_hash');
    expect(reply.body.tokens.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('issues an HS256 access token for 15 minutes with sub, role and email', async () => {
    const { user, tokens } = await server.login(STUDENT.email, STUDENT.password);
    const [header] = tokens.access.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8'))).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(tokens.access);
    expect(claims).toMatchObject({ sub: String(user.id), role: 'student', email: STUDENT.email });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(FIFTEEN_MINUTES);
  });

  it('stores only a SHA-256 hash of the refresh token', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    expect(server.count('refresh_tokens', 'token_hash = ?', tokens.refresh)).toBe(0);
    expect(server.count('refresh_tokens', 'token_hash = ? AND revoked_at IS NULL', hash(tokens.refresh))).toBe(1);
  });

  it('ignores the case and surrounding spaces of the e-mail', async () => {
    const reply = await server.post<AuthResponse>(API_PATHS.login, { email: '  OGRENCI@Etkilab.Example ', password: STUDENT.password });
    expect(reply.status).toBe(200);
    expect(reply.body.user.email).toBe(STUDENT.email);
  });

  it('answers a wrong password and an unknown e-mail alike with 401 INVALID_CREDENTIALS', async () => {
    const wrongPassword = await server.post(API_PATHS.login, { email: 'ogretmen@etkilab.example', password: 'Yanlis123' });
    const unknownEmail = await server.post(API_PATHS.login, { email: 'kimse@etkilab.example', password: 'Yanlis123' });
    for (const reply of [wrongPassword, unknownEmail]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ success: false, message: 'E-posta adresi veya şifre hatalı.', error_code: 'INVALID_CREDENTIALS' });
    }
  });

  it('needs both fields (400 with field errors)', async () => {
    const reply = await server.post(API_PATHS.login, {});
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('VALIDATION_ERROR');
    expect(reply.body.errors).toEqual({ email: ['E-posta adresi zorunludur.'], password: ['Şifre zorunludur.'] });
  });
});

describe('login rate limiting', () => {
  const wrong = (email: string) => server.post(API_PATHS.login, { email, password: 'Yanlis123' });

  it('answers 429 RATE_LIMITED after 5 failures in 15 minutes, even to the right password, for that e-mail only', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrong('veli@etkilab.example')).status).toBe(401);

    const blocked = await server.post(API_PATHS.login, { email: 'veli@etkilab.example', password: 'Veli12345' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, error_code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another e-mail from the same address is not affected.
    expect((await server.post(API_PATHS.login, STUDENT)).status).toBe(200);

    server.advanceClock(FIFTEEN_MINUTES + 1);
    expect((await server.post(API_PATHS.login, { email: 'veli@etkilab.example', password: 'Veli12345' })).status).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const email = 'yonetici@etkilab.example';
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await wrong(email)).status).toBe(401);
    expect((await server.post(API_PATHS.login, { email, password: 'Yonetici123' })).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrong(email)).status).toBe(401);
    expect((await wrong(email)).status).toBe(429);
  });
});

describe('login limits against spraying and rotating addresses', () => {
  it('limits an account across addresses: a sixth wrong password from yet another address meets a 429', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'etkilab-login-'));
    const context = await createApiContext(resolveConfig({ dataDir, scryptCost: 1024 }));
    try {
      const wrongFrom = (ip: string) => login(context, { email: 'ogretmen@etkilab.example', password: 'Yanlis123' }, ip);
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrongFrom(`10.0.0.${attempt}`)).status).toBe(401);
      expect((await login(context, { email: 'ogretmen@etkilab.example', password: 'Ogretmen123' }, '10.0.0.99')).status).toBe(429);
      expect((await login(context, { email: 'veli@etkilab.example', password: 'Veli12345' }, '10.0.0.99')).status).toBe(200);
    } finally {
      context.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lets a class of 30 sign up and sign in from one address with two typos each, but 100 wrong e-mails in a row meet a 429', async () => {
    const school = await startTestServer();
    try {
      for (let pupil = 1; pupil <= 30; pupil += 1) {
        const email = `ogrenci.${pupil}@sinif.example`;
        const body = {
          first_name: 'Sınıf',
          last_name: `Öğrenci ${pupil}`,
          email,
          role: 'student',
          password: 'Guclu1234',
          password_confirm: 'Guclu1234',
          terms_accepted: true,
        };
        expect((await school.post(API_PATHS.register, body)).status).toBe(201);
        expect((await school.post(API_PATHS.login, { email, password: 'guclu1234' })).status).toBe(401);
        expect((await school.post(API_PATHS.login, { email, password: 'Guclu123' })).status).toBe(401);
        expect((await school.post(API_PATHS.login, { email, password: 'Guclu1234' })).status).toBe(200);
      }
      const statuses: number[] = [];
      for (let guess = 1; guess <= 100; guess += 1) {
        statuses.push((await school.post(API_PATHS.login, { email: `tahmin.${guess}@okul.example`, password: 'Yanlis123' })).status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.indexOf(429)).toBeGreaterThan(0);
    } finally {
      await school.close();
    }
  });

  it('keeps its memory bounded and never keeps the e-mails themselves', async () => {
    const { createLoginLimiter, limiterKey } = await import('./loginLimiter.ts');
    const limiter = createLoginLimiter(900, () => 1_000, 50);
    const huge = 'x'.repeat(1_000_000);
    for (let attempt = 0; attempt < 80; attempt += 1) limiter.recordFailure(limiterKey('account', `${attempt}${huge}@ornek.example`));
    expect(limiter.size()).toBeLessThanOrEqual(50);
    expect(limiterKey('account', huge).length).toBeLessThan(60);
  });

  it('refuses an over-long e-mail at login before doing any work (400), and a 1 MB one unread (413)', async () => {
    const long = await server.post(API_PATHS.login, { email: `${'x'.repeat(300)}@ornek.example`, password: 'Yanlis123' });
    expect(long.status).toBe(400);
    const huge = await server.post(API_PATHS.login, { email: `${'x'.repeat(1_000_000)}@ornek.example`, password: 'Yanlis123' });
    expect(huge.status).toBe(413);
  });
});

describe('access tokens', () => {
  it('open the profile', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const reply = await profile(tokens.access);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, user: { email: STUDENT.email, role: 'student', school: 'Atatürk Ortaokulu' } });
  });

  it('are refused when missing, malformed or tampered with (401 SESSION_EXPIRED)', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const [header, , signature] = tokens.access.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claimsOf(tokens.access), role: 'administrator' })).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${forgedPayload}.`;

    const missing = await server.get(API_PATHS.profile);
    const malformed = await profile('bu-bir-token-degil');
    const tampered = await profile(`${header}.${forgedPayload}.${signature}`);
    const algNone = await profile(unsigned);
    for (const reply of [missing, malformed, tampered, algNone]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, error_code: 'SESSION_EXPIRED' });
    }
  });

  it('expire after 15 minutes (401 TOKEN_EXPIRED), while the refresh token still works', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    server.advanceClock(FIFTEEN_MINUTES - 5);
    expect((await profile(tokens.access)).status).toBe(200);
    server.advanceClock(10);

    const expired = await profile(tokens.access);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: false, error_code: 'TOKEN_EXPIRED' });

    const renewed = await refresh(tokens.refresh);
    expect(renewed.status).toBe(200);
    expect((await profile(renewed.body.access)).status).toBe(200);
  });
});

describe('POST /api/auth/token/refresh/', () => {
  it('rotates: a new access and refresh token in the same family, the old refresh token revoked', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const reply = await refresh(tokens.refresh);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(reply.body.refresh).not.toBe(tokens.refresh);
    expect((await profile(reply.body.access)).status).toBe(200);

    const family = (token: string) =>
      server.db.prepare<[string], { family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = ?').get(hash(token))?.family_id;
    expect(family(reply.body.refresh ?? '')).toBe(family(tokens.refresh));
    expect(server.count('refresh_tokens', 'token_hash = ? AND revoked_at IS NOT NULL', hash(tokens.refresh))).toBe(1);
  });

  it('answers a rotated token again with the same pair for 60 s while its successor is unused (a lost answer)', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const rotated = await refresh(tokens.refresh);
    server.advanceClock(59);

    const again = await refresh(tokens.refresh);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(rotated.body);
    // No second successor: the family still has exactly one live token.
    const family = server.db.prepare<[string], { family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = ?').get(hash(tokens.refresh));
    expect(server.count('refresh_tokens', 'family_id = ? AND revoked_at IS NULL', family?.family_id ?? '')).toBe(1);
    expect((await refresh(again.body.refresh ?? '')).status).toBe(200);
  });

  it('keeps no usable pair in the database: the lost answer is sealed and dropped after the window', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const rotated = await refresh(tokens.refresh);
    const stored = server.db.prepare<[string], { sent_pair: string }>('SELECT sent_pair FROM refresh_tokens WHERE token_hash = ?').get(hash(tokens.refresh));
    expect(stored?.sent_pair).toBeTruthy();
    expect(stored?.sent_pair).not.toContain(rotated.body.refresh);
    expect(Buffer.from(stored?.sent_pair ?? '', 'base64url').toString('latin1')).not.toContain(rotated.body.refresh);

    server.advanceClock(61);
    await server.login(TEACHER.email, TEACHER.password).then(({ tokens: other }) => refresh(other.refresh));
    expect(server.count('refresh_tokens', 'token_hash = ? AND sent_pair IS NOT NULL', hash(tokens.refresh))).toBe(0);
  });

  it('refuses a rotated token after the grace window, and then revokes its whole family (theft detection)', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const other = await server.login(STUDENT.email, STUDENT.password);
    const rotated = await refresh(tokens.refresh);
    expect(rotated.status).toBe(200);
    server.advanceClock(61);

    const reuse = await refresh(tokens.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ success: false, error_code: 'REFRESH_TOKEN_INVALID' });

    // The thief or the owner holds the newer token; neither may go on.
    const newer = await refresh(rotated.body.refresh ?? '');
    expect(newer.status).toBe(401);
    expect(newer.body).toMatchObject({ error_code: 'REFRESH_TOKEN_INVALID' });

    // Another sign-in of the same user is a different family and keeps working.
    expect((await refresh(other.tokens.refresh)).status).toBe(200);
  });

  it('refuses a rotated token inside the window once its successor has been used, and revokes the family', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const rotated = await refresh(tokens.refresh);
    const next = await refresh(rotated.body.refresh ?? '');
    expect(next.status).toBe(200);

    expect((await refresh(tokens.refresh)).status).toBe(401);
    expect((await refresh(next.body.refresh ?? '')).status).toBe(401);
  });

  it('gives a logged-out session nothing back inside the window', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const rotated = await refresh(tokens.refresh);
    await server.post(API_PATHS.logout, { refresh_token: rotated.body.refresh }, { token: rotated.body.access });
    expect((await refresh(tokens.refresh)).status).toBe(401);
  });

  it('refuses unknown tokens (401) and a missing one (400)', async () => {
    const unknown = await refresh('dGhpcy1pcy1ub3QtYS1yZWFsLXJlZnJlc2gtdG9rZW4');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ success: false, error_code: 'REFRESH_TOKEN_INVALID' });

    const missing = await server.post(API_PATHS.refresh, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ refresh: ['Yenileme anahtarı zorunludur.'] });
  });

  it('refuses a refresh token older than 14 days', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    server.advanceClock(14 * 24 * 60 * 60 + 1);
    const reply = await refresh(tokens.refresh);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ error_code: 'REFRESH_TOKEN_INVALID' });
  });
});

describe('POST /api/auth/logout/', () => {
  const logout = (tokens: Partial<Tokens>, refreshToken = tokens.refresh) =>
    server.post(API_PATHS.logout, { refresh_token: refreshToken }, { token: tokens.access });

  it('revokes the refresh token and its family', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const rotated = await refresh(tokens.refresh);
    const current: Tokens = { access: rotated.body.access, refresh: rotated.body.refresh ?? '' };

    const reply = await logout(current);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Çıkış yapıldı.' });

    const after = await refresh(current.refresh);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error_code: 'REFRESH_TOKEN_INVALID' });
  });

  it('works with an expired access token when the refresh token is valid', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    server.advanceClock(FIFTEEN_MINUTES + 60);
    expect((await profile(tokens.access)).status).toBe(401);

    expect((await logout(tokens)).status).toBe(200);
    expect((await refresh(tokens.refresh)).status).toBe(401);
  });

  it('works without an access token, and says 401 when nothing proves the session', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    expect((await logout({ refresh: tokens.refresh })).status).toBe(200);

    const nothing = await logout({ refresh: 'bilinmeyen-anahtar' });
    expect(nothing.status).toBe(401);
    expect(nothing.body).toMatchObject({ success: false, error_code: 'REFRESH_TOKEN_INVALID' });
  });

  it("never revokes another user's session, and says so (404)", async () => {
    const student = await server.login(STUDENT.email, STUDENT.password);
    const teacher = await server.login('ogretmen@etkilab.example', 'Ogretmen123');
    const reply = await logout({ access: teacher.tokens.access }, student.tokens.refresh);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, error_code: 'NOT_FOUND' });
    expect((await profile(teacher.tokens.access)).status).toBe(200);
    expect((await refresh(student.tokens.refresh)).status).toBe(200);
  });

  it('needs the refresh token (400)', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const reply = await server.post(API_PATHS.logout, {}, { token: tokens.access });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveProperty('refresh_token');
  });
});

describe('an access token ends with its session', () => {
  it('stops working at logout', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    expect((await profile(tokens.access)).status).toBe(200);
    await server.post(API_PATHS.logout, { refresh_token: tokens.refresh }, { token: tokens.access });
    const after = await profile(tokens.access);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error_code: 'SESSION_EXPIRED' });
  });

  it('stops working in the other sessions at a password change, and keeps working in the one that made it', async () => {
    const email = 'sifre.oturum@ornek.example';
    const made = await server.post<AuthResponse>(API_PATHS.register, {
      first_name: 'Oya',
      last_name: 'Kaya',
      email,
      role: 'teacher',
      password: 'Guclu1234',
      password_confirm: 'Guclu1234',
      terms_accepted: true,
    });
    const other = await server.login(email, 'Guclu1234');
    const change = { current_password: 'Guclu1234', new_password: 'Yepyeni123', new_password_confirm: 'Yepyeni123' };
    expect((await server.request('PUT', API_PATHS.profileUpdate, { body: change, token: made.body.tokens.access })).status).toBe(200);

    expect((await profile(other.tokens.access)).status).toBe(401);
    expect((await profile(made.body.tokens.access)).status).toBe(200);
  });

  it('stops working when theft detection revokes its family', async () => {
    const { tokens } = await server.login(STUDENT.email, STUDENT.password);
    const rotated = await refresh(tokens.refresh);
    await refresh(rotated.body.refresh ?? '');
    await refresh(tokens.refresh);
    expect((await profile(rotated.body.access)).status).toBe(401);
  });
});
