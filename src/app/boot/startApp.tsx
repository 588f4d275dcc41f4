import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { rememberTypedFields } from '@/shared/lib/typedBeforeHydration.ts';
import { App } from '../App.tsx';
import { queryClient } from '../queryClient.ts';
import { appRouter } from '../router.tsx';
import { whenIdle } from '@/shared/lib/whenIdle.ts';
import { yieldToMain } from '@/shared/lib/yieldToMain.ts';
import { takeEarlyAction } from './earlyAction.ts';
import { refreshPageData } from './refreshPageData.ts';

/** The Query data a rendered page was drawn from (`#page-data`), if it has any. */
function readPageData(): DehydratedState | null {
  const data = document.getElementById('page-data')?.textContent;
  return data ? (JSON.parse(data) as DehydratedState) : null;
}

/**
 * The page's data counts as fetched now, so neither the loaders nor the components refetch it while React
 * hydrates: an answer arriving mid-hydration would change what is drawn under it. It is refreshed once
 * hydration is done (refreshPageData.ts).
 */
function asJustFetched(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}

/**
 * A page rendered at build time is hydrated when the router, with the same data, arrives at the same
 * page; otherwise (a signed-in visitor sent on from `/`) the app renders afresh over it.
 */
async function readyToHydrate(renderedPath: string, pageData: DehydratedState | null): Promise<boolean> {
  if (pageData) hydrate(queryClient, asJustFetched(pageData));
  await yieldToMain();
  const router = appRouter();
  // The rendered markup has no Suspense boundary around the root: the browser's tree must not either.
  router.ssr = { manifest: undefined };
  await yieldToMain();
  await router.load();
  if (router.state.location.href === renderedPath) return true;
  router.ssr = undefined;
  return false;
}

/**
 * Starts the app in steps, each its own task (the entry script's evaluation is the first): the page's
 * data, the router, the first route's loaders, then React. A rendered page is already on screen and
 * its links work meanwhile. Resolves once the first page is working: hydrated, or drawn afresh.
 */
export function startApp(container: HTMLElement): Promise<void> {
  return new Promise((started) => void startInSteps(container, started));
}

async function startInSteps(container: HTMLElement, started: () => void): Promise<void> {
  await yieldToMain();
  const renderedPath = container.dataset.renderedPage;
  const pageData = renderedPath === undefined ? null : readPageData();
  if (renderedPath !== undefined && (await readyToHydrate(renderedPath, pageData))) {
    const pageQueries = pageData?.queries.map((query) => query.queryHash) ?? [];
    await yieldToMain();
    const stopRemembering = rememberTypedFields(container);
    const earlyAction = takeEarlyAction();
    const hydrated = () => {
      stopRemembering();
      // Once the page is hydrated and its fields have taken back what was typed into them; the code to do it
      // is fetched only when there is something to do.
      if (earlyAction) whenIdle(() => void import('./replayEarlyAction.ts').then(({ replayEarlyAction }) => replayEarlyAction(earlyAction)));
      refreshPageData(queryClient, pageQueries);
      started();
    };
    // In a transition React hydrates in slices and answers a tap between them (replaying it once the
    // part tapped is hydrated); otherwise the whole page is hydrated in one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App rendered onHydrated={hydrated} />
        </StrictMode>,
        // A page that does not match its markup still works (React draws it afresh), and React's default
        // report of it (an uncaught error in the console) says it is a bug.
      );
    });
    return;
  }
  // Drawn afresh (over a rendered page, what was used there is gone).
  takeEarlyAction();
  const stopWatching = appRouter().subscribe('onRendered', () => {
    stopWatching();
    started();
  });
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
