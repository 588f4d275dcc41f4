import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthResponse } from '../../src/shared/api/contract.ts';
import { startTestServer, type Reply, type TestServer } from '../../tests/fixtures/serverHarness.ts';
import { DEMO } from '../modules/classroom/testKit.ts';

// Hostile clients against the sign-in counters (issue 42, holes 2 and 7): bursts sent in parallel must
// meet the same limits as attempts sent one at a time, and no side door may guess passwords unlimited.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Guclu12345';
let serial = 0;

function registration(email = `sayac.${(serial += 1)}.${Date.now()}@ornek.example`, password = PASSWORD) {
  return { first_name: 'Sayaç', last_name: 'Deneme', email, role: 'student', password, password_confirm: password, terms_accepted: true };
}

async function registered(on: TestServer, key?: string) {
  const body = registration();
  const reply = await on.post<AuthResponse>(API_PATHS.register, body, key ? { headers: { 'idempotency-key': key } } : {});
  expect(reply.status).toBe(201);
  return { body, tokens: reply.body.tokens };
}

const login = (on: TestServer, email: string, password: string) => on.post<AuthResponse>(API_PATHS.login, { email, password });
const notRefused = (replies: Reply<unknown>[]) => replies.filter((reply) => reply.status !== 429);

function expectRefusedWithRetryAfter(replies: Reply<unknown>[]) {
  for (const reply of replies.filter((each) => each.status === 429)) {
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(reply.body).toMatchObject({ success: false, error_code: 'RATE_LIMITED' });
  }
}

describe('login limits hold against parallel bursts', () => {
  it('40 wrong passwords for one account at once: at most 5 are checked, the rest meet 429', async () => {
    const { body } = await registered(server);
    const replies = await Promise.all(Array.from({ length: 40 }, () => login(server, body.email, 'Yanlis1234')));
    expect(notRefused(replies).length).toBeLessThanOrEqual(5);
    expect(notRefused(replies).every((reply) => reply.status === 401)).toBe(true);
    expectRefusedWithRetryAfter(replies);
    // Counted as failures: the right password now waits too, as after five wrong ones one at a time.
    expect((await login(server, body.email, PASSWORD)).status).toBe(429);
  });

  it('a current-password guess at a profile change is counted like a login, in a burst too', async () => {
    const { body, tokens } = await registered(server);
    const change = (current: string) =>
      server.request('PUT', API_PATHS.profileUpdate, {
        token: tokens.access,
        body: { current_password: current, new_password: 'Yeni12345', new_password_confirm: 'Yeni12345' },
      });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, guess) => change(`Tahmin${guess}abc`)));
    expect(notRefused(replies).length).toBeLessThanOrEqual(5);
    expectRefusedWithRetryAfter(replies);
    expect((await change(PASSWORD)).status).toBe(429);
    expect((await login(server, body.email, PASSWORD)).status).toBe(429);
  });
});

describe('the per-address login limit holds against a parallel spray', () => {
  let school: TestServer;
  beforeAll(async () => {
    // A real hash cost, so the burst is still arriving while the first hashes run, as it would be in production.
    school = await startTestServer({ scryptCost: 4096, loginRateLimit: { maxFailuresPerAddress: 10 } });
  }, 60_000);
  afterAll(async () => {
    await school.close();
  });

  it('30 accounts guessed at once from one address: at most 10 are checked', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, (_, guess) => login(school, `serpme.${guess}@ornek.example`, 'Yanlis1234')));
    expect(notRefused(replies).length).toBeLessThanOrEqual(10);
    expectRefusedWithRetryAfter(replies);
  });
});

describe('a good password gives back its own place at the address, not the address history', () => {
  it('signs in again and again below the address limit, but the failures stay counted', async () => {
    const school = await startTestServer({ loginRateLimit: { maxFailuresPerAddress: 4 } });
    try {
      for (let guess = 1; guess <= 3; guess += 1) expect((await login(school, `yok.${guess}@ornek.example`, 'Yanlis1234')).status).toBe(401);
      for (let again = 1; again <= 5; again += 1) expect((await login(school, DEMO.parent.email, DEMO.parent.password)).status).toBe(200);
      expect((await login(school, 'yok.4@ornek.example', 'Yanlis1234')).status).toBe(401);
      expect((await login(school, DEMO.parent.email, DEMO.parent.password)).status).toBe(429);
    } finally {
      await school.close();
    }
  });
});

