/** Where to go after sign-in when there is no safe return address. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

const PLACEHOLDER_ORIGIN = 'https://return-url.invalid';

/**
 * Follows a returnUrl only when it is a path on this site: it must start with a
 * single "/", and carry no scheme, no "//host", no backslashes and no control
 * characters. Anything else (open redirects, javascript:, encoded tricks) goes
 * to the dashboard. Sign-in screens are not returned to, to avoid loops.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return DEFAULT_AFTER_LOGIN;
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_LOGIN;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /^\/[a-z][a-z0-9+.-]*:/i.test(decoded)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_AFTER_LOGIN;
  if (/^\/(login|register|forgot-password|change-password)(\/|$)/.test(url.pathname)) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}
