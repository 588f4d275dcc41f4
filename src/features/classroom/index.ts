/**
 * The classroom's public surface: what the app shell and the dashboard read of it. Screens are
 * imported by their routes directly, so each route chunk carries only its own.
 */
import { lazy } from 'react';
import { loadClassroomCatalog } from './loadClassroomCatalog.ts';

export { assignmentsQuery, classroomKeys, classesQuery, classQuery, homeworksQuery } from './api.ts';
export { loadClassroomCatalog };

/** The dashboard home's "what is next" card, fetched with the classroom's texts only when the home shows it. */
export const NextUpCard = lazy(async () => {
  const [module] = await Promise.all([import('./components/NextUpCard.tsx'), loadClassroomCatalog()]);
  return { default: module.NextUpCard };
});
