import { convertIndexedToRgb, decode, encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { optimise } from './pngOptimise.ts';

type Paint = (x: number, y: number) => [number, number, number, number];

/** An 8-bit RGBA PNG, stored rather than compressed so that any re-encoding comes out smaller. */
function png(width: number, height: number, paint: Paint): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  return encode({ width, height, data, channels: 4 }, { zlib: { level: 0 } });
}

/** RGBA of any PNG, with fully transparent pixels made alike: their colour is never seen. */
function pixels(file: Uint8Array): number[] {
  const decoded = decode(file);
  const rgb = decoded.palette ? convertIndexedToRgb(decoded) : decoded.data;
  const channels = decoded.palette ? (decoded.palette[0]?.length ?? 3) : decoded.channels;
  const out: number[] = [];
  for (let p = 0; p < decoded.width * decoded.height; p++) {
    const rgba = [0, 1, 2, 3].map((ch) => (ch < channels ? (rgb[p * channels + ch] ?? 0) : 255));
    out.push(...(rgba[3] === 0 ? [0, 0, 0, 0] : rgba));
  }
  return out;
}

const gradient: Paint = (x, y) => [x * 4, y * 4, 128, 255];
/** Six visible colours, some translucent, and transparent pixels whose RGB varies. */
const flatArt: Paint = (x, y) => {
  const band = Math.floor(x / 8) % 7;
  return band === 0 ? [x, y, 7, 0] : [band * 30, 200 - band * 20, 90, band % 2 ? 255 : 40 * band];
};

describe('optimise', () => {
  it('keeps every visible pixel of a many-coloured image and drops alpha when it is opaque', () => {
    const input = png(64, 64, gradient);
    const { png: out, note } = optimise(input, false, 0);
    expect(note).toBe('lossless');
    expect(decode(out).channels).toBe(3);
    expect(pixels(out)).toEqual(pixels(input));
  });

  it('keeps translucency in a many-coloured image', () => {
    const input = png(64, 64, (x, y) => [x * 4, y * 4, 128, (x * y) % 256]);
    const { png: out } = optimise(input, false, Infinity);
    expect(decode(out).channels).toBe(4);
    expect(pixels(out)).toEqual(pixels(input));
  });

  it('writes a palette when there are few colours, counting transparent pixels as one', () => {
    const input = png(64, 48, flatArt);
    const { png: out, note } = optimise(input, false, Infinity);
    expect(note).toBe('lossless');
    expect(decode(out).palette).toHaveLength(7);
    expect(pixels(out)).toEqual(pixels(input));
    expect(out.length).toBeLessThan(input.length);
  });

  it('writes an opaque palette without alpha entries', () => {
    const input = png(64, 48, (x) => [x % 3, 40, 90, 255]);
    const decoded = decode(optimise(input, false, Infinity).png);
    expect(decoded.palette?.every((entry) => entry.length === 3)).toBe(true);
  });

  it('quantises to 256 colours only when asked to and over budget', () => {
    const input = png(64, 64, gradient);
    expect(optimise(input, true, Infinity).note).toBe('lossless');
    expect(optimise(input, false, 0).note).toBe('lossless');

    const { png: out, note } = optimise(input, true, 0);
    expect(note).toBe('256 colours');
    expect(decode(out).palette?.length).toBeLessThanOrEqual(256);
    const before = pixels(input);
    const worst = Math.max(...pixels(out).map((v, i) => Math.abs(v - (before[i] ?? 0))));
    expect(worst).toBeLessThanOrEqual(16);
  });

  it('leaves a PNG it does not re-encode as rendered', () => {
    const input = encode({ width: 4, height: 4, data: new Uint16Array(16 * 4).fill(0x1234), channels: 4, depth: 16 });
    expect(optimise(input, true, 0)).toEqual({ png: input, note: 'as rendered' });
  });
});
