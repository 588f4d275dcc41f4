import type { AuthResponse, LoginRequest, ProfileUpdateRequest, RegisterRequest, User } from '@/shared/api/contract.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { textForCode } from '@/shared/api/errorMessages.ts';
import { http, isSessionRefusal } from '@/shared/api/http.ts';
import { tokenStore } from '@/shared/api/tokenStore.ts';
import { loginCall, logoutCall, profileCall, profileUpdateCall, registerCall } from '../api.ts';
import { sessionStore } from './session.ts';
import { clearLocalSession, signOut } from './signOut.ts';
import { runSignOutCleanups } from './signOutCleanup.ts';
import { clearUserData } from '@/shared/offline/userData.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { tabletKey } from './tabletKey.ts';

export type FlowResult = { success: true; user: User } | { success: false; error: ApiError };

const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError({ code: 'UNKNOWN_ERROR', message: textForCode('UNKNOWN_ERROR') });

async function authenticate(call: () => Promise<AuthResponse>, failure: string): Promise<FlowResult> {
  sessionStore.setState({ isLoading: true, error: null });
  try {
    const answer = await call();
    if (!answer.success || !answer.tokens?.access) throw new ApiError({ code: 'UNKNOWN_ERROR', message: answer.message ?? failure });
    tokenStore.save(answer.tokens.access, answer.tokens.refresh);
    sessionStore.setState({ user: answer.user, isAuthenticated: true, isLoading: false, error: null, offline: false });
    return { success: true, user: answer.user };
  } catch (error) {
    const apiError = asApiError(error);
    sessionStore.setState({ isLoading: false, error: apiError.message });
    return { success: false, error: apiError };
  }
}

/**
 * docs/behaviour.md#sessions-and-flows login: loading on, error cleared; tokens and user stored on success. A password typed on a
 * class tablet starts afresh: a school account kept aside from an earlier child is no longer this device's.
 */
export async function login(body: LoginRequest): Promise<FlowResult> {
  const result = await authenticate(() => loginCall(body), textForCode('INVALID_CREDENTIALS'));
  if (result.success) tabletKey.clear();
  return result;
}

/** docs/behaviour.md#sessions-and-flows registration: the same flow as login. */
export const register = (body: RegisterRequest) => authenticate(() => registerCall(body), textForCode('UNKNOWN_ERROR'));

/**
 * A shared class tablet hands over to the student who picked their name and picture code: the call
 * runs with the school account's token and answers like a login; then the school account's cache
 * and stores go, as at a sign-out, before the student's session begins. Its session is kept aside
 * in the tablet key (tabletKey.ts), so the tablet returns to its class picker when the child is done;
 * a device that cannot keep the key ends the school account's session instead.
 */
export const signInAsPickedStudent = (call: () => Promise<AuthResponse>) =>
  authenticate(async () => {
    const answer = await call();
    const [schoolRefresh, schoolAccess] = [tokenStore.getRefresh(), tokenStore.getAccess()];
    const school = sessionStore.getState().user;
    const kept =
      schoolRefresh !== null &&
      schoolAccess !== null &&
      school !== null &&
      typeof answer.user?.id === 'number' &&
      tabletKey.save({ access: schoolAccess, refresh: schoolRefresh, user: school, childId: answer.user.id });
    await Promise.allSettled([clearUserData(), runSignOutCleanups()]);
    if (!kept && schoolRefresh) void logoutCall(schoolRefresh, schoolAccess).catch(() => undefined);
    return answer;
  }, textForCode('INVALID_CREDENTIALS'));

let cancelRetry: (() => void) | null = null;
/** A busy or broken server (429, 5xx) sends no "online" event: the check is tried again after this long. */
export const RESTORE_RETRY_MS = 30_000;

/** Runs the restore again when the connection returns, or after a while for a server in trouble. */
function restoreAgainLater(afterMs: number | null): void {
  cancelRetry?.();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retry = () => {
    cancelRetry?.();
    void restoreSession();
  };
  cancelRetry = () => {
    window.removeEventListener('online', retry);
    clearTimeout(timer);
    cancelRetry = null;
  };
  window.addEventListener('online', retry, { once: true });
  if (afterMs !== null) timer = setTimeout(retry, afterMs);
}

/**
 * docs/behaviour.md#sessions-and-flows start-up restore, with one change for classroom tablets: when the server cannot be
 * reached, or is busy or broken, the saved session stays (marked offline) and the check runs again
 * later. Only the server refusing the session (an invalid refresh token, a 401 on the profile) ends it.
 */
export async function restoreSession(): Promise<void> {
  if (!tokenStore.getAccess() || !tokenStore.getRefresh()) {
    if (sessionStore.getState().isAuthenticated) await clearLocalSession();
    return;
  }
  sessionStore.setState({ isLoading: true });
  try {
    if (tokenStore.isExpiringSoon()) await http.refreshAccessToken(tokenStore.getAccess());
    const answer = await profileCall();
    if (!answer.success || !answer.user) throw new ApiError({ code: 'SESSION_EXPIRED', message: textForCode('SESSION_EXPIRED'), status: 401 });
    sessionStore.setState({ user: answer.user, isAuthenticated: true, isLoading: false, offline: false, error: null });
  } catch (error) {
    if (isSessionRefusal(error)) {
      await clearLocalSession();
      return;
    }
    sessionStore.setState({ isLoading: false, offline: true });
    restoreAgainLater(error instanceof ApiError && error.isNetworkError ? null : RESTORE_RETRY_MS);
  }
}

/** docs/behaviour.md#sessions-and-flows state check: the store says signed in but the access token is gone. */
export async function checkSessionState(): Promise<void> {
  if (sessionStore.getState().isAuthenticated && !tokenStore.getAccess()) await signOut();
}

/**
 * docs/behaviour.md#sessions-and-flows profile update: must be signed in (UNAUTHORIZED), needs a token (NO_TOKEN),
 * refreshes an expiring token first and once after a 401 (the HTTP client does both),
 * and a failed refresh signs out with SESSION_EXPIRED.
 */
export async function updateProfile(fields: ProfileUpdateRequest): Promise<FlowResult> {
  if (!sessionStore.getState().isAuthenticated) {
    return { success: false, error: new ApiError({ code: 'UNAUTHORIZED', message: textForCode('UNAUTHORIZED') }) };
  }
  if (!tokenStore.getAccess() && !tokenStore.getRefresh()) {
    return { success: false, error: new ApiError({ code: 'NO_TOKEN', message: textForCode('NO_TOKEN') }) };
  }
  try {
    if (tokenStore.isExpiringSoon()) await http.refreshAccessToken(tokenStore.getAccess());
    const answer = await profileUpdateCall(fields);
    sessionStore.setState({ user: answer.user });
    return { success: true, user: answer.user };
  } catch (error) {
    const apiError = asApiError(error);
    if (apiError.code === 'SESSION_EXPIRED' && !apiError.isNetworkError) await clearLocalSession(apiError.message);
    return { success: false, error: apiError };
  }
}

let started = false;

/** Wires the HTTP client to the session: a session the server ended is cleared everywhere. */
export function startAuth(): void {
  if (started) return;
  started = true;
  http.configureAuth({
    onSessionExpired: () => {
      void clearLocalSession(textForCode('SESSION_EXPIRED'));
    },
  });
  // Another tab signed out (tokens removed): follow it, a shared tablet has one user at a time.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken) void checkSessionState();
  });
}

// Whatever loads the sign-in flows first (start-up restore or a screen) sets the token manager up,
// so no authenticated call can run before it exists.
startAuth();
