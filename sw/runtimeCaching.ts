import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CONTENT_PACKS_CACHE, RUNTIME_CACHES } from '../src/shared/offline/cacheNames.ts';

const DAY_SECONDS = 24 * 60 * 60;
/** A slow school network falls back to the stored copy instead of a long spinner. */
const BLOG_API_TIMEOUT_SECONDS = 4;

/** Only complete, successful answers are stored: never an error page or an opaque response. */
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * The blog calls to keep: same-origin GET /api/blog/… without a bearer token. Anything carrying a
 * user's credentials (and every auth or profile call) is left to the network.
 */
function isCacheableBlogCall({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }): boolean {
  return sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/blog/') && !request.headers.has('Authorization');
}

function isMediaImage({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }): boolean {
  return sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/');
}

/**
 * Rendered public pages other than the landing page: not precached, so the shell stays small
 * (docs/architecture.md#content-packs); the shell draws them offline, and a page once opened also comes back rendered.
 */
export const renderedPages = new NetworkFirst({
  cacheName: RUNTIME_CACHES.renderedPages,
  networkTimeoutSeconds: BLOG_API_TIMEOUT_SECONDS,
  plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true })],
});

/**
 * A content pack's file (docs/architecture.md#content-packs): every built file the precache does not hold is one,
 * since this route is registered after the precache's. Loaded by the app (a script, a stylesheet or a picture),
 * it comes from the packs' cache, or from the network and is kept there; the pack manager's own downloads
 * (no destination) pass through untouched, since it stores them itself.
 */
function isPackFileLoad({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }): boolean {
  return sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/') && ['script', 'style', 'image'].includes(request.destination);
}

export function registerRuntimeCaching(): void {
  registerRoute(isPackFileLoad, new CacheFirst({ cacheName: CONTENT_PACKS_CACHE, plugins: [onlyOk] }));
  registerRoute(
    isCacheableBlogCall,
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.blogApi,
      networkTimeoutSeconds: BLOG_API_TIMEOUT_SECONDS,
      plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    isMediaImage,
    new CacheFirst({
      cacheName: RUNTIME_CACHES.blogImages,
      plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
}
