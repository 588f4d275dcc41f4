import { PagePending } from './PagePending.tsx';
import { RouteError } from './RouteError.tsx';

/** What the browser's router and the build's page renderer share, so both draw the same tree. */
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PagePending,
  defaultPendingMs: 250,
  defaultErrorComponent: RouteError,
  defaultStructuralSharing: true,
} as const;
