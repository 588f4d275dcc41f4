import { crc32 } from 'node:zlib';
import { joinBytes, type Decoded } from './decoded.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The chunks that make the picture: the critical ones and those that change its colours or
 * transparency. Text (tEXt, zTXt, iTXt), eXIf, tIME and anything unknown are dropped.
 */
const KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'bKGD']);

const uint32 = (bytes: Uint8Array, at: number): number =>
  (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;

/**
 * Walks the chunks to IEND, checking each one's CRC, keeping only KEPT and nothing after the image.
 * Undefined when the bytes are not a whole PNG that starts with its header.
 */
export function stripPng(bytes: Uint8Array): Decoded | undefined {
  if (bytes.length < 8 || SIGNATURE.some((value, index) => bytes[index] !== value)) return undefined;
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let size: { width: number; height: number } | undefined;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = uint32(bytes, at);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== uint32(bytes, at + 8 + length)) return undefined;
    if (!size) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      size = { width: uint32(bytes, at + 8), height: uint32(bytes, at + 12) };
    }
    if (KEPT.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return { bytes: joinBytes(kept), ...size };
    at = end;
  }
  return undefined;
}