describe('with a real hash cost', () => {
  // A realistic scrypt cost: every arrival of a burst is counted before the first hash ends, and a
  // skipped hash would show in the timings.
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startTestServer({ scryptCost: 4096 });
  }, 60_000);
  afterAll(async () => {
    await slow.close();
  });

  it('24 wrong passwords and the right one in one burst: the right one signs in only among the first 5 checked', async () => {
    const { body } = await registered(slow);
    const guesses = [...Array.from({ length: 24 }, (_, guess) => `Yanlis${guess}abc`), PASSWORD];
    const replies = await Promise.all(guesses.map((password) => login(slow, body.email, password)));
    const checked = notRefused(replies);
    expect(checked.length).toBeLessThanOrEqual(5);
    const right = replies.at(-1);
    if (right?.status === 200) expect(checked).toContain(right);
    else expect(right?.status).toBe(429);
    expectRefusedWithRetryAfter(replies);
  });

  it('a class signing in to one shared account at once is asked to wait seconds, not the window', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => login(slow, DEMO.tablet5.email, DEMO.tablet5.password)));
    expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThanOrEqual(5);
    for (const refused of replies.filter((reply) => reply.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(1);
      expect(refused.body).toMatchObject({ message: 'Çok fazla giriş denemesi. Lütfen birkaç saniye sonra tekrar deneyin.' });
    }
    expect((await login(slow, DEMO.tablet5.email, DEMO.tablet5.password)).status).toBe(200);
  }, 60_000);

  it('a roster placeholder account costs a login as much time as a real account does', async () => {
    const roster = slow.db.prepare<[], { email: string }>("SELECT email FROM users WHERE account_kind = 'roster' LIMIT 1").get();
    if (!roster) throw new Error('The seed has no roster account');
    const timed = async (email: string) => {
      const started = performance.now();
      const reply = await login(slow, email, 'Yanlis1234');
      expect(reply.status).toBe(401);
      return performance.now() - started;
    };
    const rosterTimes: number[] = [];
    const realTimes: number[] = [];
    // Interleaved, so a busy machine slows both alike.
    for (let round = 0; round < 5; round += 1) {
      rosterTimes.push(await timed(roster.email));
      realTimes.push(await timed(DEMO.teacher.email));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    expect(median(rosterTimes)).toBeGreaterThan(median(realTimes) * 0.5);
  }, 60_000);
});

describe('a registration replayed with other passwords is counted as password guesses', () => {
  it('meets 429 with Retry-After past the login limit, and then even the right body gets no session', async () => {
    const key = `kayit-${Date.now()}`;
    const { body } = await registered(server, key);
    const replay = (password: string) =>
      server.post<AuthResponse>(API_PATHS.register, { ...body, password, password_confirm: password }, { headers: { 'idempotency-key': key } });
    const replies = await Promise.all(Array.from({ length: 12 }, (_, guess) => replay(`Tahmin${guess}abc`)));
    expect(notRefused(replies).length).toBeLessThanOrEqual(5);
    expect(notRefused(replies).every((reply) => reply.status === 422)).toBe(true);
    expectRefusedWithRetryAfter(replies);

    const right = await replay(PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body).not.toHaveProperty('tokens');
  });

  it('counts per address too, over many registrations', async () => {
    const school = await startTestServer({ loginRateLimit: { maxFailuresPerAddress: 6 } });
    try {
      const keys = ['adres-1', 'adres-2', 'adres-3'];
      const bodies = await Promise.all(keys.map(async (key) => (await registered(school, key)).body));
      const replies = await Promise.all(
        bodies.flatMap((body, index) =>
          Array.from({ length: 4 }, (_, guess) =>
            school.post(
              API_PATHS.register,
              { ...body, password: `Tahmin${guess}abc`, password_confirm: `Tahmin${guess}abc` },
              { headers: { 'idempotency-key': keys[index] ?? '' } },
            ),
          ),
        ),
      );
      expect(notRefused(replies).length).toBeLessThanOrEqual(6);
      expectRefusedWithRetryAfter(replies);
    } finally {
      await school.close();
    }
  });
});

