import { safeLocalStorage, type KeyValueStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

/** docs/behaviour.md#data-kept-on-the-device local storage: three keys, token values base64-encoded. */
export const TOKEN_KEYS = { access: STORAGE_KEYS.accessToken, refresh: STORAGE_KEYS.refreshToken, expiry: STORAGE_KEYS.tokenExpiry } as const;

const MINUTE = 60_000;
/** docs/behaviour.md#validation, #limits-and-constants token timing. */
const EXPIRED_MARGIN_MS = 5 * MINUTE;
const EXPIRING_SOON_MARGIN_MS = 10 * MINUTE;
export const DEFAULT_LIFETIME_MS = 15 * MINUTE;

const toBase64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (encoded: string): string | null => {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
};

/** The claims of a JWT access token (its middle part), or null when it is not one this device can read. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  const json = payload
    ? fromBase64(
        payload
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil(payload.length / 4) * 4, '='),
      )
    : null;
  try {
    const claims: unknown = json ? JSON.parse(json) : null;
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * When the access token expires, on this device's clock. The token's `iat` and `exp` are the
 * server's clock; a tablet's clock may be off by minutes, so the lifetime (`exp − iat`) is counted
 * from the moment the token arrived. Without `iat` the `exp` claim is taken as it is; an unreadable
 * token gets 15 minutes from now.
 */
export function expiryFromAccessToken(token: string, now: number): number {
  const { exp, iat } = tokenClaims(token) ?? {};
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  if (finite(exp) && finite(iat) && exp >= iat) return now + (exp - iat) * 1000;
  if (finite(exp)) return exp * 1000;
  return now + DEFAULT_LIFETIME_MS;
}

/** Counts as expired 5 minutes early; a missing expiry counts as expired. */
export const isExpired = (expiry: number | null, now: number): boolean => expiry === null || now >= expiry - EXPIRED_MARGIN_MS;

/** Counts as expiring soon 10 minutes early; a missing expiry counts as expiring. */
export const isExpiringSoon = (expiry: number | null, now: number): boolean => expiry === null || now >= expiry - EXPIRING_SOON_MARGIN_MS;

export function createTokenStore(storage: KeyValueStorage = safeLocalStorage(), clock: () => number = Date.now) {
  const read = (key: string) => {
    const raw = storage.getItem(key);
    return raw === null ? null : fromBase64(raw);
  };
  return {
    getAccess: (): string | null => read(TOKEN_KEYS.access),
    getRefresh: (): string | null => read(TOKEN_KEYS.refresh),
    getExpiry(): number | null {
      const raw = storage.getItem(TOKEN_KEYS.expiry);
      const value = raw === null ? NaN : Number(raw);
      return Number.isFinite(value) ? value : null;
    },
    /** Stores a new access token (and refresh token, when one came); the old refresh token is kept otherwise. */
    save(access: string, refresh?: string): void {
      storage.setItem(TOKEN_KEYS.access, toBase64(access));
      if (refresh) storage.setItem(TOKEN_KEYS.refresh, toBase64(refresh));
      storage.setItem(TOKEN_KEYS.expiry, String(expiryFromAccessToken(access, clock())));
    },
    clear(): void {
      for (const key of Object.values(TOKEN_KEYS)) storage.removeItem(key);
    },
    isAccessValid(): boolean {
      return this.getAccess() !== null && !isExpired(this.getExpiry(), clock());
    },
    isExpiringSoon(): boolean {
      return isExpiringSoon(this.getExpiry(), clock());
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;

/** The app's one token store. */
export const tokenStore = createTokenStore();
