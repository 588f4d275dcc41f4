import type { RenderedPage } from '../src/app/prerender/renderPage.tsx';
import { PAGE_SCRIPTS_ID, START_AFTER_FIRST_PAINT, type PageScripts } from '../src/shared/config/pageScripts.ts';

/** The route files behind matched route ids: `/_public/blog/` → `src/routes/_public/blog/index.tsx`. */
export function routeFiles(routeIds: string[]): string[] {
  return routeIds.map((id) => (id === '__root__' ? 'src/routes/__root.tsx' : `src/routes${id.endsWith('/') ? `${id}index` : id}.tsx`));
}

/** JSON inside a <script> must not be able to close it. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const ROOT_WITH_BOOT_SCREEN = /<div id="root">[\s\S]*<\/div>(?=\s*<noscript>)/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;

/**
 * The built shell made into one page: its head tags, its route's styles (so it is drawn styled at
 * once, without a shift when the chunk arrives), its markup in #root and the Query data it was drawn
 * from. Its scripts (the entry and the route's chunks) are fetched after its first paint (pageScripts.ts).
 */
export function fillPageTemplate(template: string, pagePath: string, page: RenderedPage, assets: { scripts: string[]; styles: string[] }): string {
  if (!ROOT_WITH_BOOT_SCREEN.test(template)) throw new Error('The shell has no #root before its <noscript>');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined) throw new Error('The shell has no entry <script type="module">');
  const scripts: PageScripts = { entry: `/${entry}`, preload: assets.scripts.map((file) => `/${file}`) };
  const headTags = [
    page.head,
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptSafeJson(scripts)}</script>`,
    `<script>${START_AFTER_FIRST_PAINT}</script>`,
  ].join('');
  const data = page.queryState.queries.length > 0 ? `<script type="application/json" id="page-data">${scriptSafeJson(page.queryState)}</script>` : '';
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', () => `${headTags}</head>`)
    .replace(ROOT_WITH_BOOT_SCREEN, () => `<div id="root" data-rendered-page="${pagePath}">${page.body}</div>${data}`);
}
