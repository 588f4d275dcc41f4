import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASSROOM_PATHS } from '@/shared/api/classroom.ts';
import { tokenStore } from '@/shared/api/tokenStore.ts';
import { replayUserWrites } from '@/shared/offline/userOutbox.ts';
import { initialSession } from './sessionStore.ts';
import { sessionStore } from './session.ts';
import { login, signInAsPickedStudent, startAuth } from './authFlows.ts';
import { clearLocalSession } from './signOut.ts';
import { registerSignOutCleanup } from './signOutCleanup.ts';
import { tabletKey } from './tabletKey.ts';
import { leaveTabletMode, REPLAY_BEFORE_RETURN_MS, resumeAfterChildSessionEnded, returnToClassPicker, signOutFromTablet } from './tabletFlows.ts';

vi.mock('@/shared/offline/userOutbox.ts', () => ({ replayUserWrites: vi.fn(async () => ({ sent: 0, left: 0 })) }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const school = { id: 40, email: 'ataturk-oo-5-ogrenci@okul.etkilab.example', first_name: 'Atatürk', role: 'student' as const, account_kind: 'school' as const };
const elif = { id: 7, email: 'ogrenci@etkilab.example', first_name: 'Elif', role: 'student' as const, account_kind: 'personal' as const };

type Call = { method: string; path: string; auth: string | null; body: unknown };
function serve(route: (path: string) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      const headers = new Headers(init?.headers);
      calls.push({ method: init?.method ?? 'GET', path, auth: headers.get('Authorization'), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return route(path);
    }),
  );
  return calls;
}
const offline = () => serve(() => Promise.reject(new TypeError('Failed to fetch')));

/** The school account signed in on the tablet, then Elif by her pictures. */
async function elifOnTheTablet() {
  tokenStore.save('school-access', 'school-refresh');
  sessionStore.setState({ user: school, isAuthenticated: true });
  const result = await signInAsPickedStudent(async () => ({ success: true, user: elif, tokens: { access: 'elif-access', refresh: 'elif-refresh' } }));
  expect(result.success).toBe(true);
}

const cleanup = vi.fn();
beforeEach(() => {
  startAuth();
  registerSignOutCleanup(cleanup);
  sessionStore.setState(initialSession);
  tokenStore.clear();
  tabletKey.clear();
  vi.mocked(replayUserWrites).mockClear();
  cleanup.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a child signing in by pictures', () => {
  it('keeps the school account’s session aside instead of ending it on the server', async () => {
    const calls = serve(() => json(200, {}));
    await elifOnTheTablet();
    expect(calls).toEqual([]);
    expect(tokenStore.getRefresh()).toBe('elif-refresh');
    expect(tabletKey.read()).toEqual({ access: 'school-access', refresh: 'school-refresh', user: school, childId: 7 });
    expect(tabletKey.holds(7)).toBe(true);
  });
});

describe('a password typed on the tablet', () => {
  it('forgets a school session kept aside earlier: the tablet key lives from a picture sign-in to that child’s return', async () => {
    await elifOnTheTablet();
    serve(() => json(200, { success: true, user: school, tokens: { access: 'new-access', refresh: 'new-refresh' } }));
    expect((await login({ email: school.email, password: 'EtkiOkul2026' })).success).toBe(true);
    expect(tabletKey.read()).toBeNull();
  });
});

describe('returning to the class picker', () => {
  it('online: sends the child’s waiting work, clears the child, ends their session and signs the school account back in', async () => {
    await elifOnTheTablet();
    cleanup.mockClear();
    const calls = serve((path) => (path === '/api/auth/profile/' ? json(200, { success: true, user: school }) : json(200, { success: true })));
    expect(await returnToClassPicker(() => true)).toBe(true);
    expect(replayUserWrites).toHaveBeenCalledWith(7);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout/', auth: 'Bearer elif-access', body: { refresh_token: 'elif-refresh' } });
    expect(tokenStore.getAccess()).toBe('school-access');
    expect(tokenStore.getRefresh()).toBe('school-refresh');
    expect(sessionStore.getState()).toMatchObject({ user: school, isAuthenticated: true });
    expect(tabletKey.read()).toMatchObject({ refresh: 'school-refresh', childId: null });
    await vi.waitFor(() => expect(sessionStore.getState().offline).toBe(false));
    expect(calls.at(-1)).toMatchObject({ path: '/api/auth/profile/', auth: 'Bearer school-access' });
  });

  it('does not wait on a server that never answers the replay for more than ten seconds', async () => {
    await elifOnTheTablet();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(replayUserWrites).mockReturnValueOnce(new Promise(() => undefined));
    offline();
    let done = false;
    void returnToClassPicker(() => true).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(REPLAY_BEFORE_RETURN_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(done).toBe(true));
    expect(sessionStore.getState().user).toEqual(school);
  });

  it('offline: sends nothing, keeps the child’s work for them, and restores the school session marked offline', async () => {
    await elifOnTheTablet();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    offline();
    expect(await returnToClassPicker(() => false)).toBe(true);
    expect(replayUserWrites).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ user: school, isAuthenticated: true, offline: true });
    // The profile check gives up after the client's retries; the session stays, to be checked again later.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sessionStore.getState().isLoading).toBe(false);
    expect(sessionStore.getState()).toMatchObject({ user: school, isAuthenticated: true, offline: true });
    expect(tokenStore.getRefresh()).toBe('school-refresh');
  });

  it('forgets the key when the server has ended the school account’s session', async () => {
    await elifOnTheTablet();
    serve((path) =>
      path === '/api/auth/profile/'
        ? json(401, { success: false, error_code: 'SESSION_EXPIRED' })
        : json(401, { success: false, error_code: 'REFRESH_TOKEN_INVALID' }),
    );
    await returnToClassPicker(() => false);
    await vi.waitFor(() => expect(sessionStore.getState().isAuthenticated).toBe(false));
    await vi.waitFor(() => expect(tabletKey.read()).toBeNull());
  });

  it('runs once when the child taps sign-out twice, so the restored school session is not cleared again', async () => {
    await elifOnTheTablet();
    const calls = serve((path) => (path === '/api/auth/profile/' ? json(200, { success: true, user: school }) : json(200, { success: true })));
    const [first, second] = await Promise.all([returnToClassPicker(() => true), returnToClassPicker(() => true)]);
    expect([first, second]).toEqual([true, true]);
    expect(replayUserWrites).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.path === '/api/auth/logout/')).toHaveLength(1);
    expect(sessionStore.getState()).toMatchObject({ user: school, isAuthenticated: true });
    expect(await returnToClassPicker(() => true)).toBe(false);
  });

  it('signs anyone else out as usual and sends them home', async () => {
    const calls = serve(() => json(200, {}));
    tokenStore.save('teacher-access', 'teacher-refresh');
    sessionStore.setState({ user: { id: 3, email: 'ogretmen@etkilab.example', role: 'teacher' }, isAuthenticated: true });
    expect(await signOutFromTablet()).toBe('/');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/logout/']);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    await elifOnTheTablet();
    expect(await signOutFromTablet()).toBe('/class-tablet');
  });

  it('goes back to the picker when the server has ended the child’s session, but not during a return or for anyone else', async () => {
    await elifOnTheTablet();
    const calls = serve((path) => (path === '/api/auth/profile/' ? json(200, { success: true, user: school }) : json(200, { success: true })));
    expect(resumeAfterChildSessionEnded()).toBe(false);
    await clearLocalSession('Oturumunuzun süresi doldu.');
    expect(resumeAfterChildSessionEnded()).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ user: school, isAuthenticated: true, error: null });
    expect(tokenStore.getRefresh()).toBe('school-refresh');
    expect(tabletKey.read()).toMatchObject({ childId: null });
    expect(resumeAfterChildSessionEnded()).toBe(false);
    await vi.waitFor(() => expect(calls.at(-1)).toMatchObject({ path: '/api/auth/profile/', auth: 'Bearer school-access' }));

    await elifOnTheTablet();
    const returning = returnToClassPicker(() => false);
    await vi.waitFor(() => expect(sessionStore.getState().isAuthenticated).toBe(false));
    expect(resumeAfterChildSessionEnded()).toBe(false);
    expect(await returning).toBe(true);
  });

  it('is not for anyone the tablet did not sign in: their sign-out stays the usual one', async () => {
    const calls = serve(() => json(200, {}));
    tokenStore.save('teacher-access', 'teacher-refresh');
    sessionStore.setState({ user: { id: 3, email: 'ogretmen@etkilab.example', role: 'teacher' }, isAuthenticated: true });
    expect(await returnToClassPicker(() => true)).toBe(false);
    tabletKey.save({ access: 'school-access', refresh: 'school-refresh', user: school, childId: 7 });
    expect(await returnToClassPicker(() => true)).toBe(false);
    expect(calls).toEqual([]);
    expect(tokenStore.getRefresh()).toBe('teacher-refresh');
  });
});

