/**
 * The public pages built to static HTML, so they arrive drawn. The build renders these and
 * every seeded blog article; the server, the service worker and the sitemap read the same mapping.
 */
export const RENDERED_PAGE_PATHS = [
  '/',
  '/about',
  '/contact',
  '/yardim',
  '/schools',
  '/courses',
  '/privacy',
  '/terms',
  '/cookies',
  '/forest',
  '/forest/fire-prevention',
  '/forest/tree-planting',
  '/forest/forest-heroes',
  '/forest/tree-journey',
  '/forest/turkey-forests',
  '/blog',
] as const;

/** Where a rendered page lives in the build: `/` → `/pages/index.html`, `/blog/x` → `/pages/blog/x.html`. */
const RENDERED_PAGES_DIR = '/pages';

const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * The rendered file that answers a navigation, or null when only the shell can: a page with a query
 * (a filtered blog list) or any path that is not a plain lower-case page path.
 */
export function renderedPageFile(pathname: string, search = ''): string | null {
  if (search !== '' && search !== '?') return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  // `index` is the home page's file name, never a page of its own (`/index` is an unknown address).
  if (!PAGE_PATH.test(trimmed) || /\/index$/.test(trimmed)) return null;
  return `${RENDERED_PAGES_DIR}${trimmed === '/' ? '/index' : trimmed}.html`;
}
