import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsUsableCoordinate, tinyCoordinateMessage } from '../../common/coordinates.js';
import { DEFAULT_RADIUS_MILES, HYDRANT_STATUSES, MAX_RADIUS_MILES, MESSAGES, MIN_RADIUS_MILES } from '../hydrant.constants.js';
import type { HydrantStatus } from '../hydrant.constants.js';
import { QueryIntField, queryNumber } from './hydrant-field.decorators.js';

import { DEFAULT_NEARBY_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_NEARBY_PAGE_SIZE, MAX_PAGE_SIZE } from '../hydrant.constants.js';

export { DEFAULT_NEARBY_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_NEARBY_PAGE_SIZE, MAX_PAGE_SIZE };

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Text search: case-insensitive substring of hydrantId, address, area or inspector. */
export class SearchQueryDto {
  @ApiProperty({
    required: false,
    maxLength: 200,
    description: 'Matches hydrantId, address, area or inspector (case-insensitive).',
  })
  @trimmed
  @IsOptional()
  @IsString({ message: MESSAGES.search })
  @MaxLength(200, { message: MESSAGES.search })
  search?: string;
}

export class HydrantFilterQueryDto extends SearchQueryDto {
  @ApiProperty({ enum: HYDRANT_STATUSES, enumName: 'HydrantStatus', required: false, description: 'Omit for all statuses.' })
  @IsOptional()
  @IsIn(HYDRANT_STATUSES, { message: MESSAGES.status })
  status?: HydrantStatus;
}

export class ListHydrantsQueryDto extends HydrantFilterQueryDto {
  @QueryIntField(1, 1_000_000_000, 1, MESSAGES.page)
  page?: number;

  @QueryIntField(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, MESSAGES.pageSize(MAX_PAGE_SIZE))
  pageSize?: number;

  @ApiProperty({
    required: false,
    maxLength: 50,
    description:
      'Keyset paging: the hydrantId of the last hydrant of page - 1 (as shown); this page starts after it. Cheaper than OFFSET on deep pages.',
  })
  @IsOptional()
  @IsString({ message: MESSAGES.after })
  @IsNotEmpty({ message: MESSAGES.after })
  @MaxLength(50, { message: MESSAGES.after })
  after?: string;

  @ApiProperty({
    required: false,
    maxLength: 50,
    description:
      'Keyset paging: the hydrantId of the first hydrant of page + 1 (as shown); this page ends before it. Not with after.',
  })
  @IsOptional()
  @IsString({ message: MESSAGES.before })
  @IsNotEmpty({ message: MESSAGES.before })
  @MaxLength(50, { message: MESSAGES.before })
  @ValidateBy(
    {
      name: 'notWithAfter',
      validator: { validate: (_value, args) => (args?.object as { after?: unknown }).after === undefined },
    },
    { message: MESSAGES.afterAndBefore },
  )
  before?: string;
}

function QueryCoordinate(limit: number, requiredMessage: string, rangeMessage: string) {
  return [
    ApiProperty({ type: Number, format: 'double', minimum: -limit, maximum: limit, required: true }),
    queryNumber,
    IsNotEmpty({ message: requiredMessage }),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: rangeMessage }),
    Min(-limit, { message: rangeMessage }),
    Max(limit, { message: rangeMessage }),
    IsUsableCoordinate({ message: tinyCoordinateMessage(limit === 90 ? 'Latitude' : 'Longitude') }),
  ];
}

function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

export class NearbyExportQueryDto extends SearchQueryDto {
  @apply(QueryCoordinate(90, MESSAGES.latitudeRequired, MESSAGES.latitudeRange))
  lat: number;

  @apply(QueryCoordinate(180, MESSAGES.longitudeRequired, MESSAGES.longitudeRange))
  lng: number;

  @ApiProperty({
    type: Number,
    minimum: MIN_RADIUS_MILES,
    maximum: MAX_RADIUS_MILES,
    default: DEFAULT_RADIUS_MILES,
    required: false,
    description: 'Miles.',
  })
  @queryNumber
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.radius })
  @Min(MIN_RADIUS_MILES, { message: MESSAGES.radius })
  @Max(MAX_RADIUS_MILES, { message: MESSAGES.radius })
  radius?: number;
}

export class NearbyQueryDto extends NearbyExportQueryDto {
  @QueryIntField(1, 1_000_000_000, 1, MESSAGES.page)
  page?: number;

  @QueryIntField(1, MAX_NEARBY_PAGE_SIZE, DEFAULT_NEARBY_PAGE_SIZE, MESSAGES.pageSize(MAX_NEARBY_PAGE_SIZE))
  pageSize?: number;
}
