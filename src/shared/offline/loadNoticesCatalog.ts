import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The texts of the notices loaded on demand (update, iOS install hint, sent posts): loaded with them, not with every page. */
export const loadNoticesCatalog = (): Promise<void> => loadCatalog('notices', () => import('@locales/tr/notices.po'));
