import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

export const loadDashboardCatalog = (): Promise<void> => loadCatalog('dashboard', () => import('@locales/tr/dashboard.po'));
