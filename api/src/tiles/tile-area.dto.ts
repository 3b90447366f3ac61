import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsNumber, Max, Min } from 'class-validator';
import { queryNumber } from '../hydrants/dto/hydrant-field.decorators.js';

/** Web Mercator reaches this latitude; tiles cover nothing beyond it. */
export const MAX_MERCATOR_LAT = 85.0511;
/** At most this many tile positions per area (about 20 × 20 km to zoom 17): the phone keeps one area. */
export const MAX_AREA_TILES = 10_000;

export const TILE_AREA_MESSAGES = {
  longitude: 'west and east must be longitudes between -180 and 180',
  latitude: `south and north must be latitudes between -${MAX_MERCATOR_LAT} and ${MAX_MERCATOR_LAT}`,
  zoom: 'minZoom and maxZoom must be whole numbers from 0 to 24',
  order: 'The area is empty: west must not be east of east, south not north of north, minZoom not above maxZoom',
  tooLarge: `The area covers more than ${MAX_AREA_TILES.toLocaleString('en-US')} tiles: pick a smaller area or fewer zoom levels`,
};

function Coordinate(limit: number, message: string, example: number) {
  return applyDecorators(
    ApiProperty({ type: Number, format: 'double', minimum: -limit, maximum: limit, example }),
    queryNumber,
    IsNotEmpty({ message }),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    Min(-limit, { message }),
    Max(limit, { message }),
  );
}

function Zoom(example: number) {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 0, maximum: 24, example }),
    queryNumber,
    IsNotEmpty({ message: TILE_AREA_MESSAGES.zoom }),
    IsInt({ message: TILE_AREA_MESSAGES.zoom }),
    Min(0, { message: TILE_AREA_MESSAGES.zoom }),
    Max(24, { message: TILE_AREA_MESSAGES.zoom }),
  );
}

/** GET /api/tiles/archive/area: a box (degrees) and the zooms to keep. */
export class TileAreaQueryDto {
  @Coordinate(180, TILE_AREA_MESSAGES.longitude, -89.68)
  west: number;

  @Coordinate(MAX_MERCATOR_LAT, TILE_AREA_MESSAGES.latitude, 39.77)
  south: number;

  @Coordinate(180, TILE_AREA_MESSAGES.longitude, -89.62)
  east: number;

  @Coordinate(MAX_MERCATOR_LAT, TILE_AREA_MESSAGES.latitude, 39.81)
  north: number;

  @Zoom(12)
  minZoom: number;

  @Zoom(17)
  maxZoom: number;
}

export class AreaTileDto {
  @ApiProperty({ type: 'integer', example: 15 })
  z: number;

  @ApiProperty({ type: 'integer', example: 8412 })
  x: number;

  @ApiProperty({ type: 'integer', example: 12390 })
  y: number;

  @ApiProperty({ type: 'integer', example: 18234, description: 'Bytes of the tile in the archive.' })
  bytes: number;
}

/** The archive's tiles in an area: what 'Prepare for offline' keeps, and its size before loading. */
export class TileAreaDto {
  @ApiProperty({
    example: '/api/tiles/archive/{z}/{x}/{y}',
    description: 'Where each tile is served, one by one (the URLs the offline copy is kept under).',
  })
  tileUrl: string;

  @ApiProperty({ type: [AreaTileDto], description: 'The tiles the archive holds in the box at those zooms, by zoom.' })
  tiles: AreaTileDto[];

  @ApiProperty({ type: 'integer', example: 9_400_000, description: 'Their bytes in all.' })
  bytes: number;
}
