// A minimal PMTiles v3 writer for tests, from the published specification
// (https://github.com/protomaps/PMtiles/blob/main/spec/v3/spec.md): a 127-byte header, an
// uncompressed root directory (no leaf directories) and the tile data, tiles not compressed
// (or gzipped, as vector archives usually are).
// Used by the API tests and the Playwright tests; no binary fixture is kept in the repo.

import { gzipSync } from 'node:zlib';

export interface PmtilesTile {
  z: number;
  x: number;
  y: number;
  data: Buffer;
}

/** Tile type codes of the header (byte 99). */
export const PMTILES_TILE_TYPE = { mvt: 1, png: 2, jpeg: 3, webp: 4, avif: 5 } as const;

/** The tile's position on the Hilbert curve of its zoom, after all tiles of lower zooms. */
export function zxyToTileId(z: number, x: number, y: number): number {
  let acc = 0;
  for (let level = 0; level < z; level++) acc += 4 ** level;
  const n = 2 ** z;
  let d = 0;
  let [px, py] = [x, y];
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (px & s) > 0 ? 1 : 0;
    const ry = (py & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        px = n - 1 - px;
        py = n - 1 - py;
      }
      [px, py] = [py, px];
    }
  }
  return acc + d;
}

function varint(value: number, out: number[]): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function lonLatE7(value: number): number {
  return Math.round(value * 1e7);
}

/** Tile x/y at zoom z of a longitude/latitude (Web Mercator, as XYZ tiles are cut). */
export function tileOf(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

export function writePmtiles(
  tiles: PmtilesTile[],
  tileType: number = PMTILES_TILE_TYPE.png,
  { gzipTiles = false }: { gzipTiles?: boolean } = {},
): Buffer {
  const entries = tiles
    .map((tile) => ({ id: zxyToTileId(tile.z, tile.x, tile.y), data: gzipTiles ? gzipSync(tile.data) : tile.data }))
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const placed = entries.map((entry) => {
    const item = { id: entry.id, offset, length: entry.data.length };
    offset += entry.data.length;
    return item;
  });
  const dir: number[] = [];
  varint(placed.length, dir);
  let lastId = 0;
  for (const e of placed) {
    varint(e.id - lastId, dir);
    lastId = e.id;
  }
  for (let i = 0; i < placed.length; i++) varint(1, dir); // run lengths
  for (const e of placed) varint(e.length, dir);
  placed.forEach((e, i) => {
    const contiguous = i > 0 && e.offset === placed[i - 1].offset + placed[i - 1].length;
    varint(contiguous ? 0 : e.offset + 1, dir);
  });
  const rootDir = Buffer.from(dir);
  const metadata = Buffer.from('{}');
  const tileData = Buffer.concat(entries.map((e) => e.data));
  const zooms = tiles.map((t) => t.z);

  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header[7] = 3;
  const rootOffset = 127;
  const metadataOffset = rootOffset + rootDir.length;
  const dataOffset = metadataOffset + metadata.length;
  const u64 = (value: number, at: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(rootOffset, 8);
  u64(rootDir.length, 16);
  u64(metadataOffset, 24);
  u64(metadata.length, 32);
  u64(dataOffset, 40); // leaf directories: none
  u64(0, 48);
  u64(dataOffset, 56);
  u64(tileData.length, 64);
  u64(entries.length, 72); // addressed tiles
  u64(entries.length, 80); // tile entries
  u64(entries.length, 88); // tile contents
  header[96] = 1; // clustered: tile data in tile id order
  header[97] = 1; // internal compression: none
  header[98] = gzipTiles ? 2 : 1; // tile compression: gzip or none
  header[99] = tileType;
  header[100] = Math.min(...zooms);
  header[101] = Math.max(...zooms);
  header.writeInt32LE(lonLatE7(-180), 102);
  header.writeInt32LE(lonLatE7(-85), 106);
  header.writeInt32LE(lonLatE7(180), 110);
  header.writeInt32LE(lonLatE7(85), 114);
  header[118] = Math.min(...zooms);
  header.writeInt32LE(0, 119);
  header.writeInt32LE(0, 123);
  return Buffer.concat([header, rootDir, metadata, tileData]);
}
