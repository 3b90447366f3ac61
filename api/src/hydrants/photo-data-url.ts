/** The image types a hydrant photo may have (SPEC §5), by data URL media type. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const DATA_URL = /^data:(image\/(?:jpeg|png|gif|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** URL path under which a stored photo is served. */
export const PHOTO_URL_PREFIX = '/api/hydrant-photos/';
const PHOTO_URL = /^\/api\/hydrant-photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const photoUrl = (id: string): string => `${PHOTO_URL_PREFIX}${id}`;

/** The photo id of a URL '/api/hydrant-photos/<uuid>', or null. */
export function photoIdOfUrl(value: string): string | null {
  return PHOTO_URL.exec(value)?.[1] ?? null;
}

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** True when the leading bytes really are an image of this type (magic numbers). */
export function magicBytesMatch(type: PhotoType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61;
    case 'image/webp':
      return startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8);
  }
}

export interface DecodedPhoto {
  contentType: PhotoType;
  data: Buffer;
}

/**
 * Decodes a `data:image/<jpeg|png|gif|webp>;base64,...` URL whose bytes are that image
 * type; null for anything else (other types, bad base64, bytes of another format).
 */
export function decodePhotoDataUrl(value: string): DecodedPhoto | null {
  const match = DATA_URL.exec(value);
  if (!match || match[2].length % 4 !== 0) return null;
  const contentType = match[1] as PhotoType;
  const data = Buffer.from(match[2], 'base64');
  if (data.length === 0 || !magicBytesMatch(contentType, data)) return null;
  return { contentType, data };
}

export function isPhotoDataUrl(value: string): boolean {
  return value.startsWith('data:');
}
