import { inflateSync } from 'node:zlib';
import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { stripJpeg } from './jpeg.ts';
import { checkPhoto } from './photoData.ts';
import { stripPng } from './png.ts';
import { dataUrl, GPS_MARK, jpegWithGps, pngWithText, TINY_JPEG } from './testImages.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('stripJpeg', () => {
  it('reads the size and keeps a plain JPEG byte for byte', () => {
    const stripped = stripJpeg(TINY_JPEG);
    expect(stripped).toMatchObject({ width: 16, height: 8 });
    expect(Buffer.from(stripped?.bytes ?? []).equals(TINY_JPEG)).toBe(true);
  });

  it('drops EXIF (with GPS), comments and whatever follows the image, and the rest still decodes', () => {
    const stripped = stripJpeg(jpegWithGps());
    expect(stripped).toMatchObject({ width: 16, height: 8 });
    const text = latin1(stripped?.bytes ?? new Uint8Array());
    expect(text).not.toContain('Exif');
    expect(text).not.toContain(GPS_MARK);
    expect(text).not.toContain('script');
    const image = decode(Buffer.from(stripped?.bytes ?? []));
    expect([image.width, image.height]).toEqual([16, 8]);
  });

  it('refuses what is not a whole JPEG', () => {
    expect(stripJpeg(Buffer.from('<script>alert(1)</script>'))).toBeUndefined();
    expect(stripJpeg(TINY_JPEG.subarray(0, 200))).toBeUndefined();
    expect(stripJpeg(Buffer.from('/9j/4AAQSkZJRg==', 'base64'))).toBeUndefined();
  });
});

describe('stripPng', () => {
  it('reads the size and drops text and EXIF chunks; the picture data stays whole', () => {
    const stripped = stripPng(pngWithText(5, 3));
    expect(stripped).toMatchObject({ width: 5, height: 3 });
    const text = latin1(stripped?.bytes ?? new Uint8Array());
    expect(text).not.toContain(GPS_MARK);
    expect(text).not.toContain('tEXt');
    const idat = text.indexOf('IDAT');
    const length = Buffer.from(stripped?.bytes ?? []).readUInt32BE(idat - 4);
    expect(inflateSync(Buffer.from(stripped?.bytes ?? []).subarray(idat + 4, idat + 4 + length)).length).toBe(6 * 3);
  });

  it('refuses a broken checksum or a missing end', () => {
    const png = pngWithText(5, 3);
    const broken = Buffer.from(png);
    broken[20] = (broken[20] ?? 0) ^ 0xff;
    expect(stripPng(broken)).toBeUndefined();
    expect(stripPng(png.subarray(0, png.length - 12))).toBeUndefined();
  });
});

describe('checkPhoto', () => {
  it('answers the stripped image as a data URL', () => {
    const checked = checkPhoto(dataUrl('jpeg', jpegWithGps()));
    expect(checked).toMatchObject({ ok: true, width: 16, height: 8 });
    expect(checked.ok && checked.dataUrl).toBe(dataUrl('jpeg', TINY_JPEG));
  });

  it('refuses script text labelled as a PNG, a JPEG labelled as a PNG, and a giant size', () => {
    expect(checkPhoto(dataUrl('png', Buffer.from('<script>fetch("//x")</script>'))).ok).toBe(false);
    expect(checkPhoto(dataUrl('png', TINY_JPEG)).ok).toBe(false);
    const huge = checkPhoto(dataUrl('png', pngWithText(5000, 1)));
    expect(huge).toMatchObject({ ok: false, message: 'Fotoğrafın her kenarı en fazla 4096 piksel olabilir.' });
  });
});
