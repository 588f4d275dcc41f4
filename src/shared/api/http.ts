import { backoffDelay } from '../lib/retry.ts';
import { API_PATHS, type RefreshResponse } from './contract.ts';
import { ApiError, normaliseError } from './ApiError.ts';
import { apiUrl } from './config.ts';
import { textForCode, translateKnownMessage } from './errorMessages.ts';
import { tokenStore, type TokenStore } from './tokenStore.ts';

/** SPEC §9 network constants. */
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
};

/** Server statuses worth another try: 408, 429 and 5xx. Other 4xx answers are final. */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

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
  let refreshing: Promise<string> | null = null;

  /** One HTTP exchange with timeout and retries; resolves with the parsed body of a 2xx answer. */
  async function send<T>(path: string, options: RequestOptions, bearer?: string): Promise<T> {
    const { method = 'GET', body, headers = {}, timeoutMs = REQUEST_TIMEOUT_MS, retries = MAX_RETRIES } = options;
    let lastError: ApiError | null = null;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await deps.wait(backoffDelay(attempt - 1, RETRY_BASE_DELAY_MS));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let response: Response;
      try {
        response = await deps.fetch(deps.url(path), {
          method,
          headers: {
            Accept: 'application/json',
            ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
            ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
            ...headers,
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: controller.signal,
        });
      } catch {
        clearTimeout(timer);
        // A timeout is not retried (SPEC §9): the server may still be working on it.
        if (controller.signal.aborted) throw normaliseError({ local: { kind: 'timeout', timeoutMs } });
        lastError = normaliseError({ local: { kind: 'network' } });
        continue;
      }
      clearTimeout(timer);
      const parsed = await readBody(response);
      if (response.ok) return parsed as T;
      const error = normaliseError({ status: response.status, body: parsed as Record<string, unknown> | null });
      if (!isRetryableStatus(response.status)) throw error;
      lastError = error;
    }
    throw lastError ?? normaliseError({ local: { kind: 'retries-exhausted' } });
  }

  async function callRefresh(): Promise<string> {
    const refresh = deps.tokens.getRefresh();
    if (!refresh) throw new ApiError({ code: 'SESSION_EXPIRED', message: textForCode('SESSION_EXPIRED'), status: 401 });
    const answer = await send<RefreshResponse>(API_PATHS.refresh, { method: 'POST', body: { refresh } });
    deps.tokens.save(answer.access, answer.refresh);
    return answer.access;
  }

  /**
   * Refreshes the access token once for everyone: concurrent callers in this tab
   * share one promise, and other tabs wait on a lock and reuse a token refreshed
   * meanwhile. `staleToken` is the token the caller found wanting.
   */
  function refreshAccessToken(staleToken: string | null): Promise<string> {
    const current = deps.tokens.getAccess();
    if (current && current !== staleToken && deps.tokens.isAccessValid()) return Promise.resolve(current);
    if (!refreshing) {
      const run = async () => {
        const fresh = deps.tokens.getAccess();
        if (fresh && fresh !== staleToken && deps.tokens.isAccessValid()) return fresh;
        return callRefresh();
      };
      const locked = deps.locks ? deps.locks.request('etkilab-token-refresh', run) : run();
      refreshing = locked.finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  function sessionEnded(message: string, status?: number): ApiError {
    hooks?.onSessionExpired();
    return new ApiError({ code: 'SESSION_EXPIRED', message, status: status ?? 401 });
  }

  async function refreshOrEnd(staleToken: string | null, endMessage: string): Promise<string> {
    try {
      return await refreshAccessToken(staleToken);
    } catch (error) {
      // Offline is not a sign-out: only an answer from the server ends the session.
      if (error instanceof ApiError && error.isNetworkError) throw error;
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
