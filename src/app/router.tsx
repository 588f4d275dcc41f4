import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { madeOnFirstUse } from '@/shared/lib/lazy.ts';
import { queryClient } from './queryClient.ts';
import { sessionStore } from '@/features/auth';
import { routerDefaults } from './routerDefaults.ts';

function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient, session: sessionStore },
    ...routerDefaults,
    scrollRestoration: true,
  });
}

/**
 * The app's router, made when start-up asks for it rather than while the entry script is evaluated:
 * building it (the route tree, history, scroll restoration) is a long step of its own on a slow tablet,
 * and start-up yields before it (boot/startApp.tsx).
 */
export const appRouter = madeOnFirstUse(createAppRouter);

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
