/** SPEC §5, §9: at most 10 photos per completed maintenance; their JSON at most 5 MB. */
export const MAX_WORK_PHOTOS = 10;
export const MAX_WORK_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTOS_TOO_LARGE = 'Photo data is too large. Please use fewer or smaller photos.';

/** The photos as sent (data URLs; the server stores them apart and answers URLs), null without photos. */
export const photosBody = (photos: string[]): string[] | null => (photos.length ? photos : null);

/** The size of the serialized photo list (data URLs are ASCII: characters = bytes), as the server counts it. */
export const serializedBytes = (photos: string[]): number => (photos.length ? JSON.stringify(photos).length : 0);

/** SPEC §5's message when the photos are too many or their data too large, else null. */
export function photoLimitError(photos: string[]): string | null {
  if (photos.length > MAX_WORK_PHOTOS || serializedBytes(photos) > MAX_WORK_PHOTO_BYTES) return PHOTOS_TOO_LARGE;
  return null;
}
