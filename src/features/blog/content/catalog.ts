import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The blog's and newsletter block's text, loaded by the blog routes. */
export const loadBlogCatalog = (): Promise<void> => loadCatalog('blog', () => import('@locales/tr/blog.po'));
