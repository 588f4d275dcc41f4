import { backoffDelay } from '../lib/retry.ts';
import { API_PATHS, parseRetryAfter, type RefreshResponse } from './contract.ts';
import { ApiError, normaliseError } from './ApiError.ts';
import { apiUrl } from './config.ts';
import { textForCode, translateKnownMessage } from './errorMessages.ts';
import { tokenClaims, tokenStore, type TokenStore } from './tokenStore.ts';

/** Whose session an access token is (its `sub` claim), or undefined when the token says nothing readable. */
export function subjectOfAccessToken(token: string): string | undefined {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : undefined;
}

/** docs/behaviour.md#limits-and-constants network constants. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token, refreshing it first when needed and once after a 401. */
  auth?: boolean;
  timeoutMs?: number;
  retries?: number;
  /**
   * Sent as Idempotency-Key: the server answers a repeat with the first answer, so a write whose
   * answer was lost may be sent again. Writes without one are never repeated once they may have arrived.
   */
  idempotencyKey?: string;
  /** Repeating the call changes nothing (a sign-in, a lookup): it may be sent again after a lost answer. */
  repeatable?: boolean;
};

/** The longest Retry-After worth waiting for inside one call; past it the caller is told how long to wait. */
export const MAX_RETRY_AFTER_WAIT_MS = 10_000;

/** Server statuses worth another try: 408, 429 and 5xx. Other 4xx answers are final. */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

/**
 * Did the server refuse the refresh token? Only that ends a session: no answer, a timeout, a busy
 * (408, 429) or broken (5xx) server leave it for the next try — a tablet on weak Wi-Fi stays signed in.
 */
export function isSessionRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.isNetworkError || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && !isRetryableStatus(error.status);
}

type Exchange =
  | { kind: 'answer'; status: number; ok: boolean; body: unknown; retryAfterSeconds: number | undefined }
  | { kind: 'timeout' }
  | { kind: 'network' };

type AuthHooks = {
  /** Called when the server has ended the session (a failed refresh, a 401 after refreshing). */
  onSessionExpired: () => void;
};

type Deps = {
  fetch: typeof fetch;
  wait: (ms: number) => Promise<void>;
  tokens: TokenStore;
  url: (path: string) => string;
  locks?: LockManager;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 200) };
  }
}

