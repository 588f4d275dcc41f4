import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';
import { teachersHead } from './meta.ts';

/** The teacher management route's loader: its words, then the head tags made with them, before the page renders. */
export async function loadTeachersPage() {
  await loadCatalog('teachers', () => import('@locales/tr/teachers.po'));
  return { head: teachersHead() };
}
