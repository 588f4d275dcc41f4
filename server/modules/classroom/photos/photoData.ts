import { CLASSROOM_LIMITS as L } from '../../../../src/shared/api/classroom.ts';
import { stripJpeg } from './jpeg.ts';
import { stripPng } from './png.ts';

const DATA_URL = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+={0,2})$/;

export type CheckedPhoto = { ok: true; dataUrl: string; width: number; height: number } | { ok: false; message: string };

/**
 * A hand-in's photo as it may be stored: the bytes must be the image the data: URL names (its magic
 * bytes and structure, not only the label), of a size a child's photo can be, and keep nothing but
 * the picture — a phone's EXIF carries where the child was standing.
 */
export function checkPhoto(dataUrl: string): CheckedPhoto {
  const match = DATA_URL.exec(dataUrl);
  const kind = match?.[1];
  const base64 = match?.[2];
  if (!kind || !base64) return { ok: false, message: 'Fotoğraf bir JPEG ya da PNG görüntüsü olmalıdır.' };
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const decoded = kind === 'jpeg' ? stripJpeg(bytes) : stripPng(bytes);
  if (!decoded) return { ok: false, message: 'Fotoğraf açılamadı; bozuk ya da bir görüntü değil. Başka bir fotoğraf dene.' };
  const { width, height } = decoded;
  if (width < 1 || height < 1 || width > L.photoMaxSide || height > L.photoMaxSide) {
    return { ok: false, message: `Fotoğrafın her kenarı en fazla ${L.photoMaxSide} piksel olabilir.` };
  }
  return { ok: true, dataUrl: `data:image/${kind};base64,${Buffer.from(decoded.bytes).toString('base64')}`, width, height };
}
