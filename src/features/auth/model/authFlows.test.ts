import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/shared/api/tokenStore.ts';
import { SESSION_STORAGE_KEY, initialSession } from './sessionStore.ts';
import { sessionStore } from './session.ts';
import { checkSessionState, login, restoreSession, startAuth, updateProfile } from './authFlows.ts';

const nowSec = () => Math.floor(Date.now() / 1000);
const jwt = (exp: number, tag = 'a') => `e30.${btoa(JSON.stringify({ exp, tag })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const teacher = { email: 'ogretmen@etkilab.example', first_name: 'Ayşe', role: 'teacher' as const };

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;
function serve(route: Route) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return route(url, init ?? {});
    }),
  );
  return calls;
}

function signedInBefore(accessExpSec: number) {
  tokenStore.save(jwt(accessExpSec), 'refresh-1');
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: teacher, isAuthenticated: true }));
  sessionStore.rehydrate();
}

beforeEach(() => {
  startAuth();
  sessionStore.setState(initialSession);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('start-up restore', () => {
  it('with no access token stays signed out and drops a stale saved session', async () => {
    localStorage.setItem('refresh_token', btoa('r'));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: teacher, isAuthenticated: true }));
    sessionStore.rehydrate();
    const calls = serve(() => json(500, {}));
    await restoreSession();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('with no refresh token stays signed out', async () => {
    localStorage.setItem('access_token', btoa(jwt(nowSec() + 900)));
    const calls = serve(() => json(500, {}));
    await restoreSession();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(calls).toEqual([]);
  });

  it('with a valid token fetches the profile and signs in', async () => {
    signedInBefore(nowSec() + 900);
    const calls = serve((url) =>
      url.endsWith('/api/auth/profile/') ? json(200, { success: true, user: { ...teacher, first_name: 'Ayşe Nur' } }) : json(404, {}),
    );
    await restoreSession();
    expect(calls).toEqual(['GET /api/auth/profile/']);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, offline: false, user: { first_name: 'Ayşe Nur' } });
  });

  it('refreshes first when the token expires soon, then fetches the profile', async () => {
    signedInBefore(nowSec() + 8 * 60);
    const calls = serve((url) =>
      url.endsWith('/token/refresh/') ? json(200, { access: jwt(nowSec() + 900, 'b') }) : json(200, { success: true, user: teacher }),
    );
    await restoreSession();
    expect(calls).toEqual(['POST /api/auth/token/refresh/', 'GET /api/auth/profile/']);
    expect(tokenStore.getRefresh()).toBe('refresh-1');
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it('signs out when the server refuses the refresh', async () => {
    signedInBefore(nowSec() + 8 * 60);
    serve(() => json(401, { success: false, error_code: 'REFRESH_TOKEN_INVALID' }));
    await restoreSession();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(tokenStore.getAccess()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears the tokens when the profile answer is not a success', async () => {
    signedInBefore(nowSec() + 900);
    serve(() => json(200, { success: false }));
    await restoreSession();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(tokenStore.getRefresh()).toBeNull();
  });

  it('keeps the saved session, marked offline, when the server cannot be reached — even with an expired token', async () => {
    vi.useFakeTimers();
    signedInBefore(nowSec() - 60);
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const done = restoreSession();
    await vi.runAllTimersAsync();
    await done;
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, offline: true, isLoading: false, user: teacher });
    expect(tokenStore.getRefresh()).toBe('refresh-1');
  });
});

describe('start-up restore with a server in trouble', () => {
  it.each([
    ['a 5xx on refresh', 503],
    ['a 429 on refresh', 429],
  ])('keeps the session after %s and tries again 30 s later', async (_name, status) => {
    vi.useFakeTimers();
    signedInBefore(nowSec() + 8 * 60);
    let troubled = true;
    const calls = serve((url) => {
      if (url.endsWith('/token/refresh/')) return troubled ? json(status, {}) : json(200, { access: jwt(nowSec() + 900, 'c'), refresh: 'refresh-2' });
      return json(200, { success: true, user: teacher });
    });
    await restoreSession();
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, offline: true, isLoading: false });
    expect(tokenStore.getRefresh()).toBe('refresh-1');
    expect(calls.filter((call) => call.endsWith('/token/refresh/'))).toHaveLength(1);

    troubled = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, offline: false });
    expect(tokenStore.getRefresh()).toBe('refresh-2');
  });
});

describe('login', () => {
  it('says at once how long to wait after too many tries, without retrying', async () => {
    const calls = serve(
      () =>
        new Response(JSON.stringify({ success: false, error_code: 'RATE_LIMITED', message: 'Çok fazla başarısız giriş denemesi.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
        }),
    );
    const result = await login({ email: teacher.email, password: 'yanlis1' });
    expect(calls).toHaveLength(1);
    expect(result.success).toBe(false);
    expect(sessionStore.getState().error).toBe('Çok fazla deneme yapıldı. Lütfen 10 dakika sonra yeniden deneyin.');
  });

  it('stores the tokens and the user', async () => {
    serve(() => json(200, { success: true, message: 'ok', user: teacher, tokens: { access: jwt(nowSec() + 900), refresh: 'r9' } }));
    const result = await login({ email: teacher.email, password: 'Ogretmen123' });
    expect(result.success).toBe(true);
    expect(tokenStore.getRefresh()).toBe('r9');
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, error: null });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ isAuthenticated: true, user: teacher });
  });

  it('shows the Turkish error on a wrong password', async () => {
    serve(() => json(401, { success: false, message: 'Invalid credentials', error_code: 'INVALID_CREDENTIALS' }));
    const result = await login({ email: teacher.email, password: 'yanlis1' });
    expect(result.success).toBe(false);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, error: 'E-posta veya şifre hatalı.' });
  });
});

describe('state check and profile update', () => {
  it('signs out when the store says signed in but the access token is gone', async () => {
    signedInBefore(nowSec() + 900);
    localStorage.removeItem('access_token');
    serve(() => json(200, {}));
    await checkSessionState();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('refuses a profile update when signed out (UNAUTHORIZED)', async () => {
    const result = await updateProfile({ first_name: 'Ali' });
    expect(result.success ? '' : result.error.code).toBe('UNAUTHORIZED');
  });

  it('needs a token (NO_TOKEN)', async () => {
    sessionStore.setState({ user: teacher, isAuthenticated: true });
    const result = await updateProfile({ first_name: 'Ali' });
    expect(result.success ? '' : result.error.code).toBe('NO_TOKEN');
  });

  it('refreshes after a 401 and retries once', async () => {
    signedInBefore(nowSec() + 900);
    const fresh = jwt(nowSec() + 900, 'fresh');
    const calls = serve((url, init) => {
      if (url.endsWith('/token/refresh/')) return json(200, { access: fresh, refresh: 'r2' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === `Bearer ${fresh}` ? json(200, { success: true, user: { ...teacher, first_name: 'Ali' } }) : json(401, {});
    });
    const result = await updateProfile({ first_name: 'Ali' });
    expect(result.success).toBe(true);
    expect(calls).toEqual(['PUT /api/auth/profile/update/', 'POST /api/auth/token/refresh/', 'PUT /api/auth/profile/update/']);
    expect(sessionStore.getState().user?.first_name).toBe('Ali');
  });

  it('signs out with SESSION_EXPIRED when that refresh fails', async () => {
    signedInBefore(nowSec() + 900);
    serve((url) => (url.endsWith('/token/refresh/') ? json(401, { error_code: 'REFRESH_TOKEN_INVALID' }) : json(401, {})));
    const result = await updateProfile({ first_name: 'Ali' });
    expect(result.success ? '' : result.error.code).toBe('SESSION_EXPIRED');
    await vi.waitFor(() => expect(sessionStore.getState().isAuthenticated).toBe(false));
    expect(tokenStore.getAccess()).toBeNull();
  });
});