export function createHttpClient(overrides: Partial<Deps> = {}) {
  const deps: Deps = {
    fetch: (...args) => globalThis.fetch(...args),
    wait: sleep,
    tokens: tokenStore,
    url: apiUrl,
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    ...overrides,
  };
  let hooks: AuthHooks | null = null;
  let refreshing: { refresh: string | null; promise: Promise<string> } | null = null;

  /** One request and its whole answer, body included, inside the timeout; a dropped connection is a network failure. */
  async function exchange(path: string, init: RequestInit, timeoutMs: number): Promise<Exchange> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await deps.fetch(deps.url(path), { ...init, signal: controller.signal });
      const body = await readBody(response);
      const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
      return { kind: 'answer', status: response.status, ok: response.ok, body, retryAfterSeconds };
    } catch {
      return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One call with timeout and retries; resolves with the parsed body of a 2xx answer. */
  async function send<T>(path: string, options: RequestOptions, bearer?: string): Promise<T> {
    const { method = 'GET', body, headers = {}, timeoutMs = REQUEST_TIMEOUT_MS, retries = MAX_RETRIES, idempotencyKey } = options;
    // A write may have arrived even when its answer did not: only a repeat that changes nothing is safe.
    const safeToRepeat = method === 'GET' || options.repeatable === true || idempotencyKey !== undefined;
    const init: RequestInit = {
      method,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    };
    let lastError: ApiError | null = null;
    let delay = 0;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await deps.wait(delay);
      delay = backoffDelay(attempt, RETRY_BASE_DELAY_MS);
      const result = await exchange(path, init, timeoutMs);
      // A timeout is not retried (docs/behaviour.md#limits-and-constants): the server may still be working on it.
      if (result.kind === 'timeout') throw normaliseError({ local: { kind: 'timeout', timeoutMs } });
      if (result.kind === 'network') {
        lastError = normaliseError({ local: { kind: 'network' } });
        if (!safeToRepeat) throw lastError;
        continue;
      }
      if (result.ok) return result.body as T;
      const { status, retryAfterSeconds } = result;
      const error = normaliseError({ status, body: result.body as Record<string, unknown> | null, retryAfterSeconds });
      // 408 and 429 say the request was not handled; a 5xx may have failed after doing the work.
      if (!isRetryableStatus(status) || (status >= 500 && !safeToRepeat)) throw error;
      if (retryAfterSeconds !== undefined) {
        // Waiting longer than a person would is pointless: they are told how long instead.
        if (retryAfterSeconds * 1000 > MAX_RETRY_AFTER_WAIT_MS) throw error;
        delay = Math.max(delay, retryAfterSeconds * 1000);
      }
      lastError = error;
    }
    throw lastError ?? normaliseError({ local: { kind: 'retries-exhausted' } });
  }

  /** `refresh`: the session's refresh token when the caller asked, which must still be the device's. */
  async function callRefresh(refresh: string | null): Promise<string> {
    if (!refresh) throw new ApiError({ code: 'SESSION_EXPIRED', message: textForCode('SESSION_EXPIRED'), status: 401 });
    if (deps.tokens.getRefresh() !== refresh) throw sessionLeft();
    // Never repeated with the same token: the server rotated it if the request arrived, and a lost
    // answer is fetched again (within its grace window) by the next call's refresh, not by a loop here.
    let answer: RefreshResponse;
    try {
      answer = await send<RefreshResponse>(API_PATHS.refresh, { method: 'POST', body: { refresh }, retries: 0 });
    } catch (error) {
      // The refused session already left the device: the one signed in now is not ended for it.
      if (deps.tokens.getRefresh() !== refresh) throw sessionLeft();
      throw error;
    }
    // Someone else signed in while it ran (a class tablet's next child, the school account back at
    // its picker): the old session's new tokens must not take their place.
    if (deps.tokens.getRefresh() !== refresh) throw sessionLeft();
    deps.tokens.save(answer.access, answer.refresh);
    return answer.access;
  }

  /** Not a refusal (which would end the session now on the device): the call's own session is gone from it. */
  const sessionLeft = () => new ApiError({ code: 'SESSION_EXPIRED', message: textForCode('SESSION_EXPIRED') });

  /**
   * Refreshes the access token once for everyone: concurrent callers in this tab
   * share one promise, and other tabs wait on a lock and reuse a token refreshed
   * meanwhile. `staleToken` is the token the caller found wanting.
   */
  function refreshAccessToken(staleToken: string | null): Promise<string> {
    const current = deps.tokens.getAccess();
    if (current && current !== staleToken && deps.tokens.isAccessValid()) return Promise.resolve(current);
    // A refresh under way for a session that has since left the device is not joined: it is not this one's.
    const refresh = deps.tokens.getRefresh();
    if (!refreshing || refreshing.refresh !== refresh) {
      const run = async () => {
        const fresh = deps.tokens.getAccess();
        if (fresh && fresh !== staleToken && deps.tokens.isAccessValid()) return fresh;
        return callRefresh(refresh);
      };
      const locked = deps.locks ? deps.locks.request('etkilab-token-refresh', run) : run();
      const mine: { refresh: string | null; promise: Promise<string> } = {
        refresh,
        promise: locked.finally(() => {
          if (refreshing === mine) refreshing = null;
        }),
      };
      refreshing = mine;
    }
    return refreshing.promise;
  }

  function sessionEnded(message: string, status?: number): ApiError {
    hooks?.onSessionExpired();
    return new ApiError({ code: 'SESSION_EXPIRED', message, status: status ?? 401 });
  }

  async function refreshOrEnd(staleToken: string | null, endMessage: string): Promise<string> {
    try {
      return await refreshAccessToken(staleToken);
    } catch (error) {
      if (!isSessionRefusal(error)) throw error;
      throw sessionEnded(endMessage);
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    if (!options.auth) return send<T>(path, options);
    if (!hooks) throw new Error('The token manager is not set up: call configureAuth() at start-up.');
    let token = deps.tokens.getAccess();
    if (!token && !deps.tokens.getRefresh()) {
      throw new ApiError({ code: 'NO_TOKEN', message: translateKnownMessage('No valid authentication token available') ?? '' });
    }
    if (!token || !deps.tokens.isAccessValid()) {
      token = await refreshOrEnd(token, translateKnownMessage('Authentication failed. Please log in again.') ?? '');
    }
    try {
      return await send<T>(path, options, token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
    }
    // 401: refresh once (shared with every other caller that got one), then retry once.
    const fresh = await refreshOrEnd(token, textForCode('SESSION_EXPIRED'));
    // Someone else signed in on this device meanwhile (the next child on a class tablet, the school
    // account back at the picker): the call was the first session's and must never go as theirs. The
    // session now signed in is fine, so nobody is signed out; an outbox write waits for its owner.
    if (subjectOfAccessToken(fresh) !== subjectOfAccessToken(token)) {
      throw new ApiError({ code: 'SESSION_EXPIRED', message: textForCode('SESSION_EXPIRED'), status: 401 });
    }
    try {
      return await send<T>(path, options, fresh);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw sessionEnded(textForCode('SESSION_EXPIRED'));
      throw error;
    }
  }

  return {
    request,
    refreshAccessToken,
    configureAuth(next: AuthHooks): void {
      hooks = next;
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The app's one HTTP client. */
export const http = createHttpClient();
