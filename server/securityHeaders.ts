import { createHash } from 'node:crypto';
import { EARLY_ACTION_SCRIPT } from '../src/shared/config/earlyActionScript.ts';
import { SIGNED_IN_HOME_SCRIPT } from '../src/shared/config/signedInHomeScript.ts';
import { START_AFTER_PAINT_SCRIPT } from '../src/shared/config/startAfterPaintScript.ts';

/** The only inline scripts a page may run, the rendered pages' (two, and the home page's third), named by their hashes. */
const RENDERED_PAGE_SCRIPT_HASHES = [EARLY_ACTION_SCRIPT, START_AFTER_PAINT_SCRIPT, SIGNED_IN_HOME_SCRIPT]
  .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  .join(' ');

/**
 * The CSP (docs/architecture.md#rendering-public-pages): scripts from this origin, plus the rendered pages' three
 * inline scripts, each allowed by its hash and no other; no framing.
 */
export function securityHeaders(apiOrigin?: string): Record<string, string> {
  const connect = ["'self'", apiOrigin].filter(Boolean).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${RENDERED_PAGE_SCRIPT_HASHES}`,
    // React style attributes (progress bars, positions) are inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * Hashed build assets never change; the shell and the worker must always be revalidated. An error is
 * never kept, whatever its path: a 404 for `/assets/…` cached for a year would outlive the deploy that
 * brings the file.
 */
export function cacheControlFor(urlPath: string, status = 200): string {
  if (status >= 400) return 'no-store';
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // Blog images never change under one name: a new image gets a new file name.
  if (urlPath.startsWith('/media/')) return 'public, max-age=2592000';
  if (urlPath === '/' || urlPath.endsWith('.html') || urlPath === '/sw.js' || urlPath.endsWith('.webmanifest')) {
    return 'no-cache';
  }
  return 'public, max-age=86400';
}

/**
 * Files and the shell are sent precompressed (.br, .gz) when the client accepts it, so every such answer
 * depends on Accept-Encoding: without Vary a shared cache could hand brotli to a client that cannot read it.
 */
export function varyOnEncoding(current: unknown): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}
