import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { solidPng } from './png';
import { PMTILES_TILE_TYPE, tileOf, writePmtiles, type PmtilesTile } from '../../api/test/pmtiles-writer';
import { encodeVectorTile, wholeTile } from './vector-tile';

export type Rgb = [number, number, number];

/** Two colours per zoom, as a checkerboard, so a test can tell which zoom's tiles it sees. */
export const TILE_COLOURS: Record<number, [Rgb, Rgb]> = {
  12: [
    [214, 39, 40],
    [44, 160, 44],
  ],
  13: [
    [31, 90, 220],
    [240, 200, 20],
  ],
};

/** The layers of the vector tiles, as a checkerboard, and the colours the maps' street style fills them with. */
export const VECTOR_LAYERS = ['water', 'landuse'] as const;
export const VECTOR_COLOURS: Rgb[] = [
  [0xaa, 0xd3, 0xdf],
  [0xd8, 0xe8, 0xc8],
];

/** The 9 × 9 tiles around a point at zooms 12 and 13, each made by `data`. */
function tilesAround([lat, lng]: [number, number], data: (z: number, x: number, y: number) => Buffer): PmtilesTile[] {
  const tiles: PmtilesTile[] = [];
  for (const z of [12, 13]) {
    const centre = tileOf(lng, lat, z);
    for (let dx = -4; dx <= 4; dx++) {
      for (let dy = -4; dy <= 4; dy++) {
        const [x, y] = [centre.x + dx, centre.y + dy];
        tiles.push({ z, x, y, data: data(z, x, y) });
      }
    }
  }
  return tiles;
}

/**
 * A small tile set made in the test (no binary fixture in the repo): at zooms 12 and 13,
 * the 9 × 9 tiles around a point, each one solid colour of its zoom's checkerboard.
 */
export function makeTiles(at: [number, number]): PmtilesTile[] {
  return tilesAround(at, (z, x, y) => solidPng(256, 256, TILE_COLOURS[z][(x + y) % 2]));
}

/** The same tiles as vector tiles (MVT): each one polygon over the whole tile, water or land use as a checkerboard. */
export function makeVectorTiles(at: [number, number]): PmtilesTile[] {
  return tilesAround(at, (_z, x, y) =>
    encodeVectorTile([{ name: VECTOR_LAYERS[(x + y) % 2], polygons: [wholeTile()] }]),
  );
}

/** Writes the tiles as an XYZ folder ({z}/{x}/{y}.png, as QGIS and gdal2tiles --xyz do). */
export function writeXyzFolder(dir: string, tiles: PmtilesTile[]): string {
  for (const tile of tiles) {
    const folder = path.join(dir, String(tile.z), String(tile.x));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${tile.y}.png`), tile.data);
  }
  return dir;
}

/** Writes the tiles as one PMTiles v3 archive (PNG tiles, or gzipped vector tiles). */
export function writePmtilesFile(file: string, tiles: PmtilesTile[], kind: 'raster' | 'vector' = 'raster'): string {
  writeFileSync(
    file,
    kind === 'vector'
      ? writePmtiles(tiles, PMTILES_TILE_TYPE.mvt, { gzipTiles: true })
      : writePmtiles(tiles, PMTILES_TILE_TYPE.png),
  );
  return file;
}
