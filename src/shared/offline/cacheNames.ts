/**
 * Runtime cache names shared by the service worker and the page (framework-free:
 * the worker imports this file). Precache names are Workbox's own.
 */
export const RUNTIME_CACHES = {
  /** GET /api/blog/* answers: network first with a short timeout, cached copy offline. */
  blogApi: 'blog-api',
  /** Blog and content images: cache first; "save for offline" puts an article's images here. */
  blogImages: 'blog-images',
  /** Rendered article pages (not precached): network first, the copy of a page once opened offline. */
  blogPages: 'blog-pages',
} as const;
