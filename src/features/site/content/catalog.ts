import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** About, courses and contact text live in their own catalogue, loaded before those pages render. */
export const loadPagesCatalog = (): Promise<void> => loadCatalog('pages', () => import('@locales/tr/pages.po'));
