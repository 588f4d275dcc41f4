import type { QueryClient } from '@tanstack/react-query';

/**
 * What the announcements feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
/**
 * The route's loader: the announcements start loading with the screen's code (api.ts, which the screen's chunk
 * holds anyway; not awaited, and a failure is the screen's to show), then its words and what the page needs,
 * loaded on demand (content/pages.ts).
 */
export const loadCommunicationsRoute = ({ context }: { context: { queryClient: QueryClient } }) => {
  void import('./api.ts').then((api) => api.prefetchCommunicationsPage(context.queryClient)).catch(() => undefined);
  return import('./content/pages.ts').then((module) => module.loadCommunicationsPage());
};
