import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/shared/api/tokenStore.ts';
import { SESSION_STORAGE_KEY } from './sessionStore.ts';
import { sessionStore } from './session.ts';
import { signOut } from './signOut.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const teacher = { email: 'ogretmen@etkilab.example', first_name: 'Ayşe', role: 'teacher' as const };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signOut', () => {
  // The server answers 404 to a refresh token that is not the caller's, 401 to an unknown one: the
  // device is cleared all the same, since leaving a shared tablet signed in is never the right outcome.
  it.each([
    [404, { success: false, error_code: 'NOT_FOUND', message: 'Bu oturum anahtarı size ait değil; hiçbir oturum kapatılmadı.' }],
    [401, { success: false, error_code: 'REFRESH_TOKEN_INVALID', message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.' }],
  ])('clears the device when the server refuses the logout with %i', async (status, body) => {
    tokenStore.save('e30.e30.s', 'refresh-1');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: teacher, isAuthenticated: true }));
    sessionStore.rehydrate();
    const fetch = vi.fn(async () => json(status, body));
    vi.stubGlobal('fetch', fetch);

    await signOut();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(tokenStore.getRefresh()).toBeNull();
    expect(tokenStore.getAccess()).toBeNull();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });
});
