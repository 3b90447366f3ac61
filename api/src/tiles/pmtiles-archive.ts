import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { PMTiles, TileType, findTile, zxyToTileId } from 'pmtiles';
import type { Entry, Header, RangeResponse, Source } from 'pmtiles';

/** Content types of the archive's tiles by the header's tile type. */
const TILE_CONTENT_TYPES: Partial<Record<TileType, string>> = {
  [TileType.Mvt]: 'application/vnd.mapbox-vector-tile',
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
};

/** Reads byte ranges of the archive file (the pmtiles library's sources are for browsers). */
class FileRangeSource implements Source {
  constructor(
    private readonly path: string,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const file = await open(this.path, 'r');
    try {
      const data = Buffer.alloc(length);
      const { bytesRead } = await file.read(data, 0, length, offset);
      return { data: data.buffer.slice(data.byteOffset, data.byteOffset + bytesRead) };
    } finally {
      await file.close();
    }
  }
}

export interface ArchiveTile {
  data: Buffer;
  contentType: string;
  /** Changes when the site replaces its archive. */
  etag: string;
}

export interface AreaTile {
  z: number;
  x: number;
  y: number;
  /** Bytes of the tile as stored in the archive (compressed vector tiles are larger once served). */
  bytes: number;
}

/**
 * One PMTiles archive (TILE_FILE) read tile by tile with the pmtiles library: its header and
 * directories are cached, and reopened when the file changes (a site may replace its
 * archive without a restart).
 */
export class PmtilesArchive {
  private current: { key: string; tag: string; archive: PMTiles } | null = null;

  constructor(private readonly path: string) {}

  private async opened(): Promise<{ tag: string; archive: PMTiles; header: Header }> {
    const info = await stat(this.path);
    const key = `${this.path}|${info.size}|${info.mtimeMs}`;
    if (this.current?.key !== key) {
      const tag = createHash('sha1').update(key).digest('base64url').slice(0, 16);
      this.current = { key, tag, archive: new PMTiles(new FileRangeSource(this.path, key)) };
    }
    const { tag, archive } = this.current;
    return { tag, archive, header: await archive.getHeader() };
  }

  /** The directory entry of a tile (following leaf directories as the library does), or null. */
  private async entry(archive: PMTiles, header: Header, tileId: number): Promise<Entry | null> {
    let offset = header.rootDirectoryOffset;
    let length = header.rootDirectoryLength;
    for (let depth = 0; depth <= 3; depth++) {
      const entries = await archive.cache.getDirectory(archive.source, offset, length, header);
      const found = findTile(entries, tileId);
      if (!found) return null;
      if (found.runLength > 0) return found;
      offset = header.leafDirectoryOffset + found.offset;
      length = found.length;
    }
    return null;
  }

  /** One tile, decompressed, or undefined when the archive does not hold it. */
  async tile(z: number, x: number, y: number): Promise<ArchiveTile | undefined> {
    const { tag, archive, header } = await this.opened();
    if (z < header.minZoom || z > header.maxZoom || x >= 2 ** z || y >= 2 ** z) return undefined;
    const found = await archive.getZxy(z, x, y);
    if (!found) return undefined;
    return {
      data: Buffer.from(found.data),
      contentType: TILE_CONTENT_TYPES[header.tileType] ?? 'application/octet-stream',
      etag: `"${tag}-${zxyToTileId(z, x, y)}"`,
    };
  }

  /** The zooms the archive holds. */
  async zooms(): Promise<{ minZoom: number; maxZoom: number }> {
    const { header } = await this.opened();
    return { minZoom: header.minZoom, maxZoom: header.maxZoom };
  }

  /** Of the given tile positions, those the archive holds, with their sizes (from its directories only). */
  async present(positions: Array<{ z: number; x: number; y: number }>): Promise<AreaTile[]> {
    const { archive, header } = await this.opened();
    const found: AreaTile[] = [];
    for (const { z, x, y } of positions) {
      if (z < header.minZoom || z > header.maxZoom) continue;
      const entry = await this.entry(archive, header, zxyToTileId(z, x, y));
      if (entry) found.push({ z, x, y, bytes: entry.length });
    }
    return found;
  }
}
