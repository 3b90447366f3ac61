import { ApiProperty } from '@nestjs/swagger';
import {
  IsNotEmpty,
  IsNumber,
  Max,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { HydrantMapPointsDto } from './hydrant.dto.js';
import { HydrantFilterQueryDto } from './hydrant-query.dto.js';
import { queryNumber } from './hydrant-field.decorators.js';

/** The map's view (GET /api/hydrants/map-view). */
export const MAP_VIEW_MESSAGES = {
  west: 'West must be a longitude between -180 and 180',
  east: 'East must be a longitude between -180 and 180, not west of West',
  south: 'South must be a latitude between -90 and 90',
  north: 'North must be a latitude between -90 and 90, not south of South',
  zoom: 'Zoom must be a number between 0 and 24',
};

/** `east >= west` / `north >= south` (the view never crosses the antimeridian: the map clamps it to one world). */
@ValidatorConstraint({ name: 'notBelow' })
class NotBelow implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const other = (args.object as Record<string, unknown>)[args.constraints[0] as string];
    return typeof value !== 'number' || typeof other !== 'number' || !Number.isFinite(other) || value >= other;
  }
}

function bound(limit: number, message: string, description: string, notBelow?: string): PropertyDecorator {
  const decorators: PropertyDecorator[] = [
    ApiProperty({ type: Number, format: 'double', minimum: -limit, maximum: limit, required: true, description }),
    queryNumber,
    IsNotEmpty({ message }),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    Min(-limit, { message }),
    Max(limit, { message }),
  ];
  if (notBelow) decorators.push(Validate(NotBelow, [notBelow], { message }));
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

export class MapViewQueryDto extends HydrantFilterQueryDto {
  @bound(180, MAP_VIEW_MESSAGES.west, "Longitude of the view's west edge.")
  west: number;

  @bound(90, MAP_VIEW_MESSAGES.south, "Latitude of the view's south edge.")
  south: number;

  @bound(180, MAP_VIEW_MESSAGES.east, "Longitude of the view's east edge (not west of `west`).", 'west')
  east: number;

  @bound(90, MAP_VIEW_MESSAGES.north, "Latitude of the view's north edge (not south of `south`).", 'south')
  north: number;

  @ApiProperty({ type: Number, minimum: 0, maximum: 24, required: true, description: "The map's zoom (Web-Mercator tile zoom)." })
  @queryNumber
  @IsNotEmpty({ message: MAP_VIEW_MESSAGES.zoom })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MAP_VIEW_MESSAGES.zoom })
  @Min(0, { message: MAP_VIEW_MESSAGES.zoom })
  @Max(24, { message: MAP_VIEW_MESSAGES.zoom })
  zoom: number;
}

/**
 * Aggregated hydrants: one entry per non-empty Web-Mercator tile `(x, y)` of `level` (index i of
 * every array is one cell), drawn at the centroid of its hydrants.
 */
export class HydrantMapCellsDto {
  @ApiProperty({ type: 'array', items: { type: 'integer' }, description: "Tile column at the response's level." })
  x: number[];

  @ApiProperty({ type: 'array', items: { type: 'integer' }, description: "Tile row at the response's level (0 = north)." })
  y: number[];

  @ApiProperty({ type: 'array', items: { type: 'number', format: 'double' }, description: 'Centroid latitude.' })
  latitude: number[];

  @ApiProperty({ type: 'array', items: { type: 'number', format: 'double' }, description: 'Centroid longitude.' })
  longitude: number[];

  @ApiProperty({ type: 'array', items: { type: 'integer' }, description: 'Matching hydrants in the cell.' })
  count: number[];

  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'integer' } },
    description: 'Per cell: [operational, maintenance, out-of-service].',
  })
  byStatus: number[][];

  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'integer' } },
    nullable: true,
    description:
      'Per cell: [AA, A, B, C, no reading]. Null with a status filter and no search (the maintained cells count classes over every status).',
  })
  byFlowClass: number[][] | null;
}

export class HydrantMapViewDto {
  @ApiProperty({ enum: ['points', 'cells'], description: 'Single hydrants, or cells with counts.' })
  mode: 'points' | 'cells';

  @ApiProperty({ type: 'integer', description: 'The tile level of the cells (zoom + 2, at most 16).' })
  level: number;

  @ApiProperty({ type: 'integer', description: "Matching hydrants represented (points, or the sum of the cells' counts)." })
  total: number;

  @ApiProperty({ type: HydrantMapPointsDto, nullable: true })
  points: HydrantMapPointsDto | null;

  @ApiProperty({ type: HydrantMapCellsDto, nullable: true })
  cells: HydrantMapCellsDto | null;
}

export class HydrantMapExtentDto {
  @ApiProperty({ type: 'integer', description: 'Matching hydrants.' })
  total: number;

  @ApiProperty({
    type: 'array',
    items: { type: 'number', format: 'double' },
    nullable: true,
    description: '[west, south, east, north] of the matching hydrants; null when none match.',
  })
  extent: [number, number, number, number] | null;
}
