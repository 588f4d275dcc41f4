import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The legal text has its own catalogue, loaded before the page and its head are built. */
export const loadLegalCatalog = (): Promise<void> => loadCatalog('legal', () => import('@locales/tr/legal.po'));