describe('leaving tablet mode', () => {
  const schoolOnTheTablet = () => {
    tokenStore.save('school-access', 'school-refresh');
    tabletKey.save({ access: 'school-access', refresh: 'school-refresh', user: school, childId: null });
    sessionStore.setState({ user: school, isAuthenticated: true });
  };

  it('with a wrong password keeps the tablet as it is and says why', async () => {
    schoolOnTheTablet();
    const calls = serve(() => json(400, { success: false, message: 'Şifre yanlış.', error_code: 'VALIDATION_ERROR', errors: { password: ['Şifre yanlış.'] } }));
    const result = await leaveTabletMode('Tahmin1234');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.fieldErrors).toEqual({ password: ['Şifre yanlış.'] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: CLASSROOM_PATHS.tabletLeave, body: { password: 'Tahmin1234' } });
    expect(tabletKey.read()).not.toBeNull();
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it('with the school’s password signs the school account out fully and forgets the key', async () => {
    schoolOnTheTablet();
    const calls = serve(() => json(200, { success: true }));
    expect(await leaveTabletMode('EtkiOkul2026')).toEqual({ success: true });
    expect(calls.map((call) => call.path)).toEqual([CLASSROOM_PATHS.tabletLeave, '/api/auth/logout/']);
    expect(tabletKey.read()).toBeNull();
    expect(tokenStore.getRefresh()).toBeNull();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(cleanup).toHaveBeenCalled();
  });
});
