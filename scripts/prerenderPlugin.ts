import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin, type Rollup } from 'vite';
import { renderedPageFile } from '../src/shared/config/renderedPages.ts';
import { siteConfig } from '../src/shared/config/site.ts';
import type { RenderedPage } from '../src/app/prerender/renderPage.tsx';
import { fillPageTemplate, routeFiles } from './prerenderHtml.ts';

const SERVER_ENTRY = 'src/app/prerender/renderPage.tsx';
const SERVER_OUT_DIR = '.ssr-out';

/** The chunks a rendered page needs beyond the entry: its route files' chunks and what they import. */
function pageAssets(bundle: Rollup.OutputBundle, routeIds: string[], root: string) {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const entryCss = new Set(entry?.viteMetadata?.importedCss ?? []);
  const files = routeFiles(routeIds).map((file) => path.join(root, file));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || inEntry.has(chunk.fileName) || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!entryCss.has(css)) styles.add(css);
    for (const imported of chunk.imports) visit(chunks.find((candidate) => candidate.fileName === imported));
  };
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => files.some((file) => id.startsWith(`${file}?tsr-split=component`)))) visit(chunk);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function sitemap(paths: string[]): string {
  const urls = paths.map((pagePath) => `  <url><loc>${siteConfig.origin}${pagePath}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Writes every public page as static HTML into the build: the server bundle renders them
 * against the seeded reference API, and each page is the built shell with its head tags, its markup in
 * #root, its route's styles and chunks, and the data it was drawn from. Emitted into the bundle, so the
 * service worker precaches them and the pre-compressor packs them like every other file.
 * `PRERENDER=0` builds without them (the bench measures both).
 */
export function prerenderPages(appVersion: string): Plugin {
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'etkilab:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env.PRERENDER !== '0',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const template = bundle['index.html'];
        if (template?.type !== 'asset') throw new Error('The shell (index.html) is missing from the bundle');
        // The server bundle is built with the same version (and year) as the app it renders for.
        process.env.APP_VERSION = appVersion;
        await build({ root, mode, logLevel: 'warn', build: { ssr: SERVER_ENTRY, outDir: SERVER_OUT_DIR, emptyOutDir: true, copyPublicDir: false } });
        const outputFile = path.join(root, SERVER_OUT_DIR, 'pages.json');
        await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/renderPages.ts', path.join(SERVER_OUT_DIR, 'renderPage.js'), outputFile], {
          cwd: root,
          env: { ...process.env, NODE_ENV: 'production' },
          maxBuffer: 16 * 1024 * 1024,
        });
        const pages = JSON.parse(await readFile(outputFile, 'utf8')) as Record<string, RenderedPage>;
        await rm(path.join(root, SERVER_OUT_DIR), { recursive: true, force: true });

        for (const [pagePath, page] of Object.entries(pages)) {
          const fileName = renderedPageFile(pagePath)?.slice(1);
          if (!fileName) throw new Error(`${pagePath} has no file name for its rendered page`);
          const html = fillPageTemplate(String(template.source), pagePath, page, pageAssets(bundle, page.routeIds, root));
          this.emitFile({ type: 'asset', fileName, source: html });
        }
        this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap(Object.keys(pages)) });
      },
    },
  };
}
