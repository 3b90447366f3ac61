/**
 * Hydrant photos are resized and re-encoded in the browser before they are sent
 * (SPEC §5, §9; DECISIONS §5): fit within 800 × 600 px, JPEG at quality 0.6, or 0.3 when
 * the data URL is over 500,000 characters, skipped when still over 800,000. At most 5
 * photos per hydrant (10 per completed maintenance), each picked file at most 5 MB.
 * Skipped files are only logged. Shared by mf-hydrants and mf-maintenance.
 */

export const MAX_PHOTOS = 5;
export const MAX_PHOTO_FILE_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_WIDTH = 800;
export const PHOTO_MAX_HEIGHT = 600;
export const JPEG_QUALITY = 0.6;
export const JPEG_FALLBACK_QUALITY = 0.3;
export const FALLBACK_ABOVE_CHARS = 500_000;
export const MAX_PHOTO_CHARS = 800_000;
/** The file picker's filter: image files (described to the user as JPG, PNG, GIF). */
export const PHOTO_ACCEPT = 'image/*';

export type PhotoSkipReason =
  'not-an-image' | 'file-too-large' | 'unreadable' | 'too-large-after-compression' | 'limit-reached';

export interface SkippedPhoto {
  name: string;
  reason: PhotoSkipReason;
}

export interface ProcessedPhotos {
  /** data:image/jpeg;base64,… URLs, in the order the files were picked */
  photos: string[];
  skipped: SkippedPhoto[];
}

/** The largest size with the same aspect ratio that fits within max width × max height (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = PHOTO_MAX_WIDTH,
  maxHeight = PHOTO_MAX_HEIGHT,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

/** Decodes an image file (createImageBitmap where available, else an <img> on an object URL). */
async function decodeImage(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('image could not be decoded'));
      img.src = url;
    });
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * One file → a JPEG data URL, or the reason it was skipped.
 * Transparent areas (PNG, GIF) become white rather than JPEG's black.
 */
export async function processPhoto(file: File): Promise<{ dataUrl: string } | { skipped: PhotoSkipReason }> {
  if (!file.type.startsWith('image/')) return { skipped: 'not-an-image' };
  if (file.size > MAX_PHOTO_FILE_BYTES) return { skipped: 'file-too-large' };

  let image: DecodedImage;
  try {
    image = await decodeImage(file);
  } catch {
    return { skipped: 'unreadable' };
  }
  try {
    const { width, height } = fitWithin(image.width, image.height);
    if (width === 0) return { skipped: 'unreadable' };
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return { skipped: 'unreadable' };
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image.source, 0, 0, width, height);

    let dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
    if (dataUrl.length > FALLBACK_ABOVE_CHARS) dataUrl = canvas.toDataURL('image/jpeg', JPEG_FALLBACK_QUALITY);
    if (dataUrl.length > MAX_PHOTO_CHARS) return { skipped: 'too-large-after-compression' };
    return { dataUrl };
  } finally {
    image.release();
  }
}

/**
 * Processes picked files in order until the record has `maxPhotos` photos (a hydrant
 * MAX_PHOTOS, a maintenance record 10; `alreadyKept` counts the photos it already has). Every skipped file is logged with
 * console.warn and reported in `skipped`; nothing is shown to the user (SPEC §5).
 */
export async function processPhotos(
  files: Iterable<File>,
  alreadyKept = 0,
  maxPhotos = MAX_PHOTOS,
): Promise<ProcessedPhotos> {
  const photos: string[] = [];
  const skipped: SkippedPhoto[] = [];
  for (const file of files) {
    if (alreadyKept + photos.length >= maxPhotos) {
      skipped.push({ name: file.name, reason: 'limit-reached' });
      continue;
    }
    const result = await processPhoto(file);
    if ('dataUrl' in result) photos.push(result.dataUrl);
    else skipped.push({ name: file.name, reason: result.skipped });
  }
  for (const s of skipped) console.warn(`Photo skipped (${s.reason}): ${s.name}`);
  return { photos, skipped };
}
