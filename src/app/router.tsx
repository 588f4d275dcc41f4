import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { queryClient } from './queryClient.ts';
import { sessionStore } from '@/features/auth';
import { routerDefaults } from './routerDefaults.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient, session: sessionStore },
  ...routerDefaults,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
