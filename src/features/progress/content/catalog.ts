import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The progress screens' text (map, student progress, schedule), loaded by their routes and precached for offline use. */
export const loadProgressCatalog = (): Promise<void> => loadCatalog('progress', () => import('@locales/tr/progress.po'));
