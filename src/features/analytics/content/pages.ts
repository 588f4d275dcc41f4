import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';
import { schoolAnalyticsHead } from './meta.ts';

/** The route's loader: its words, then the head tags made with them, before the page renders. */
export async function loadSchoolAnalyticsPage() {
  await loadCatalog('analytics', () => import('@locales/tr/analytics.po'));
  return { head: schoolAnalyticsHead() };
}
