import { ApiProperty } from '@nestjs/swagger';

export const TILE_SOURCES = ['url', 'directory', 'pmtiles', 'none'] as const;
export type TileSource = (typeof TILE_SOURCES)[number];

/** The PMTiles archive the maps read with range requests (TILE_FILE). */
export class PmtilesSourceDto {
  @ApiProperty({
    example: '/api/tiles/archive.pmtiles',
    description: 'Where the archive is served (same origin, behind the session).',
  })
  url: string;

  @ApiProperty({ enum: ['raster', 'vector'], description: 'Raster (PNG, JPEG, WebP, AVIF tiles) or vector (MVT) tiles.' })
  kind: 'raster' | 'vector';

  @ApiProperty({ example: 'png', description: 'Tile format from the archive header: mvt, png, jpeg, webp or avif.' })
  format: string;

  @ApiProperty({
    example: '/api/tiles/archive/{z}/{x}/{y}',
    description:
      "The archive's tiles one by one (XYZ template): the field screen keeps an area's tiles for offline use " +
      "under these URLs and draws them from there; GET /api/tiles/archive/area lists an area's tiles with their sizes.",
  })
  tileUrl: string;
}

/** What the maps need from the server's configuration (DECISIONS §6). */
export class MapConfigDto {
  @ApiProperty({
    enum: TILE_SOURCES,
    description:
      "Which street tiles the maps draw: 'url' a tile server (TILE_URL), 'directory' the site's XYZ folder (TILE_DIR), " +
      "'pmtiles' the site's PMTiles archive (TILE_FILE), 'none' only the bundled offline basemap.",
  })
  source: TileSource;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    description:
      'XYZ tile URL template: TILE_URL, or /api/tiles/{z}/{x}/{y}.png for TILE_DIR; null: no XYZ layer (PMTiles or offline basemap only).',
  })
  tileUrl: string | null;

  @ApiProperty({ type: PmtilesSourceDto, nullable: true, description: 'The PMTiles archive when source is pmtiles, else null.' })
  pmtiles: PmtilesSourceDto | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 10,
    description: 'Lowest zoom the local tile set holds (null: the tile source has no such limit).',
  })
  minZoom: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 16,
    description: 'Highest zoom the local tile set holds; the maps enlarge its tiles beyond it (null: no such limit).',
  })
  maxZoom: number | null;

  @ApiProperty({ example: '© OpenStreetMap contributors', description: 'Attribution shown with the tiles (TILE_ATTRIBUTION).' })
  attribution: string;
}
