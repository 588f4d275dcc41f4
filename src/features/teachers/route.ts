import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth';

/**
 * What the teachers feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
/**
 * The route's loader: the teacher list starts loading with the screen's code (api.ts, which the screen's chunk
 * holds anyway; not awaited, and a failure is the screen's to show), then its words and what the page needs,
 * loaded on demand (content/pages.ts).
 */
export const loadTeachersRoute = ({ context }: { context: { queryClient: QueryClient; session: SessionStore } }) => {
  void import('./api.ts').then((api) => api.prefetchTeachersPage(context.queryClient, context.session.getState().user)).catch(() => undefined);
  return import('./content/pages.ts').then((module) => module.loadTeachersPage());
};
