/**
 * The classroom's public surface: what the app shell and the dashboard read of it. Screens are
 * imported by their routes directly, so each route chunk carries only its own.
 */
import { lazy } from 'react';
import { loadClassroomCatalog } from './content/catalog.ts';

export {
  assignmentsQuery,
  attendanceWrite,
  classroomKeys,
  classesQuery,
  gradeCellWrite,
  gradeWrite,
  homeworksQuery,
  loadTaughtContent,
  prefetchNextUp,
  submissionWrite,
} from './api.ts';
export { restoreDaysLeft } from './model/restoreWindow.ts';

/** The dashboard home's "what is next" card, fetched with the classroom's texts only when the home shows it. */
export const NextUpCard = lazy(async () => {
  const [module] = await Promise.all([import('./components/NextUpCard.tsx'), loadClassroomCatalog()]);
  return { default: module.NextUpCard };
});

/** The dashboard home's "Çocuğumu bağla" for a parent, with the classroom's texts. */
export const ParentLinkCard = lazy(async () => {
  const [module] = await Promise.all([import('./components/guardians/ParentLinkCard.tsx'), loadClassroomCatalog()]);
  return { default: module.ParentLinkCard };
});

/** A child's strip on a class tablet (their name, the way back to the class list, the idle count-down), with the classroom's texts. */
export const TabletChildBar = lazy(async () => {
  const [module] = await Promise.all([import('./components/tablet/TabletChildBar.tsx'), loadClassroomCatalog()]);
  return { default: module.TabletChildBar };
});

/** The school password a teacher types to take a device out of tablet mode, with the classroom's texts. */
export const LeaveTabletDialog = lazy(async () => {
  const [module] = await Promise.all([import('./components/tablet/LeaveTabletDialog.tsx'), loadClassroomCatalog()]);
  return { default: module.LeaveTabletDialog };
});
