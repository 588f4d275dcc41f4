import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth';

/** What every route's loader and guard can read. */
export type RouterContext = {
  queryClient: QueryClient;
  session: SessionStore;
};
