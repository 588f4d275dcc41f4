import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { RUNTIME_CACHES } from '../src/shared/offline/cacheNames.ts';

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
 * Rendered article pages: the blog grows, so they are not precached (docs/behaviour.md#routes-and-guards keeps an article readable
 * once read, which the blog answers above already do); a page once opened also comes back rendered.
 */
export const renderedArticlePages = new NetworkFirst({
  cacheName: RUNTIME_CACHES.blogPages,
  networkTimeoutSeconds: BLOG_API_TIMEOUT_SECONDS,
  plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true })],
});

export function registerRuntimeCaching(): void {
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
