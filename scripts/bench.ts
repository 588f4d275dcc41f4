/**
 * `npm run bench`: builds the app and prints one line per budget (budgets.json)
 * with its figure and its limit. Exits non-zero when a budget is broken.
 *
 * `--sizes` measures the existing `dist/` without Lighthouse (no second build, the browser tests'
 * Chromium): the bytes budgets and EtkiBot's retrieval, in about ten seconds. `npm test` runs it after
 * its build, so a change that pulls a library into the landing page's entry fails there and then,
 * not at the next full bench.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { launch } from 'chrome-launcher';
import { pathToFileURL } from 'node:url';
import { buildServer } from '../server/app.ts';
import { CHROMIUM_FLAGS, DEFAULT_BROWSER } from './browser.ts';
import { NO_ANSWER_SET, RETRIEVAL_SET } from '../src/features/assistant/model/retrievalSet.ts';
import { measureRetrieval } from '../src/features/assistant/model/search/retrievalQuality.ts';
import { loadSourceIndex } from '../src/features/assistant/model/search/sourceIndex.ts';
import type { PackedIndex } from '../src/features/assistant/model/search/packIndex.ts';
import { measurePage, type PageFigures } from './benchLighthouse.ts';
import { PACK_INDEX_URL, type PackIndex } from '../src/shared/offline/packIndex.ts';

type Budgets = {
  initialJsGzipKB: number;
  routeChunkGzipKB: number;
  libraryCatalogueGzipKB: number;
  shellKB: number;
  blockEditorGzipKB: number;
  lighthouse: {
    pages: string[];
    runs: number;
    min: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
    max: { lcpMs: number; cls: number; tbtMs: number };
  };
  assistant: { indexGzipKB: number; retrievalTop3Percent: number; slowestAnswerMs: number };
};

const sizesOnly = process.argv.includes('--sizes');
// Lighthouse wants the full browser; the sizes need only a page load, which the headless shell does.
const CHROME = process.env.CHROME_PATH || (sizesOnly ? DEFAULT_BROWSER : '/usr/bin/chromium');
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;
const dist = path.resolve('dist');
const gzipKB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const lines: { name: string; value: number; limit: number; unit: string; atLeast?: boolean }[] = [];

// The same app built without its rendered pages, measured in the same run: the gain is a ratio of two
// figures taken side by side on the same machine, not of today's figure and an old one.
const plainDist = path.resolve('dist-plain');
if (!sizesOnly && !process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--outDir', plainDist], { stdio: 'inherit', env: { ...process.env, PRERENDER: '0' } });
}

const port = Number(process.env.BENCH_PORT ?? 4190);
const origin = `http://localhost:${port}`;
const plainOrigin = `http://localhost:${port + 1}`;
const server = await buildServer({ distDir: dist });
await server.listen({ port, host: 'localhost' });
const plainServer = sizesOnly ? null : await buildServer({ distDir: plainDist });
await plainServer?.listen({ port: port + 1, host: 'localhost' });

try {
  // Initial JS of the landing page: every script the page itself loads before it settles.
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js') scripts.add(url.pathname);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const initialScripts = [...scripts];

  // Pages named in the budgets that the app does not have yet answer with the 404 page: skip them, loudly.
  const missingPages = new Set<string>();
  for (const pagePath of sizesOnly ? [] : budgets.lighthouse.pages) {
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    if ((await page.locator('h1').first().textContent())?.includes('Sayfa bulunamadı')) missingPages.add(pagePath);
  }
  await browser.close();
  const initialKB = initialScripts.reduce((sum, file) => sum + gzipKB(path.join(dist, file)), 0);
  lines.push({ name: `initial JS for / (${initialScripts.length} files, gzip)`, value: initialKB, limit: budgets.initialJsGzipKB, unit: 'KB' });

  // The largest lazy chunk: everything in assets/ that the landing page did not need. The block puzzle's
  // activity carries Blockly (the block editor), loaded only there, and has a budget of its own. (Blockly
  // is not a chunk apart: a group for it made the bundler move its runtime out of the entry, a second
  // request before the landing page starts.)
  const chunks = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js') && !initialScripts.includes(`/assets/${name}`));
  const isBlockEditor = (name: string) => name.startsWith('BlocksActivity-');
  // EtkiBot's index and the library's catalogue (every item's title, summary, outcomes and keywords, which
  // lists, filters and search need offline) are content, not code: they grow with the library and have
  // budgets of their own below.
  const isAssistantIndex = (name: string) => name.startsWith('_virtual_etkibot-index-');
  const isLibraryCatalogue = (name: string) => name.startsWith('experiments-');
  const sized = chunks.map((name) => ({ name, kb: gzipKB(path.join(dist, 'assets', name)) })).sort((a, b) => b.kb - a.kb);
  const largest = sized.find((chunk) => !isBlockEditor(chunk.name) && !isAssistantIndex(chunk.name) && !isLibraryCatalogue(chunk.name));
  if (largest) lines.push({ name: `largest route chunk ${largest.name} (gzip)`, value: largest.kb, limit: budgets.routeChunkGzipKB, unit: 'KB' });
  const libraryCatalogue = sized.find((chunk) => isLibraryCatalogue(chunk.name));
  if (!libraryCatalogue) throw new Error('The build has no library catalogue chunk (experiments-*.js).');
  lines.push({ name: `library catalogue ${libraryCatalogue.name} (gzip)`, value: libraryCatalogue.kb, limit: budgets.libraryCatalogueGzipKB, unit: 'KB' });
  const blockEditor = sized.find((chunk) => isBlockEditor(chunk.name));
  if (blockEditor)
    lines.push({ name: `block puzzle with its editor ${blockEditor.name} (gzip)`, value: blockEditor.kb, limit: budgets.blockEditorGzipKB, unit: 'KB' });

  // EtkiBot: what its route adds (screen, search, words; loaded on that route only), its index (the
  // "EtkiBot dizini" pack, which grows with the library), and how well that index finds the expected source
  // for the retrieval set, and how fast.
  const assistantFiles = chunks.filter((name) => /^(etkibot|assistantIndex|assistantSource|loadAssistantPage|assistant)-/.test(name));
  const indexFile = chunks.find(isAssistantIndex);
  if (!indexFile) throw new Error('The build has no EtkiBot index chunk: did the build-time modules plugin run?');
  const assistantKB = assistantFiles.reduce((sum, name) => sum + gzipKB(path.join(dist, 'assets', name)), 0);
  lines.push({
    name: `EtkiBot route: code and words (${assistantFiles.length} files, gzip)`,
    value: assistantKB,
    limit: budgets.routeChunkGzipKB,
    unit: 'KB',
  });
  lines.push({
    name: 'EtkiBot index, its own pack (gzip)',
    value: gzipKB(path.join(dist, 'assets', indexFile)),
    limit: budgets.assistant.indexGzipKB,
    unit: 'KB',
  });
  const { default: packed } = (await import(pathToFileURL(path.join(dist, 'assets', indexFile)).href)) as { default: PackedIndex };
  const retrieval = measureRetrieval(loadSourceIndex(packed), RETRIEVAL_SET, NO_ANSWER_SET);
  lines.push({
    name: `EtkiBot retrieval top-3 (${retrieval.cases} questions; top-1 ${(retrieval.top1 * 100).toFixed(1)} %, refused ${retrieval.refused}/${retrieval.unanswerable} unanswerable)`,
    value: retrieval.top3 * 100,
    limit: budgets.assistant.retrievalTop3Percent,
    unit: '%',
    atLeast: true,
  });
  lines.push({
    name: `EtkiBot slowest answer (median ${retrieval.medianMs.toFixed(2)} ms)`,
    value: retrieval.slowestMs,
    limit: budgets.assistant.slowestAnswerMs,
    unit: 'ms',
  });

  // What the service worker downloads at install: the shell (docs/architecture.md#content-packs). The manifest may
  // name a file twice (the web manifest's icons); the browser stores it once.
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? ''))];
  const shellKB = urls.reduce((sum, url) => sum + statSync(path.join(dist, url)).size, 0) / 1024;
  lines.push({ name: `shell precache (${urls.length} files, uncompressed)`, value: shellKB, limit: budgets.shellKB, unit: 'KB' });

  // What each content pack downloads (no budget of their own: printed so that a pack's growth is seen).
  const packIndex = JSON.parse(readFileSync(path.join(dist, PACK_INDEX_URL), 'utf8')) as PackIndex;
  for (const pack of packIndex.packs) {
    const items = pack.kind === 'items' ? `, ${pack.items.length} items` : '';
    console.log(`pack  ${pack.id}: ${(pack.bytes / 1024).toFixed(1)} KB uncompressed (${pack.files.length} files${items})`);
  }

  // Lighthouse, mobile emulation (its default), the median of several runs for each page that exists,
  // with the figures of the build without rendered pages beside them.
  if (!sizesOnly) {
    const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROMIUM_FLAGS });
    try {
      const { runs, min, max } = budgets.lighthouse;
      for (const pagePath of budgets.lighthouse.pages) {
        if (missingPages.has(pagePath)) {
          console.log(`skip  lighthouse ${pagePath}: the page does not exist yet`);
          continue;
        }
        const rendered = await measurePage(`${origin}${pagePath}`, chrome.port, runs);
        const plain = await measurePage(`${plainOrigin}${pagePath}`, chrome.port, runs);
        const without = (key: keyof PageFigures, digits = 0) => `without rendered pages ${plain[key].toFixed(digits)}`;
        for (const [key, limit] of Object.entries(min) as Array<[keyof typeof min, number]>) {
          lines.push({ name: `lighthouse ${pagePath} ${key} (median of ${runs}; ${without(key)})`, value: rendered[key], limit, unit: '', atLeast: true });
        }
        lines.push({ name: `lighthouse ${pagePath} LCP (${without('lcpMs')} ms)`, value: rendered.lcpMs, limit: max.lcpMs, unit: 'ms' });
        lines.push({ name: `lighthouse ${pagePath} TBT (${without('tbtMs')} ms)`, value: rendered.tbtMs, limit: max.tbtMs, unit: 'ms' });
        lines.push({ name: `lighthouse ${pagePath} CLS (${without('cls', 3)})`, value: rendered.cls, limit: max.cls, unit: '' });
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await server.close();
  await plainServer?.close();
}

let broken = 0;
for (const line of lines) {
  const ok = line.atLeast ? line.value >= line.limit : line.value <= line.limit;
  if (!ok) broken += 1;
  const figure = line.unit ? `${line.value.toFixed(1)} ${line.unit}` : String(Number(line.value.toFixed(3)));
  const limit = line.unit ? `${line.atLeast ? '≥' : '≤'} ${line.limit} ${line.unit}` : `${line.atLeast ? '≥' : '≤'} ${line.limit}`;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${line.name}: ${figure} (budget ${limit})`);
}
process.exit(broken ? 1 : 0);
