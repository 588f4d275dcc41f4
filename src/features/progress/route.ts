import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth';
import type { ProgressPage, ProgressPageName } from './content/pages.ts';

/*
 * Route options ship in the landing page's entry, so the progress routes share these small pieces:
 * the head builders and their texts arrive with the loader, on demand.
 */

/** What a loader reads of the router's context (src/app/routerContext.ts): the query cache, and who is signed in. */
type LoaderContext = { queryClient: QueryClient; session: SessionStore };

/**
 * A progress route's loader: the screen's first data starts loading at once (api.ts, which the screen's chunk
 * holds anyway; not awaited, and a failure is the screen's to show), then the progress texts are loaded and the
 * head tags built. The route hands over the address being entered, parsed as its validateSearch does: given
 * through loaderDeps instead, every change the screen makes to its own address would run the loader again.
 */
export const progressPage = (name: ProgressPageName, context: LoaderContext, search: Pick<ProgressSearch, 'student'>): Promise<ProgressPage> => {
  void import('./api.ts')
    .then((api) => api.prefetchProgressPage(context.queryClient, name, context.session.getState().user, search.student))
    .catch(() => undefined);
  return import('./content/pages.ts').then((pages) => pages.progressPage(name));
};

/**
 * What the progress screens read of their address: `class`, `student`, the map's `grade` and the
 * schedule's `week` (its Monday). The routes parse it with the classroom's parser (one parser in the
 * landing page's entry, not two), where the week is the classroom's `date`.
 */
export type ProgressSearch = { class?: number; student?: number; week?: string; grade?: number };
