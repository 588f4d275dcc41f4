import { CLASSROOM_LIMITS } from '@/shared/api/classroom.ts';

const MAX_SIDE = 1024;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

/**
 * A tablet camera's photo is several megabytes; the server takes 400 KB. The photo is drawn at most
 * 1024 px on its long side and saved as JPEG, lowering the quality until it fits. Null when it
 * is not an image or cannot be made small enough.
 */
export async function shrinkPhoto(file: Blob): Promise<string | null> {
  let image: HTMLImageElement;
  try {
    image = await loadImage(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  for (const quality of [0.8, 0.65, 0.5, 0.35]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= CLASSROOM_LIMITS.photoMaxBytes) return url;
  }
  return null;
}
