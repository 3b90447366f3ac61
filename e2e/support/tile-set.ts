import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { solidPng } from './png';
import { tileOf, writePmtiles, type PmtilesTile } from '../../api/test/pmtiles-writer';

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

/**
 * A small tile set made in the test (no binary fixture in the repo): at zooms 12 and 13,
 * the 9 × 9 tiles around a point, each one solid colour of its zoom's checkerboard.
 */
export function makeTiles([lat, lng]: [number, number]): PmtilesTile[] {
  const tiles: PmtilesTile[] = [];
  for (const z of [12, 13]) {
    const centre = tileOf(lng, lat, z);
    for (let dx = -4; dx <= 4; dx++) {
      for (let dy = -4; dy <= 4; dy++) {
        const [x, y] = [centre.x + dx, centre.y + dy];
        tiles.push({ z, x, y, data: solidPng(256, 256, TILE_COLOURS[z][(x + y) % 2]) });
      }
    }
  }
  return tiles;
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

/** Writes the tiles as one PMTiles v3 archive. */
export function writePmtilesFile(file: string, tiles: PmtilesTile[]): string {
  writeFileSync(file, writePmtiles(tiles));
  return file;
}
