import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The experiment library's text, loaded by its routes (precached, so it works offline). */
export const loadExperimentsCatalog = (): Promise<void> => loadCatalog('experiments', () => import('@locales/tr/experiments.po'));
