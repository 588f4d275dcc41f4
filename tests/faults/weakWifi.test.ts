import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthResponse, type ContactResponse, type ProfileResponse } from '@/shared/api/contract.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { createHttpClient } from '@/shared/api/http.ts';
import { createTokenStore } from '@/shared/api/tokenStore.ts';
import { createWriteKeys } from '@/shared/api/writeKeys.ts';
import { startDropProxy, type DropProxy } from '@tests/fixtures/dropProxy.ts';
import { startTestServer, type TestServer } from '@tests/fixtures/serverHarness.ts';

// The real client against the real server through a proxy that loses chosen answers after the
// server has handled the request: what a classroom tablet on weak Wi-Fi lives with.

// Access tokens that the client already counts as expired (5 minute margin), so every signed-in
// call refreshes first and every lost answer can be a lost refresh.
const ACCESS_TTL_SECONDS = 300;

let server: TestServer;
let proxy: DropProxy;
let dataDir: string;

beforeAll(async () => {
  // Our own folder: the server is restarted on it below, and the harness removes only folders it made.
  dataDir = mkdtempSync(path.join(tmpdir(), 'etkilab-faults-'));
  server = await startTestServer({ accessTokenTtlSeconds: ACCESS_TTL_SECONDS, dataDir });
  proxy = await startDropProxy(server.url);
});
afterAll(async () => {
  await proxy.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

/** One tablet: its own token store and HTTP client, counting the times the session was ended. */
function tablet() {
  const tokens = createTokenStore(memoryStorage());
  const http = createHttpClient({
    fetch: (...args) => globalThis.fetch(...args),
    tokens,
    url: (path) => proxy.url + path,
    wait: async () => {},
    locks: undefined,
  });
  const state = { signOuts: 0 };
  http.configureAuth({ onSessionExpired: () => void (state.signOuts += 1) });
  return { http, tokens, state };
}

/** A person on weak Wi-Fi taps again when nothing came back; any answer from the server is final. */
async function tapUntilAnswered<T>(call: () => Promise<T>, taps = 10): Promise<T> {
  for (let tap = 1; ; tap += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.isNetworkError || tap >= taps) throw error;
    }
  }
}

let serial = 0;
async function signedInTablet() {
  serial += 1;
  const email = `tablet.${serial}@okul.example`;
  const reply = await server.post<AuthResponse>(API_PATHS.register, {
    first_name: 'Ada',
    last_name: 'Tablet',
    email,
    role: 'student',
    password: 'Guclu1234',
    password_confirm: 'Guclu1234',
    terms_accepted: true,
  });
  const device = tablet();
  device.tokens.save(reply.body.tokens.access, reply.body.tokens.refresh);
  return { ...device, email, userId: reply.body.user.id ?? 0 };
}

const liveFamilies = (userId: number) =>
  server.db
    .prepare<[number], { family_id: string; live: number }>(
      'SELECT family_id, SUM(revoked_at IS NULL) AS live FROM refresh_tokens WHERE user_id = ? GROUP BY family_id HAVING live > 0',
    )
    .all(userId);

describe('a lost refresh answer', () => {
  it('does not sign the tablet out: the next call gets the same new pair, and the session stays one family', async () => {
    const device = await signedInTablet();
    proxy.setDrop((call) => call.path === API_PATHS.refresh && proxy.dropped.length === 0);

    await expect(device.http.request(API_PATHS.profile, { auth: true })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(proxy.dropped).toHaveLength(1);
    const profile = await device.http.request<ProfileResponse>(API_PATHS.profile, { auth: true });

    expect(profile.user.email).toBe(device.email);
    expect(device.state.signOuts).toBe(0);
    expect(liveFamilies(device.userId)).toEqual([{ family_id: expect.any(String), live: 1 }]);
    proxy.setDrop(() => false);
  });
});

describe('50 calls with 20 % of the answers lost', () => {
  it('signs nobody out, makes no account twice and stores no message twice', async () => {
    let seed = 20261124;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const before = proxy.dropped.length;
    proxy.setDrop(() => random() < 0.2);

    const student = await signedInTablet();
    const newcomer = tablet();
    const writeKeys = createWriteKeys(() => crypto.randomUUID());
    const registered: string[] = [];
    const messages: string[] = [];

    for (let call = 0; call < 50; call += 1) {
      if (call % 5 === 0) {
        const body = {
          first_name: 'Yeni',
          last_name: 'Öğrenci',
          email: `yeni.${call}@okul.example`,
          role: 'student',
          password: 'Guclu1234',
          password_confirm: 'Guclu1234',
          terms_accepted: true,
        };
        const answer = await tapUntilAnswered(() =>
          newcomer.http.request<AuthResponse>(API_PATHS.register, { method: 'POST', body, idempotencyKey: writeKeys.keyFor('register', body) }),
        );
        expect(answer.tokens.access).toBeTruthy();
        registered.push(body.email);
      } else if (call % 5 === 1) {
        const subject = `Deney seti sorusu ${call}`;
        const body = {
          name: 'Veli Yılmaz',
          email: 'veli@okul.example',
          phone: '',
          user_type: 'parent',
          subject,
          message: 'Setin içindeki mıknatıs eksik çıktı, yardımcı olur musunuz?',
        };
        const key = crypto.randomUUID();
        await tapUntilAnswered(() => newcomer.http.request<ContactResponse>(API_PATHS.contact, { method: 'POST', body, idempotencyKey: key }));
        messages.push(subject);
      } else {
        const profile = await tapUntilAnswered(() => student.http.request<ProfileResponse>(API_PATHS.profile, { auth: true }));
        expect(profile.user.email).toBe(student.email);
      }
    }
    proxy.setDrop(() => false);

    expect(proxy.dropped.length - before).toBeGreaterThanOrEqual(10);
    expect(student.state.signOuts + newcomer.state.signOuts).toBe(0);
    for (const email of registered) expect(server.count('users', 'email = ?', email)).toBe(1);
    for (const subject of messages) expect(server.count('contact_submissions', 'subject = ?', subject)).toBe(1);
    expect(liveFamilies(student.userId)).toHaveLength(1);
  });
});

describe('the server restarted mid-session', () => {
  it('keeps the tablet signed in: calls fail as network errors meanwhile, then go on with the same session', async () => {
    const device = await signedInTablet();
    await device.http.request(API_PATHS.profile, { auth: true });

    await server.close();
    proxy.setTarget(null);
    await expect(device.http.request(API_PATHS.profile, { auth: true })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    server = await startTestServer({ accessTokenTtlSeconds: ACCESS_TTL_SECONDS, dataDir });
    proxy.setTarget(server.url);
    const profile = await device.http.request<ProfileResponse>(API_PATHS.profile, { auth: true });
    expect(profile.user.email).toBe(device.email);
    expect(device.state.signOuts).toBe(0);
  });
});
