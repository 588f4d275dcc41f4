/**
 * Shrinks the PNGs Chromium renders for scripts/make-icons.ts: re-encoded losslessly (palette when
 * the image has few colours, alpha dropped when opaque) and, only where an output asks for it,
 * quantised to 256 colours to stay within the size budget.
 */
import { decode, encode, type IndexedColors, type PngEncoderOptions } from 'fast-png';

interface Raster {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  rgba: Uint8Array;
}

// fast-png deflates at level 3 unless told; these files are made once and precached, so take the smallest.
const options: PngEncoderOptions = { zlib: { level: 9 } };

function toRaster(png: Uint8Array): Raster | null {
  const { width, height, data, depth, channels } = decode(png);
  // The encoders below take 8-bit RGBA; anything else is kept as rendered.
  if (depth !== 8 || (channels !== 3 && channels !== 4)) return null;
  const rgba = new Uint8Array(width * height * 4).fill(255);
  for (let p = 0; p < width * height; p++) {
    for (let ch = 0; ch < channels; ch++) rgba[p * 4 + ch] = data[p * channels + ch] ?? 0;
  }
  return { width, height, rgba };
}

function smallest(pngs: Uint8Array[]): Uint8Array {
  return pngs.reduce((a, b) => (b.length < a.length ? b : a));
}

/** Palette PNG of a raster whose every pixel is one of `colours` (RGBA keys); `indexOf` gives a pixel's. */
function encodeIndexed(r: Raster, colours: number[], indexOf: (p: number) => number): Uint8Array {
  // fast-png writes the tRNS chunk from the translucent entries in palette order, so they must come
  // first (which also keeps it short).
  const order = colours.map((c, i) => ({ c, i })).sort((p, q) => (p.c & 0xff) - (q.c & 0xff));
  const remap = new Map(order.map((o, n) => [o.i, n]));
  const translucent = order.some(({ c }) => (c & 0xff) < 255);
  // Without translucent entries fast-png would write an empty tRNS chunk, which libpng reports as invalid.
  const palette: IndexedColors = order.map(({ c }) => {
    const rgb = [c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff];
    return translucent ? [...rgb, c & 0xff] : rgb;
  });
  const indices = new Uint8Array(r.width * r.height);
  for (let p = 0; p < indices.length; p++) indices[p] = remap.get(indexOf(p)) ?? 0;
  return encode({ width: r.width, height: r.height, data: indices, channels: 1, palette }, options);
}

function pixelKey(rgba: Uint8Array, p: number): number {
  return (((rgba[p * 4] ?? 0) << 24) | ((rgba[p * 4 + 1] ?? 0) << 16) | ((rgba[p * 4 + 2] ?? 0) << 8) | (rgba[p * 4 + 3] ?? 0)) >>> 0;
}

function encodeLossless(r: Raster): Uint8Array {
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
  const results: Uint8Array[] = [];
  if (seen.size <= 256) {
    results.push(encodeIndexed(r, [...seen.keys()], (p) => seen.get((r.rgba[p * 4 + 3] ?? 0) === 0 ? 0 : pixelKey(r.rgba, p)) ?? 0));
  }
  if (opaque) {
    const rgb = new Uint8Array(n * 3);
    for (let p = 0; p < n; p++) rgb.set(r.rgba.subarray(p * 4, p * 4 + 3), p * 3);
    results.push(encode({ width: r.width, height: r.height, data: rgb, channels: 3 }, options));
  } else {
    const clean = Uint8Array.from(r.rgba);
    for (let p = 0; p < n; p++) if (clean[p * 4 + 3] === 0) clean.fill(0, p * 4, p * 4 + 3);
    results.push(encode({ width: r.width, height: r.height, data: clean, channels: 4 }, options));
  }
  return smallest(results);
}

/**
 * Lossy fallback: median-cut to 256 colours (weighted by pixel count), then nearest-colour
 * mapping without dithering, which suits flat vector art.
 */
function encodeQuantised(r: Raster): Uint8Array {
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

export function optimise(png: Uint8Array, quantise: boolean, budget: number): { png: Uint8Array; note: string } {
  const raster = toRaster(png);
  if (!raster) return { png, note: 'as rendered' };
  const lossless = encodeLossless(raster);
  const best = lossless.length < png.length ? lossless : png;
  if (best.length <= budget || !quantise) return { png: best, note: 'lossless' };
  const lossy = encodeQuantised(raster);
  return lossy.length < best.length ? { png: lossy, note: '256 colours' } : { png: best, note: 'lossless' };
}
