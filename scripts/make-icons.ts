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
 * all network requests blocked; the PNGs are then re-encoded losslessly (palette when the
 * image has few colours, alpha dropped when opaque) and, only where an output asks for it,
 * quantised to 256 colours to stay within the size budget.
 */
import { readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync, constants as zc } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

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
  { src: 'assets/icons/og-etkilab.svg', out: 'public/og/etkilab-paylasim.png', width: 1200, height: 630, transparent: false, budget: SHARE_BUDGET, quantise: true },
  { src: 'assets/icons/og-orman.svg', out: 'public/og/orman-paylasim.png', width: 1200, height: 630, transparent: false, budget: SHARE_BUDGET, quantise: true },
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
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
    const place = ['x', 'y', 'width', 'height', 'opacity']
      .map((n) => (attr(tag, n) === undefined ? '' : ` ${n}="${attr(tag, n)}"`))
      .join('');
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
// PNG re-encoding (8-bit RGB/RGBA in, smallest of palette/RGB/RGBA out)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, tail]);
}

interface Raster {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  rgba: Uint8Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function decodePng(png: Buffer): Raster | null {
  let pos = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.toString('ascii', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      colorType = data[9] ?? -1;
      if (depth !== 8 || data[12] !== 0 || (colorType !== 2 && colorType !== 6)) return null;
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    for (let i = 0; i < stride; i++) {
      const x = raw[src + i] ?? 0;
      const a = i >= bpp ? (pixels[row + i - bpp] ?? 0) : 0;
      const b = y > 0 ? (pixels[prev + i] ?? 0) : 0;
      const c = y > 0 && i >= bpp ? (pixels[prev + i - bpp] ?? 0) : 0;
      let v: number;
      switch (filter) {
        case 0: v = x; break;
        case 1: v = x + a; break;
        case 2: v = x + b; break;
        case 3: v = x + ((a + b) >> 1); break;
        case 4: v = x + paeth(a, b, c); break;
        default: throw new Error(`bad PNG filter ${String(filter)}`);
      }
      pixels[row + i] = v & 0xff;
    }
  }
  if (bpp === 4) return { width, height, rgba: pixels };
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    rgba[p * 4] = pixels[p * 3] ?? 0;
    rgba[p * 4 + 1] = pixels[p * 3 + 1] ?? 0;
    rgba[p * 4 + 2] = pixels[p * 3 + 2] ?? 0;
    rgba[p * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** Filters scanlines (per-row choice by minimum sum of absolute differences) and deflates. */
function compress(pixels: Uint8Array, width: number, height: number, bpp: number, adaptive: boolean): Buffer {
  const stride = width * bpp;
  const out = new Uint8Array((stride + 1) * height);
  const trial = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let bestScore = Infinity;
    for (let f = 0; f < (adaptive ? 5 : 1); f++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const x = pixels[row + i] ?? 0;
        const a = i >= bpp ? (pixels[row + i - bpp] ?? 0) : 0;
        const b = y > 0 ? (pixels[row - stride + i] ?? 0) : 0;
        const c = y > 0 && i >= bpp ? (pixels[row - stride + i - bpp] ?? 0) : 0;
        const pred = f === 0 ? 0 : f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const v = (x - pred) & 0xff;
        trial[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        out[y * (stride + 1)] = f;
        out.set(trial, y * (stride + 1) + 1);
      }
    }
  }
  const candidates = [zc.Z_DEFAULT_STRATEGY, zc.Z_FILTERED].map((strategy) =>
    deflateSync(out, { level: 9, memLevel: 9, strategy }),
  );
  return candidates.reduce((a, b) => (b.length < a.length ? b : a));
}

function encodePng(width: number, height: number, colorType: number, idat: Buffer, plte?: Uint8Array, trns?: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colorType;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  if (plte) parts.push(chunk('PLTE', plte));
  if (trns && trns.length > 0) parts.push(chunk('tRNS', trns));
  parts.push(chunk('IDAT', idat), chunk('IEND', new Uint8Array(0)));
  return Buffer.concat(parts);
}

/** Palette PNG from an RGBA raster whose colours are all in `palette` (index by key). */
function encodeIndexed(r: Raster, colours: number[], indexOf: (p: number) => number): Buffer {
  // Translucent entries first so the tRNS chunk stays short.
  const order = colours.map((c, i) => ({ c, i })).sort((p, q) => (p.c & 0xff) - (q.c & 0xff) || p.i - q.i);
  const remap = new Map(order.map((o, n) => [o.i, n]));
  const plte = new Uint8Array(order.length * 3);
  const alphas: number[] = [];
  order.forEach(({ c }, n) => {
    plte[n * 3] = c >>> 24;
    plte[n * 3 + 1] = (c >>> 16) & 0xff;
    plte[n * 3 + 2] = (c >>> 8) & 0xff;
    if ((c & 0xff) < 255) alphas.push(c & 0xff);
  });
  const indices = new Uint8Array(r.width * r.height);
  for (let p = 0; p < indices.length; p++) indices[p] = remap.get(indexOf(p)) ?? 0;
  const idat = [false, true]
    .map((adaptive) => compress(indices, r.width, r.height, 1, adaptive))
    .reduce((a, b) => (b.length < a.length ? b : a));
  return encodePng(r.width, r.height, 3, idat, plte, Uint8Array.from(alphas));
}

function pixelKey(rgba: Uint8Array, p: number): number {
  return (((rgba[p * 4] ?? 0) << 24) | ((rgba[p * 4 + 1] ?? 0) << 16) | ((rgba[p * 4 + 2] ?? 0) << 8) | (rgba[p * 4 + 3] ?? 0)) >>> 0;
}

function encodeLossless(r: Raster): Buffer {
  const n = r.width * r.height;
  const seen = new Map<number, number>();
  let opaque = true;
  for (let p = 0; p < n; p++) {
    const alpha = r.rgba[p * 4 + 3] ?? 0;
    if (alpha !== 255) opaque = false;
    // Fully transparent pixels are all the same colour, whatever RGB they carry.
    if (seen.size <= 256) {
      const key = alpha === 0 ? 0 : pixelKey(r.rgba, p);
      if (!seen.has(key)) seen.set(key, seen.size);
    }
  }
  const results: Buffer[] = [];
  if (seen.size <= 256) {
    results.push(
      encodeIndexed(r, [...seen.keys()], (p) => seen.get((r.rgba[p * 4 + 3] ?? 0) === 0 ? 0 : pixelKey(r.rgba, p)) ?? 0),
    );
  }
  if (opaque) {
    const rgb = new Uint8Array(n * 3);
    for (let p = 0; p < n; p++) rgb.set(r.rgba.subarray(p * 4, p * 4 + 3), p * 3);
    results.push(encodePng(r.width, r.height, 2, compress(rgb, r.width, r.height, 3, true)));
  } else {
    const clean = Uint8Array.from(r.rgba);
    for (let p = 0; p < n; p++) if (clean[p * 4 + 3] === 0) clean.fill(0, p * 4, p * 4 + 3);
    results.push(encodePng(r.width, r.height, 6, compress(clean, r.width, r.height, 4, true)));
  }
  return results.reduce((a, b) => (b.length < a.length ? b : a));
}

/**
 * Lossy fallback: median-cut to 256 colours (weighted by pixel count), then nearest-colour
 * mapping without dithering, which suits flat vector art.
 */
function encodeQuantised(r: Raster): Buffer {
  const n = r.width * r.height;
  const counts = new Map<number, number>();
  for (let p = 0; p < n; p++) {
    const key = pixelKey(r.rgba, p);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  type Box = { colours: [number, number][] };
  const channel = (c: number, ch: number): number => (c >>> (24 - ch * 8)) & 0xff;
  let boxes: Box[] = [{ colours: [...counts.entries()] }];
  while (boxes.length < 256) {
    let target = -1;
    let targetScore = 0;
    let targetChannel = 0;
    boxes.forEach((box, i) => {
      if (box.colours.length < 2) return;
      let weight = 0;
      for (const [, w] of box.colours) weight += w;
      for (let ch = 0; ch < 4; ch++) {
        let lo = 255;
        let hi = 0;
        for (const [c] of box.colours) {
          const v = channel(c, ch);
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
        const score = (hi - lo) * Math.sqrt(weight);
        if (score > targetScore) {
          targetScore = score;
          target = i;
          targetChannel = ch;
        }
      }
    });
    if (target < 0) break;
    const box = boxes[target];
    if (!box) break;
    box.colours.sort((a, b) => channel(a[0], targetChannel) - channel(b[0], targetChannel));
    let total = 0;
    for (const [, w] of box.colours) total += w;
    let acc = 0;
    let cut = 1;
    for (let i = 0; i < box.colours.length - 1; i++) {
      acc += box.colours[i]?.[1] ?? 0;
      cut = i + 1;
      if (acc >= total / 2) break;
    }
    boxes = [...boxes.slice(0, target), { colours: box.colours.slice(0, cut) }, { colours: box.colours.slice(cut) }, ...boxes.slice(target + 1)];
  }
  const palette = boxes.map((box) => {
    const sum = [0, 0, 0, 0];
    let weight = 0;
    for (const [c, w] of box.colours) {
      for (let ch = 0; ch < 4; ch++) sum[ch] = (sum[ch] ?? 0) + channel(c, ch) * w;
      weight += w;
    }
    const [cr, cg, cb, ca] = sum.map((s) => Math.round(s / weight)) as [number, number, number, number];
    return ((cr << 24) | (cg << 16) | (cb << 8) | ca) >>> 0;
  });
  const nearest = new Map<number, number>();
  for (const key of counts.keys()) {
    let best = 0;
    let bestDist = Infinity;
    palette.forEach((c, i) => {
      let d = 0;
      for (let ch = 0; ch < 4; ch++) d += (channel(c, ch) - channel(key, ch)) ** 2;
      if (d < bestDist) {
        bestDist = d;
        best = i;
      }
    });
    nearest.set(key, best);
  }
  return encodeIndexed(r, palette, (p) => nearest.get(pixelKey(r.rgba, p)) ?? 0);
}

function optimise(png: Buffer, quantise: boolean, budget: number): { png: Buffer; note: string } {
  const raster = decodePng(png);
  if (!raster) return { png, note: 'as rendered' };
  const lossless = encodeLossless(raster);
  const best = lossless.length < png.length ? lossless : png;
  if (best.length <= budget || !quantise) return { png: best, note: 'lossless' };
  const lossy = encodeQuantised(raster);
  return lossy.length < best.length ? { png: lossy, note: '256 colours' } : { png: best, note: 'lossless' };
}

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let failed = false;
  try {
    if (args[0] === '--preview') {
      const background = args.find((a) => a.startsWith('--bg='))?.slice(5);
      const [, input, output, w, h] = args.filter((a) => !a.startsWith('--bg='));
      if (!input || !output) throw new Error('usage: --preview in.svg out.png [width height]');
      const svg = loadSvg(input);
      const box = attr(/<svg\b[^>]*>/.exec(svg)?.[0] ?? '', 'viewBox')?.split(/[\s,]+/).map(Number);
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
