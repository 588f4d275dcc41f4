import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { sessionStore } from '@/features/auth';
import { i18n } from '@/shared/i18n/i18n.ts';
import { HydrationProvider } from '@/shared/lib/useHydrated.tsx';
import { createAppQueryClient } from '../queryClient.ts';
import { routerDefaults } from '../routerDefaults.ts';
import { splitHoistedTags } from './splitHoistedTags.ts';

export type RenderedPage = {
  /** The head tags React hoisted (title, meta, canonical, preloads). */
  head: string;
  /** The page's markup, for inside `#root`. */
  body: string;
  /** The Query cache the page was drawn from, for the browser to start with the same data. */
  queryState: ReturnType<typeof dehydrate>;
  /** Route ids of the matched routes, root first (which route chunks the page needs). */
  routeIds: string[];
  /** A path that is not a page (no match, an error, a redirect) must not be written out. */
  ok: boolean;
};

/**
 * Renders one public page at build time, the way the browser will first draw it: the same route tree,
 * router defaults and catalogues, a signed-out visitor, and the data the page's loaders fetched.
 * Runs in Node from the build's server bundle (see scripts/prerenderPlugin.ts).
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const queryClient = createAppQueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, session: sessionStore },
    ...routerDefaults,
    isServer: true,
  });
  await router.load();
  // Loaders start some queries without awaiting them (the blog grid draws its own loading state):
  // the rendered page shows their data, not a spinner.
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 10));

  const page = (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HydrationProvider hydrating>
          <RouterProvider router={router} />
        </HydrationProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
  const html = await renderToHtml(page);
  // A boundary written apart and swapped in by an inline script would be refused by the CSP.
  if (html.includes('<template')) throw new Error(`${url}: a part of the page was written out of place`);

  // A redirect moves the location; an unknown path matches the root alone or a catch-all (`$`) route.
  const { matches, location } = router.state;
  const ok = location.pathname === url && matches.length > 1 && matches.every((match) => match.status === 'success' && !match.routeId.endsWith('/$'));
  return { ...splitHoistedTags(html), queryState: dehydrate(queryClient), routeIds: matches.map((match) => match.routeId), ok };
}

async function renderToHtml(element: ReactElement): Promise<string> {
  // One piece of HTML: by default React writes a large part of the page apart, to be moved into place by
  // an inline script, so that a stream can show what comes before it sooner. A file has no such hurry.
  // A component that fails here would be left for the browser to draw: the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  if (errors.length > 0) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
