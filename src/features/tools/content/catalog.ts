import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The tools' text, loaded by the tools routes (precached, so the tools work offline). */
export const loadToolsCatalog = (): Promise<void> => loadCatalog('tools', () => import('@locales/tr/tools.po'));
