import { CLASSROOM_PATHS, type TabletLeaveRequest, type TabletLeaveResponse } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { textForCode } from '@/shared/api/errorMessages.ts';
import { http } from '@/shared/api/http.ts';
import { tokenStore } from '@/shared/api/tokenStore.ts';
import { replayUserWrites } from '@/shared/offline/userOutbox.ts';
import { logoutCall } from '../api.ts';
import { CLASS_TABLET_PATH } from './tabletAccount.ts';
import { restoreSession } from './authFlows.ts';
import { sessionStore } from './session.ts';
import { clearLocalSession, signOut } from './signOut.ts';
import { tabletKey, type TabletKey } from './tabletKey.ts';

/** How long a child's waiting work may hold the tablet before it returns to the picker anyway (the work stays for the child). */
export const REPLAY_BEFORE_RETURN_MS = 10_000;

/** Whether this user is the child the tablet's school account signed in by pictures (their sign-out returns to the picker). */
export const isTabletChild = (user: { id?: number } | null | undefined): boolean => tabletKey.holds(user?.id);

/** Waits for the work, but never longer than `ms`; a failure counts as done (what was not sent stays queued). */
function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    deadline,
  ]).finally(() => clearTimeout(timer));
}

let returning: Promise<boolean> | null = null;

/**
 * The child who signed in by pictures is done (signed out, or left the tablet untouched): their
 * waiting work is sent first when the tablet is online, their session and data go as at any
 * sign-out, and the school account is signed back in from the tablet key, so the class picker shows
 * without a password. Offline, the school session comes back unconfirmed (as a saved session does at
 * start-up) and is checked when the connection returns. False when this session did not come from
 * the tablet: the caller signs out as usual.
 */
export function returnToClassPicker(isOnline: () => boolean = () => navigator.onLine): Promise<boolean> {
  // A second tap (or the idle clock) while the first return runs must not clear the school session it brings back.
  returning ??= handBack(isOnline).finally(() => {
    returning = null;
  });
  return returning;
}

async function handBack(isOnline: () => boolean): Promise<boolean> {
  const key = tabletKey.read();
  const childId = sessionStore.getState().user?.id;
  if (!key || childId === undefined || key.childId !== childId) return false;
  if (isOnline()) await atMost(replayUserWrites(childId), REPLAY_BEFORE_RETURN_MS);
  const [childRefresh, childAccess] = [tokenStore.getRefresh(), tokenStore.getAccess()];
  await clearLocalSession();
  if (childRefresh) void logoutCall(childRefresh, childAccess).catch(() => undefined);
  bringBackSchool(key);
  return true;
}

/** Signs the school account back in from the key, unconfirmed until the server answers (or the connection returns). */
function bringBackSchool(key: TabletKey): void {
  tokenStore.save(key.access, key.refresh);
  tabletKey.save({ ...key, childId: null });
  sessionStore.setState({ user: key.user, isAuthenticated: true, isLoading: false, error: null, offline: true });
  void restoreSession().then(() => {
    // The server ended the school account's session (a changed password, a revoked device): the key opens nothing any more.
    if (!sessionStore.getState().isAuthenticated) tabletKey.clear();
  });
}

/**
 * The server ended the child's tablet session (the school day is over) and the device already
 * cleared it: the tablet goes back to its picker instead of the sign-in page. Their unsent work
 * stays for them. False when there is nothing to resume (no child's key, a return under way, or
 * someone signed in).
 */
export function resumeAfterChildSessionEnded(): boolean {
  const key = tabletKey.read();
  if (returning || !key || key.childId === null || sessionStore.getState().isAuthenticated) return false;
  bringBackSchool(key);
  return true;
}

/** A sign-out on a class tablet: the child's goes back to the picker, anyone else's is the usual one. Answers where to go next. */
export async function signOutFromTablet(): Promise<string> {
  if (await returnToClassPicker()) return CLASS_TABLET_PATH;
  await signOut();
  return '/';
}

export type LeaveResult = { success: true } | { success: false; error: ApiError };

/**
 * A teacher takes the device out of tablet mode: the server checks the school account's password
 * (counted like a login), then the school account signs out fully and the tablet key goes.
 */
export async function leaveTabletMode(password: string): Promise<LeaveResult> {
  const body: TabletLeaveRequest = { password };
  try {
    // Not repeated on its own: each try is a counted password guess.
    await http.request<TabletLeaveResponse>(CLASSROOM_PATHS.tabletLeave, { method: 'POST', body, auth: true, retries: 0 });
  } catch (error) {
    return { success: false, error: error instanceof ApiError ? error : new ApiError({ code: 'UNKNOWN_ERROR', message: textForCode('UNKNOWN_ERROR') }) };
  }
  tabletKey.clear();
  await signOut();
  return { success: true };
}
