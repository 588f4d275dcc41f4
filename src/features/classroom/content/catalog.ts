import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The classroom's text (classes, homework, grades), loaded by its routes and precached for offline use. */
export const loadClassroomCatalog = (): Promise<void> => loadCatalog('classroom', () => import('@locales/tr/classroom.po'));
