// A minimal Mapbox Vector Tile (MVT 2.1) writer for tests, from the published specification
// (https://github.com/mapbox/vector-tile-spec/tree/master/2.1): layers of polygons with no
// properties, in protocol buffers written by hand. No binary fixture is kept in the repo.

/** A ring in tile coordinates (0 to extent, y down), not closed: the writer closes it. */
export type Ring = Array<[number, number]>;

export interface VectorLayer {
  name: string;
  polygons: Ring[];
}

/** MVT's tile extent: the coordinates of one tile's width. */
export const EXTENT = 4096;

function varint(value: number, out: number[]): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function zigzag(n: number): number {
  return n < 0 ? -2 * n - 1 : 2 * n;
}

function key(field: number, wireType: 0 | 2, out: number[]): void {
  varint(field * 8 + wireType, out);
}

function uint(field: number, value: number, out: number[]): void {
  key(field, 0, out);
  varint(value, out);
}

function bytes(field: number, data: number[], out: number[]): void {
  key(field, 2, out);
  varint(data.length, out);
  out.push(...data);
}

/** A polygon's geometry commands: MoveTo the first point, LineTo the others, ClosePath. */
function polygonGeometry(ring: Ring): number[] {
  const command = (id: number, count: number) => id + count * 8;
  const geometry: number[] = [];
  let [cx, cy] = [0, 0];
  ring.forEach(([x, y], i) => {
    if (i === 0) geometry.push(command(1, 1));
    if (i === 1) geometry.push(command(2, ring.length - 1));
    geometry.push(zigzag(x - cx), zigzag(y - cy));
    [cx, cy] = [x, y];
  });
  geometry.push(command(7, 1));
  return geometry;
}

/** Tile { layers = 3 }, Layer { name = 1, features = 2, extent = 5, version = 15 }, Feature { type = 3, geometry = 4 }. */
export function encodeVectorTile(layers: VectorLayer[]): Buffer {
  const tile: number[] = [];
  for (const layer of layers) {
    const message: number[] = [];
    uint(15, 2, message);
    bytes(1, [...Buffer.from(layer.name, 'utf8')], message);
    for (const ring of layer.polygons) {
      const feature: number[] = [];
      uint(3, 3, feature); // POLYGON
      const packed: number[] = [];
      for (const value of polygonGeometry(ring)) varint(value, packed);
      bytes(4, packed, feature);
      bytes(2, feature, message);
    }
    uint(5, EXTENT, message);
    bytes(3, message, tile);
  }
  return Buffer.from(tile);
}

/** The whole tile and a margin around it (clockwise on screen: an exterior ring). */
export function wholeTile(margin = 64): Ring {
  return [
    [-margin, -margin],
    [EXTENT + margin, -margin],
    [EXTENT + margin, EXTENT + margin],
    [-margin, EXTENT + margin],
  ];
}
