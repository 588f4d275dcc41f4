/**
 * Runtime cache names shared by the service worker and the page (framework-free:
 * the worker imports this file). Precache names are Workbox's own.
 */
export const RUNTIME_CACHES = {
  /** GET /api/blog/* answers: network first with a short timeout, cached copy offline. */
  blogApi: 'blog-api',
  /** Blog and content images: cache first; "save for offline" puts an article's images here. */
  blogImages: 'blog-images',
  /** Rendered public pages other than the landing page (not precached): network first, the copy of a page once opened offline. */
  renderedPages: 'rendered-pages',
} as const;

/** Cache Storage names holding anything of a signed-in user start with this: signing out deletes them. */
export const USER_CACHE_PREFIX = 'user-';

/**
 * Present while someone is signed in on this device (src/shared/offline/signedInHint.ts): the worker then
 * opens `/` on the shell, which sends them to their dashboard, not on the rendered landing page.
 */
export const SIGNED_IN_HINT = { cacheName: `${USER_CACHE_PREFIX}signed-in`, url: '/__signed-in' } as const;

/**
 * Content packs' files (src/shared/offline/packIndex.ts): the page downloads them here on purpose and the worker
 * keeps here what an item loads online. They hold nothing personal, so signing out keeps them.
 */
export const CONTENT_PACKS_CACHE = 'content-packs';
