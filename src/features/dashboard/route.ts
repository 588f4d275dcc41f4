import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth';

/**
 * What the dashboard feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
export { loadDashboardCatalog } from './content/catalog.ts';
export { communicationsHead, dashboardHomeHead, featuresSummaryHead, shippingHead } from './content/meta.ts';

/**
 * The home's loader: the "what is next" card's list starts loading with the screen's code rather than
 * after it (the classroom, which the home's chunk holds anyway, picks the list by role). Not awaited, and
 * a failure is the card's to show.
 */
export const loadDashboardHomeRoute = ({ context }: { context: { queryClient: QueryClient; session: SessionStore } }): void => {
  void import('@/features/classroom')
    .then((classroom) => classroom.prefetchNextUp(context.queryClient, context.session.getState().user))
    .catch(() => undefined);
};
