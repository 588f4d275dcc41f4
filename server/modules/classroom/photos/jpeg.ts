import { joinBytes, type Decoded } from './decoded.ts';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
const COM = 0xfe;

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic tables) share the range but do not. */
const isFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Restart markers and TEM stand alone, without a length. */
const standsAlone = (marker: number): boolean => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;
/**
 * What a phone writes beside the picture: EXIF (with GPS) and XMP in APP1, maker notes, thumbnails
 * and comments. Only JFIF (APP0) and Adobe's colour transform (APP14) change how the pixels decode.
 */
const isMetadata = (marker: number): boolean => (marker >= APP0 && marker <= 0xef && marker !== APP0 && marker !== APP14) || marker === COM;

/** After a scan header the entropy-coded data runs until a 0xFF that is neither stuffing (FF 00) nor a restart. */
function endOfScan(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1] ?? 0;
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return -1;
}

/**
 * Walks every segment to the end-of-image marker, keeping what decoding needs and dropping metadata
 * and anything after the image (where a script or another file can hide). Undefined when the bytes
 * are not a whole JPEG with its size before its first scan.
 */
export function stripJpeg(bytes: Uint8Array): Decoded | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return undefined;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let size: { width: number; height: number } | undefined;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === EOI) {
      kept.push(bytes.subarray(at, at + 2));
      return size && { bytes: joinBytes(kept), ...size };
    }
    if (standsAlone(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return undefined;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    if (isFrame(marker)) {
      if (length < 7) return undefined;
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      size ??= { width, height };
    }
    if (marker === SOS) {
      if (!size) return undefined;
      const scanEnd = endOfScan(bytes, end);
      if (scanEnd < 0) return undefined;
      kept.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
      continue;
    }
    if (!isMetadata(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return undefined;
}
