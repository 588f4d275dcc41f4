import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { parseRetryAfter } from './contract.ts';
import { createHttpClient, isRetryableStatus } from './http.ts';
import { createTokenStore } from './tokenStore.ts';

const jwt = (exp: number) => `e30.${btoa(JSON.stringify({ exp: Math.floor(exp) })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

function setup(handler: (url: string, init: RequestInit) => Promise<Response> | Response, now = () => Date.now()) {
  const tokens = createTokenStore(memoryStorage(), now);
  const waits: number[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init ?? {}));
  const client = createHttpClient({
    fetch: fetchMock as unknown as typeof fetch,
    tokens,
    wait: async (ms) => void waits.push(ms),
    url: (p) => `http://api.test${p}`,
  });
  const onSessionExpired = vi.fn();
  client.configureAuth({ onSessionExpired });
  return { client, tokens, waits, fetchMock, onSessionExpired };
}

describe('retries and backoff', () => {
  it('retries 5xx three times with 1 s, 2 s, 4 s waits, then fails as SERVER_ERROR', async () => {
    const { client, waits, fetchMock } = setup(() => json(503, {}));
    await expect(client.request('/api/x/')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it.each([408, 429])('retries %i', async (status) => {
    const { client, fetchMock } = setup(() => json(status, {}));
    await expect(client.request('/api/x/')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry %i', async (status) => {
    const { client, fetchMock } = setup(() => json(status, { success: false }));
    await expect(client.request('/api/x/')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries failed fetches and succeeds when the network comes back', async () => {
    let calls = 0;
    const { client, waits } = setup(() => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return json(200, { success: true, value: 7 });
    });
    await expect(client.request<{ value: number }>('/api/x/')).resolves.toEqual({ success: true, value: 7 });
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives NETWORK_ERROR after the retries when the network never answers', async () => {
    const { client, fetchMock } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.request('/api/x/').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', isNetworkError: true, message: 'Bağlantı hatası. İnternet bağlantınızı kontrol edin.' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not retry a timeout, and says so in Turkish', async () => {
    vi.useFakeTimers();
    try {
      const { client, fetchMock } = setup(
        (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const pending = client.request('/api/slow/').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toMatchObject({ code: 'NETWORK_ERROR', message: 'İstek 15000 ms sonra zaman aşımına uğradı.' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows which statuses to retry', () => {
    expect([408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 410, 422].some(isRetryableStatus)).toBe(false);
  });

  it('sends JSON with the content type', async () => {
    const { client, fetchMock } = setup(() => json(200, {}));
    await client.request('/api/y/', { method: 'POST', body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('authenticated requests', () => {
  it('refuses to run without the token manager set up', async () => {
    const client = createHttpClient({ fetch: vi.fn() as unknown as typeof fetch, tokens: createTokenStore(memoryStorage()) });
    await expect(client.request('/api/auth/profile/', { auth: true })).rejects.toThrow(/not set up/);
  });

  it('sends the bearer token', async () => {
    const { client, tokens, fetchMock } = setup(() => json(200, { success: true }));
    tokens.save(jwt(Date.now() / 1000 + 900), 'r1');
    await client.request('/api/auth/profile/', { auth: true });
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${tokens.getAccess()}`);
  });

  it('ten concurrent 401s cause exactly one refresh, then each request is retried once', async () => {
    let refreshCalls = 0;
    const fresh = jwt(Date.now() / 1000 + 900);
    const { client, tokens, fetchMock } = setup(async (url, init) => {
      if (url.endsWith('/api/auth/token/refresh/')) {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 5));
        return json(200, { access: fresh, refresh: 'r2' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === `Bearer ${fresh}` ? json(200, { ok: url }) : json(401, { success: false, error_code: 'TOKEN_EXPIRED' });
    });
    tokens.save(jwt(Math.floor(Date.now() / 1000) + 899), 'r1');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => client.request<{ ok: string }>(`/api/item/${i}/`, { auth: true })));
    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.ok)).toEqual(Array.from({ length: 10 }, (_, i) => `http://api.test/api/item/${i}/`));
    expect(fetchMock).toHaveBeenCalledTimes(21);
    expect(tokens.getRefresh()).toBe('r2');
  });

  it('refreshes an expired token before the request, once for all callers', async () => {
    let refreshCalls = 0;
    const fresh = jwt(Date.now() / 1000 + 900);
    const { client, tokens } = setup((url) => {
      if (url.endsWith('/token/refresh/')) {
        refreshCalls += 1;
        return json(200, { access: fresh });
      }
      return json(200, {});
    });
    tokens.save(jwt(Date.now() / 1000 + 60), 'r1');
    await Promise.all([1, 2, 3, 4, 5].map(() => client.request('/api/a/', { auth: true })));
    expect(refreshCalls).toBe(1);
    expect(tokens.getAccess()).toBe(fresh);
    expect(tokens.getRefresh()).toBe('r1');
  });

  it('a refused refresh signs the user out with SESSION_EXPIRED', async () => {
    const { client, tokens, onSessionExpired } = setup((url) =>
      url.endsWith('/token/refresh/') ? json(401, { success: false, error_code: 'REFRESH_TOKEN_INVALID' }) : json(401, {}),
    );
    tokens.save(jwt(Date.now() / 1000 + 900), 'r1');
    await expect(client.request('/api/a/', { auth: true })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
    });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('a refresh that cannot reach the server keeps the session (offline is not a sign-out)', async () => {
    const { client, tokens, onSessionExpired } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    tokens.save(jwt(Date.now() / 1000 + 60), 'r1');
    await expect(client.request('/api/a/', { auth: true })).rejects.toMatchObject({ code: 'NETWORK_ERROR', isNetworkError: true });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a second 401 after refreshing ends the session', async () => {
    const { client, tokens, onSessionExpired } = setup((url) =>
      url.endsWith('/token/refresh/') ? json(200, { access: jwt(Date.now() / 1000 + 900) }) : json(401, {}),
    );
    tokens.save(jwt(Date.now() / 1000 + 900), 'r1');
    await expect(client.request('/api/a/', { auth: true })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('never sends a call again as someone who signed in meanwhile: a child’s hand-in is not filed as the next child’s', async () => {
    const token = (sub: number) => `e30.${btoa(JSON.stringify({ sub: String(sub), exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, '')}.s`;
    // Elif's hand-in is slow; she signs out (her session ends on the server) and Deniz signs in before its answer comes.
    const { client, tokens, fetchMock, onSessionExpired } = setup((_url, init) => {
      const bearer = (init.headers as Record<string, string>).Authorization;
      if (bearer === `Bearer ${token(7)}`) {
        tokens.save(token(8), 'deniz-refresh');
        return json(401, { success: false, error_code: 'TOKEN_INVALID' });
      }
      return json(201, { success: true, filed_for: bearer });
    });
    tokens.save(token(7), 'elif-refresh');
    const handIn = client.request('/api/assignments/3/submissions/', { method: 'POST', body: { text: 'Elif' }, auth: true, idempotencyKey: 'elif-1' });
    await expect(handIn).rejects.toMatchObject({ code: 'SESSION_EXPIRED', status: 401 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getAccess()).toBe(token(8));
  });

  it('a refresh of a session that left the device meanwhile neither ends nor replaces the one signed in now', async () => {
    const schoolAccess = jwt(Date.now() / 1000 + 900);
    let answerChildRefresh: ((response: Response) => void) | undefined;
    const { client, tokens, onSessionExpired } = setup((url, init) => {
      if (!url.endsWith('/token/refresh/')) return json(200, { for: (init.headers as Record<string, string>).Authorization });
      const { refresh } = JSON.parse(String(init.body)) as { refresh: string };
      if (refresh === 'school-1') return json(200, { access: schoolAccess, refresh: 'school-2' });
      return new Promise<Response>((resolve) => (answerChildRefresh = resolve));
    });
    // The child's access token has run out: their hand-in refreshes first, slowly.
    tokens.save(jwt(Date.now() / 1000 - 60), 'child-1');
    const handIn = client.request('/api/assignments/3/submissions/', { method: 'POST', body: {}, auth: true, idempotencyKey: 'k1' });
    await vi.waitFor(() => expect(answerChildRefresh).toBeDefined());
    // The tablet goes back to its picker: the school session, with a run-out access token too, takes the store.
    tokens.clear();
    tokens.save(jwt(Date.now() / 1000 - 60), 'school-1');
    const roster = client.request('/api/classes/tablet/roster/', { auth: true });
    await expect(roster).resolves.toEqual({ for: `Bearer ${schoolAccess}` });
    // The child's session was ended at logout: its refresh is refused.
    answerChildRefresh?.(json(401, { success: false, error_code: 'REFRESH_TOKEN_INVALID' }));
    await expect(handIn).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getRefresh()).toBe('school-2');
  });

  it('without any token it fails with NO_TOKEN and calls nothing', async () => {
    const { client, fetchMock } = setup(() => json(200, {}));
    await expect(client.request('/api/a/', { auth: true })).rejects.toMatchObject({ code: 'NO_TOKEN' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('refresh on weak Wi-Fi', () => {
  const refreshCalls = (fetchMock: ReturnType<typeof setup>['fetchMock']) =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/token/refresh/')).length;

  it.each([
    ['a 5xx', () => json(503, {})],
    ['a 429', () => json(429, { success: false, error_code: 'RATE_LIMITED' })],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s on refresh keeps the session, and the refresh is sent once, never repeated with the same token', async (_name, answer) => {
    const { client, tokens, fetchMock, onSessionExpired } = setup((url) => (url.endsWith('/token/refresh/') ? answer() : json(200, {})));
    tokens.save(jwt(Date.now() / 1000 + 60), 'r1');
    await expect(client.request('/api/a/', { auth: true })).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls(fetchMock)).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getRefresh()).toBe('r1');
  });

  it('a refresh that times out keeps the session', async () => {
    vi.useFakeTimers();
    try {
      const { client, tokens, onSessionExpired } = setup(
        (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      tokens.save(jwt(Date.now() / 1000 + 60), 'r1');
      const pending = client.request('/api/a/', { auth: true }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toMatchObject({ code: 'NETWORK_ERROR' });
      expect(onSessionExpired).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 401 after a failed (5xx) refresh keeps the session too', async () => {
    const { client, tokens, onSessionExpired } = setup((url) => (url.endsWith('/token/refresh/') ? json(502, {}) : json(401, {})));
    tokens.save(jwt(Date.now() / 1000 + 900), 'r1');
    await expect(client.request('/api/a/', { auth: true })).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('writes are never repeated blindly', () => {
  it('a POST without an Idempotency-Key is not repeated after a lost answer or a 5xx', async () => {
    const lost = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(lost.client.request('/api/w/', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(lost.fetchMock).toHaveBeenCalledOnce();

    const broken = setup(() => json(500, {}));
    await expect(broken.client.request('/api/w/', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(broken.fetchMock).toHaveBeenCalledOnce();
  });

  it('a POST with an Idempotency-Key is repeated with the same key', async () => {
    let calls = 0;
    const { client, fetchMock } = setup(() => {
      calls += 1;
      return calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : json(201, { done: true });
    });
    await expect(client.request('/api/w/', { method: 'POST', body: {}, idempotencyKey: 'k-1' })).resolves.toEqual({ done: true });
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['k-1', 'k-1', 'k-1']);
  });

  it('a repeatable POST (a sign-in) may be repeated', async () => {
    const { client, fetchMock } = setup(() => json(503, {}));
    await expect(client.request('/api/login/', { method: 'POST', body: {}, repeatable: true })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a 429 is repeated whatever the method: the server did not handle it', async () => {
    const { client, fetchMock } = setup(() => json(429, {}));
    await expect(client.request('/api/w/', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('Retry-After', () => {
  it('waits as long as a short Retry-After asks', async () => {
    let calls = 0;
    const { client, waits } = setup(() => {
      calls += 1;
      return calls === 1 ? new Response('{}', { status: 429, headers: { 'Retry-After': '3' } }) : json(200, { ok: true });
    });
    await expect(client.request('/api/x/')).resolves.toEqual({ ok: true });
    expect(waits).toEqual([3000]);
  });

  it('does not retry a long one, and says how long to wait in Turkish', async () => {
    const { client, fetchMock } = setup(
      () => new Response(JSON.stringify({ success: false, error_code: 'RATE_LIMITED', message: 'x' }), { status: 429, headers: { 'Retry-After': '840' } }),
    );
    const error = await client.request('/api/auth/login/', { method: 'POST', body: {}, repeatable: true }).catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 840, message: 'Çok fazla deneme yapıldı. Lütfen 14 dakika sonra yeniden deneyin.' });
  });

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(new Date(10_000 + 30_000).toUTCString(), 10_000)).toBe(30);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('the answer body', () => {
  it('a connection dropped mid-body is a NETWORK_ERROR, retried for a GET', async () => {
    let calls = 0;
    const { client } = setup(() => {
      calls += 1;
      if (calls > 1) return json(200, { ok: true });
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":'));
          controller.error(new TypeError('terminated'));
        },
      });
      return new Response(body, { status: 200 });
    });
    await expect(client.request('/api/x/')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('a body that never ends is a timeout after 15 s', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup((_url, init) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"ok":'));
            init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body, { status: 200 });
      });
      const pending = client.request('/api/x/').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toMatchObject({ code: 'NETWORK_ERROR', message: 'İstek 15000 ms sonra zaman aşımına uğradı.' });
    } finally {
      vi.useRealTimers();
    }
  });
});
