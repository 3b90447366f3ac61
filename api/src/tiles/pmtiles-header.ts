import { open } from 'node:fs/promises';

/** PMTiles v3 tile types (the header's byte 99), as the published specification numbers them. */
const TILE_TYPES: Record<number, { kind: 'raster' | 'vector'; format: string }> = {
  1: { kind: 'vector', format: 'mvt' },
  2: { kind: 'raster', format: 'png' },
  3: { kind: 'raster', format: 'jpeg' },
  4: { kind: 'raster', format: 'webp' },
  5: { kind: 'raster', format: 'avif' },
};

export interface PmtilesInfo {
  kind: 'raster' | 'vector';
  format: string;
  minZoom: number;
  maxZoom: number;
}

/** Reads what the maps need from a PMTiles v3 archive's fixed 127-byte header. */
export function parsePmtilesHeader(header: Buffer): PmtilesInfo {
  if (header.length < 127 || header.toString('ascii', 0, 7) !== 'PMTiles') {
    throw new Error('not a PMTiles archive (the file does not start with "PMTiles")');
  }
  if (header[7] !== 3) throw new Error(`PMTiles version ${header[7]} is not supported (version 3 is)`);
  const type = TILE_TYPES[header[99]];
  if (!type) throw new Error(`PMTiles tile type ${header[99]} is not supported (mvt, png, jpeg, webp or avif)`);
  return { ...type, minZoom: header[100], maxZoom: header[101] };
}

export async function readPmtilesInfo(path: string): Promise<PmtilesInfo> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(127);
    const { bytesRead } = await file.read(header, 0, 127, 0);
    return parsePmtilesHeader(header.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
