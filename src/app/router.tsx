import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { queryClient } from './queryClient.ts';
import { sessionStore } from '@/features/auth';
import { PagePending } from './PagePending.tsx';
import { RouteError } from './RouteError.tsx';

export const router = createRouter({
  routeTree,
  context: { queryClient, session: sessionStore },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PagePending,
  defaultPendingMs: 250,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
  defaultStructuralSharing: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
