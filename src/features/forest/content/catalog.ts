import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The forest mini-site's text, loaded by its layout route (precached, so it works offline). */
export const loadForestCatalog = (): Promise<void> => loadCatalog('forest', () => import('@locales/tr/forest.po'));
