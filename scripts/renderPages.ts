/**
 * Renders the public pages with the build's server bundle, against the reference API on a fresh,
 * seeded database: the blog's first page and every article show the seed's real content. Run by the
 * build (scripts/prerenderPlugin.ts) as `tsx scripts/renderPages.ts <server bundle> <output json>`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from '../server/app.ts';
import { API_PATHS } from '../src/shared/api/contract.ts';
import { RENDERED_PAGE_PATHS } from '../src/shared/config/renderedPages.ts';
import type { RenderedPage } from '../src/app/prerender/renderPage.tsx';

type ListAnswer = { results: { posts: Array<{ slug: string }> }; next: string | null };

async function articlePaths(origin: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await (await fetch(`${origin}${API_PATHS.blogPosts}?page=${page}`)).json()) as ListAnswer;
    paths.push(...answer.results.posts.map((post) => `/blog/${post.slug}`));
    if (!answer.next) return paths;
  }
}

const [bundlePath, outputPath] = process.argv.slice(2);
if (!bundlePath || !outputPath) throw new Error('usage: renderPages.ts <server bundle> <output json>');

// Node turns a timer longer than 2^31-1 ms into a 1 ms one, which would drop the Query cache's
// month-long entries in the middle of a render; a build never lives that long anyway.
const MAX_TIMER_MS = 2 ** 31 - 1;
const nodeSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((handler: () => void, delay?: number, ...rest: unknown[]) =>
  nodeSetTimeout(handler, Math.min(delay ?? 0, MAX_TIMER_MS), ...rest)) as typeof setTimeout;

const dataDir = await mkdtemp(path.join(tmpdir(), 'etkilab-render-'));
const api = await buildServer({ dataDir });
try {
  const origin = await api.listen({ host: '127.0.0.1', port: 0 });
  // The app calls its API by path, as in the browser: point those calls at the seeded server.
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => nodeFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init);

  const { renderPage } = (await import(pathToFileURL(path.resolve(bundlePath)).href)) as { renderPage: (url: string) => Promise<RenderedPage> };
  const pages: Record<string, RenderedPage> = {};
  for (const pagePath of [...RENDERED_PAGE_PATHS, ...(await articlePaths(origin))]) {
    const page = await renderPage(pagePath);
    if (!page.ok) throw new Error(`${pagePath} did not render as a page (routes: ${page.routeIds.join(', ')})`);
    pages[pagePath] = page;
  }
  await writeFile(outputPath, JSON.stringify(pages));
} finally {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}

// The app's modules leave timers behind (the Query cache's garbage collection, the session's checks):
// the pages are written, so the process ends here instead of waiting for them.
process.exit(0);
