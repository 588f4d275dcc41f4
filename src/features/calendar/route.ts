import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth';

/**
 * What the calendar feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
export { calendarHead, schoolCalendarHead } from './content/meta.ts';
export { parseCalendarSearch } from './model/calendarSearch.ts';

/**
 * The school calendar's loader: the school's days off start loading with the screen's code (api.ts, which the
 * screen's chunk holds anyway; not awaited, and a failure is the screen's to show), for the accounts it shows them to.
 */
export const loadSchoolCalendarRoute = ({ context }: { context: { queryClient: QueryClient; session: SessionStore } }): void => {
  void import('./api.ts').then((api) => api.prefetchSchoolCalendarPage(context.queryClient, context.session.getState().user)).catch(() => undefined);
};
