/**
 * Renders the app icons and share images from hand-made SVG sources.
 *
 *   npx tsx scripts/make-icons.ts                          render every output below
 *   npx tsx scripts/make-icons.ts --preview in.svg out.png [width height] [--bg=#f7faf5]
 *                                                          render any SVG (to look at it)
 *
 * Sources live in assets/icons/*.svg (plus public/icons/logo.svg). A source may pull in
 * another SVG file with `<include href="public/icons/mascot-squirrel.svg" x=".." y=".."
 * width=".." height=".."/>`; it is inlined as a nested <svg> before rendering, so each
 * drawing exists once. Rendering uses the system Chromium through playwright-core with
 * all network requests blocked; scripts/pngOptimise.ts then shrinks the PNGs (losslessly, or
 * where an output asks for it quantised to 256 colours to stay within the size budget).
 */
import { readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from './browser.ts';
import { optimise } from './pngOptimise.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Output {
  src: string;
  out: string;
  width: number;
  height: number;
  /** Keep the transparent background (otherwise the source must paint every pixel). */
  transparent: boolean;
  /** Size budget in bytes; the build fails when an output exceeds it. */
  budget: number;
  /** Allow lossy 256-colour quantisation when the lossless file is over budget. */
  quantise?: boolean;
}

const ICON_BUDGET = 60 * 1024;
const SHARE_BUDGET = 200 * 1024;

const outputs: Output[] = [
  { src: 'public/icons/logo.svg', out: 'public/icons/icon-192.png', width: 192, height: 192, transparent: true, budget: ICON_BUDGET },
  { src: 'public/icons/logo.svg', out: 'public/icons/icon-512.png', width: 512, height: 512, transparent: true, budget: ICON_BUDGET },
  { src: 'assets/icons/maskable.svg', out: 'public/icons/icon-maskable-512.png', width: 512, height: 512, transparent: false, budget: ICON_BUDGET },
  { src: 'assets/icons/apple-touch.svg', out: 'public/apple-touch-icon.png', width: 180, height: 180, transparent: false, budget: ICON_BUDGET },
  { src: 'assets/icons/shortcut-forest.svg', out: 'public/icons/shortcut-forest-96.png', width: 96, height: 96, transparent: true, budget: ICON_BUDGET },
  { src: 'assets/icons/shortcut-tools.svg', out: 'public/icons/shortcut-tools-96.png', width: 96, height: 96, transparent: true, budget: ICON_BUDGET },
  {
    src: 'assets/icons/og-etkilab.svg',
    out: 'public/og/etkilab-paylasim.png',
    width: 1200,
    height: 630,
    transparent: false,
    budget: SHARE_BUDGET,
    quantise: true,
  },
  { src: 'assets/icons/og-orman.svg', out: 'public/og/orman-paylasim.png', width: 1200, height: 630, transparent: false, budget: SHARE_BUDGET, quantise: true },
];

// ---------------------------------------------------------------------------
// SVG preparation

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Reads an SVG file and inlines its `<include/>` elements (recursively). */
function loadSvg(path: string, depth = 0): string {
  if (depth > 4) throw new Error(`include nesting too deep at ${path}`);
  const text = readFileSync(resolve(root, path), 'utf8');
  return text.replace(/<include\b[^>]*\/>/g, (tag) => {
    const href = attr(tag, 'href');
    if (!href) throw new Error(`<include> without href in ${path}`);
    const inner = loadSvg(href, depth + 1);
    const open = /<svg\b[^>]*>/.exec(inner);
    if (!open) throw new Error(`${href} is not an SVG`);
    const viewBox = attr(open[0], 'viewBox');
    const body = inner.slice(open.index + open[0].length, inner.lastIndexOf('</svg>'));
    const place = ['x', 'y', 'width', 'height', 'opacity'].map((n) => (attr(tag, n) === undefined ? '' : ` ${n}="${attr(tag, n)}"`)).join('');
    return `<svg${place}${viewBox ? ` viewBox="${viewBox}"` : ''} overflow="visible">${body}</svg>`;
  });
}

/** Forces the root <svg> to the exact pixel size of the output. */
function sized(svg: string, width: number, height: number): string {
  return svg.replace(/<svg\b[^>]*>/, (tag) => {
    const clean = tag.replace(/\s(width|height)="[^"]*"/g, '');
    return clean.replace(/^<svg/, `<svg width="${width}" height="${height}"`);
  });
}

async function render(browser: Browser, svg: string, width: number, height: number, transparent: boolean, background = 'transparent'): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    // Sources must be self-contained: any request is a mistake, so refuse it.
    await page.route('**/*', (route) => route.abort());
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:${background};overflow:hidden}svg{display:block}</style></head><body>${sized(svg, width, height)}</body></html>`;
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.screenshot({ type: 'png', omitBackground: transparent, clip: { x: 0, y: 0, width, height } });
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  let failed = false;
  try {
    if (args[0] === '--preview') {
      const background = args.find((a) => a.startsWith('--bg='))?.slice(5);
      const [, input, output, w, h] = args.filter((a) => !a.startsWith('--bg='));
      if (!input || !output) throw new Error('usage: --preview in.svg out.png [width height]');
      const svg = loadSvg(input);
      const box = attr(/<svg\b[^>]*>/.exec(svg)?.[0] ?? '', 'viewBox')
        ?.split(/[\s,]+/)
        .map(Number);
      const width = Number(w ?? box?.[2] ?? 512);
      const height = Number(h ?? box?.[3] ?? 512);
      writeFileSync(resolve(output), await render(browser, svg, width, height, !background, background));
      console.log(`${output} ${width}×${height}`);
      return;
    }
    // The favicon is the logo, byte for byte.
    copyFileSync(resolve(root, 'public/icons/logo.svg'), resolve(root, 'public/favicon.svg'));
    for (const o of outputs) {
      const shot = await render(browser, loadSvg(o.src), o.width, o.height, o.transparent);
      const { png, note } = optimise(shot, o.quantise ?? false, o.budget);
      const target = resolve(root, o.out);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, png);
      const over = png.length > o.budget;
      failed ||= over;
      console.log(`${over ? '✗' : '✓'} ${o.out.padEnd(36)} ${`${o.width}×${o.height}`.padEnd(9)} ${String(png.length).padStart(7)} B  (${note})`);
    }
  } finally {
    await browser.close();
  }
  if (failed) {
    console.error('Some outputs are over their size budget.');
    process.exitCode = 1;
  }
}

await main();