describe('a body nested 20,000 levels deep with an Idempotency-Key', () => {
  // 40 KB: within the body limit, so it reaches the handler (an object per level would pass 64 KB).
  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  const deepObject = `{"email":${deep}}`;

  it.each([
    ['a registration', 'POST', API_PATHS.register, deepObject],
    ['a contact message', 'POST', API_PATHS.contact, deep],
    ['a newsletter subscription', 'POST', API_PATHS.newsletterSubscribe, deepObject],
  ])('is refused as %s with 400 VALIDATION_ERROR, not a 500', async (_what, method, path, rawBody) => {
    const reply = await server.request(method, path, { rawBody, headers: { 'idempotency-key': `derin-${path}` } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, error_code: 'VALIDATION_ERROR', message: 'İstek gövdesi çok derin iç içe geçmiş.' });
  });

  it('is refused at a profile change (signed in)', async () => {
    const { tokens } = await registered(server);
    const profile = await server.request('PUT', API_PATHS.profileUpdate, {
      token: tokens.access,
      rawBody: deepObject,
      headers: { 'idempotency-key': 'derin-profil' },
    });
    expect(profile.status).toBe(400);
    expect(profile.body).toMatchObject({ error_code: 'VALIDATION_ERROR' });
  });
});

describe('logout with somebody else’s refresh token', () => {
  it('answers 404 with a Turkish message and revokes nothing, neither theirs nor the caller’s', async () => {
    const student = await registered(server);
    const teacher = await login(server, DEMO.teacher.email, DEMO.teacher.password);
    const reply = await server.post(API_PATHS.logout, { refresh_token: student.tokens.refresh }, { token: teacher.body.tokens.access });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, error_code: 'NOT_FOUND', message: 'Bu oturum anahtarı size ait değil; hiçbir oturum kapatılmadı.' });
    expect((await server.post(API_PATHS.refresh, { refresh: student.tokens.refresh })).status).toBe(200);
    expect((await server.post(API_PATHS.refresh, { refresh: teacher.body.tokens.refresh })).status).toBe(200);
  });
});

describe('a registration replayed after the account changed', () => {
  const replayOf = (body: ReturnType<typeof registration>, key: string) =>
    server.post<AuthResponse>(API_PATHS.register, body, { headers: { 'idempotency-key': key } });

  it('gives no session once the password has changed: the old password is not a way back in', async () => {
    const key = `degisen-${Date.now()}`;
    const { body, tokens } = await registered(server, key);
    const change = await server.request('PUT', API_PATHS.profileUpdate, {
      token: tokens.access,
      body: { current_password: PASSWORD, new_password: 'Yepyeni123', new_password_confirm: 'Yepyeni123' },
    });
    expect(change.status).toBe(200);
    const reply = await replayOf(body, key);
    expect(reply.status).toBe(409);
    expect(reply.body).not.toHaveProperty('tokens');
  });

  it('gives no session to a suspended account, as a login would not', async () => {
    const key = `askida-${Date.now()}`;
    const { body } = await registered(server, key);
    server.db.prepare('UPDATE users SET active = 0 WHERE email = ?').run(body.email);
    const reply = await replayOf(body, key);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error_code: 'ACCOUNT_SUSPENDED' });
  });

  it('still gives a lost answer back with a session of its own while nothing changed', async () => {
    const key = `kayip-${Date.now()}`;
    const { body } = await registered(server, key);
    const reply = await replayOf(body, key);
    expect(reply.status).toBe(201);
    expect(reply.headers.get('idempotent-replayed')).toBe('true');
    expect(reply.body.tokens.access).toEqual(expect.any(String));
    expect(reply.body).not.toHaveProperty('password_tag');
  });
});
