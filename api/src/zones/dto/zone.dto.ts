import { ApiProperty } from '@nestjs/swagger';
import { VersionProperty } from '../../common/record-version.js';
import { ZONE_COLORS, ZoneColorName } from '../zone.constants.js';
import { HydrantStatsDto } from '../../hydrants/dto/hydrant.dto.js';
import { ZONE_COORDINATES_SCHEMA } from './create-zone.dto.js';

export class ZoneDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ example: 'Zone 1' })
  name: string;

  @ApiProperty({ enum: ZONE_COLORS, enumName: 'ZoneColor' })
  color: ZoneColorName;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty(ZONE_COORDINATES_SCHEMA)
  coordinates: [number, number][];

  @ApiProperty({ type: [String] })
  assignedPersonnel: string[];

  @ApiProperty({ type: HydrantStatsDto, description: 'Hydrants inside the outline, by status (the shape of the hydrant stats).' })
  hydrantCounts: HydrantStatsDto;

  @VersionProperty()
  version: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}
