import type { RenderedPage } from '../src/app/prerender/renderPage.tsx';
import { EARLY_ACTION_SCRIPT } from '../src/shared/config/earlyActionScript.ts';
import { SIGNED_IN_HOME_SCRIPT } from '../src/shared/config/signedInHomeScript.ts';
import { APP_ENTRY_META, START_AFTER_PAINT_SCRIPT } from '../src/shared/config/startAfterPaintScript.ts';

/** The route files behind matched route ids: `/_public/blog/` → `src/routes/_public/blog/index.tsx`. */
export function routeFiles(routeIds: string[]): string[] {
  return routeIds.map((id) => (id === '__root__' ? 'src/routes/__root.tsx' : `src/routes${id.endsWith('/') ? `${id}index` : id}.tsx`));
}

/** JSON inside a <script> must not be able to close it. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const PAGE_END_ID = 'rendered-page-end';

const ROOT_WITH_BOOT_SCREEN = /<div id="root">[\s\S]*<\/div>(?=\s*<noscript>)/;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The built shell made into one page: first in its head, on the home page, the script that sends someone
 * signed in on to /dashboard before anything is drawn (signedInHomeScript.ts); then the script that keeps
 * what is done before the app starts (earlyActionScript.ts) and the one that asks for the app's entry once
 * the page is painted (startAfterPaintScript.ts; the shell's own <script> tag becomes the meta tag naming
 * the entry); then the hint that it is drawn only once all of #root is read, its head tags, its route's
 * styles (so it is drawn styled at once, without a shift when the chunk arrives) and chunks (there when the
 * entry runs), its markup in #root, and the Query data it was drawn from.
 */
export function fillPageTemplate(template: string, pagePath: string, page: RenderedPage, assets: { scripts: string[]; styles: string[] }): string {
  if (!ROOT_WITH_BOOT_SCREEN.test(template)) throw new Error('The shell has no #root before its <noscript>');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The shell has no entry <script type="module">');
  const headTags = [
    // Chromium draws a page whose reading stalls as far as it has read: the header without its menu, then
    // the menu growing, which moved the page (a layout shift of 0.03 in CI). It now waits for the marker
    // after #root (Chromium unblocks on an element's start tag, so #root itself would not do).
    `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`,
    page.head,
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  // The home route's guard sends a signed-in user on; on the rendered page that must happen before it is painted.
  const homeScript = pagePath === '/' ? `<script>${SIGNED_IN_HOME_SCRIPT}</script>` : '';
  const data = page.queryState.queries.length > 0 ? `<script type="application/json" id="page-data">${scriptSafeJson(page.queryState)}</script>` : '';
  return template
    .replace(ENTRY_SCRIPT, () => `<meta name="${APP_ENTRY_META}" content="${entry}">`)
    .replace(/<head>/, () => `<head>${homeScript}<script>${EARLY_ACTION_SCRIPT}</script><script>${START_AFTER_PAINT_SCRIPT}</script>`)
    .replace('</head>', () => `${headTags}</head>`)
    .replace(ROOT_WITH_BOOT_SCREEN, () => `<div id="root" data-rendered-page="${pagePath}">${page.body}</div><template id="${PAGE_END_ID}"></template>${data}`);
}
