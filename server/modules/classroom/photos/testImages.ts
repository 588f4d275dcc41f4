import { crc32 } from 'node:zlib';
import { deflateSync } from 'node:zlib';

/** A real 16 × 8 baseline JPEG (JFIF), made with jpeg-js. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AIQIWAACJ7gL/U163vIEqMlZWXpb9WxSNmSCrKP93P5AGjcbXJqrNfK/3JM//9k=',
  'base64',
);

/** Latitude 41° 0' 54" N as a phone writes it, to find again in whatever is stored. */
export const GPS_MARK = 'GPSLatitude41N';

/**
 * An APP1 EXIF segment as a phone writes it (a TIFF header and a GPS IFD pointer); the bytes after the
 * IFDs carry GPS_MARK so a test can see whether any of it survived.
 */
function exifSegment(): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF, first IFD at 8
    0x00,
    0x01, // one entry
    0x88,
    0x25,
    0x00,
    0x04,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x1a, // GPSInfo IFD pointer → 26
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from(GPS_MARK, 'latin1')]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
}

/** TINY_JPEG with EXIF GPS and a comment after its JFIF header, and a script after its end. */
export function jpegWithGps(): Buffer {
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x0d]), Buffer.from('made here..', 'latin1')]);
  const jfifEnd = 2 + 2 + TINY_JPEG.readUInt16BE(4);
  return Buffer.concat([TINY_JPEG.subarray(0, jfifEnd), exifSegment(), comment, TINY_JPEG.subarray(jfifEnd), Buffer.from('<script>x</script>')]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, crc]);
}

/** A width × height grey PNG with a tEXt location and an eXIf chunk beside the picture. */
export function pngWithText(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Location\0${GPS_MARK}`, 'latin1')),
    chunk('eXIf', Buffer.from(`MM\0*${GPS_MARK}`, 'latin1')),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const dataUrl = (kind: 'jpeg' | 'png', bytes: Buffer): string => `data:image/${kind};base64,${bytes.toString('base64')}`;
