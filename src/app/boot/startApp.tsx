import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from '../App.tsx';
import { queryClient } from '../queryClient.ts';
import { router } from '../router.tsx';

/**
 * A page rendered at build time is hydrated when the router, with the same data, arrives at the same
 * page; otherwise (a signed-in visitor sent on from `/`) the app renders afresh over it.
 */
async function readyToHydrate(renderedPath: string): Promise<boolean> {
  const data = document.getElementById('page-data')?.textContent;
  if (data) hydrate(queryClient, JSON.parse(data) as DehydratedState);
  // The rendered markup has no Suspense boundary around the root: the browser's tree must not either.
  router.ssr = { manifest: undefined };
  await router.load();
  if (router.state.location.href === renderedPath) return true;
  router.ssr = undefined;
  return false;
}

export async function startApp(container: HTMLElement): Promise<void> {
  const renderedPath = container.dataset.renderedPage;
  if (renderedPath !== undefined && (await readyToHydrate(renderedPath))) {
    hydrateRoot(
      container,
      <StrictMode>
        <App rendered />
      </StrictMode>,
    );
    return;
  }
  // A transition lets React yield between components, so the first render does not block input
  // on slow school tablets (the static spinner in index.html stays until it commits).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
