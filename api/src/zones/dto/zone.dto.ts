import { ApiProperty } from '@nestjs/swagger';
import { ZONE_COLORS, ZoneColorName } from '../zone.constants';
import { ZONE_COORDINATES_SCHEMA } from './create-zone.dto';

/** Hydrants inside a zone's outline, by status (SPEC §3 "Hydrant stats" shape). */
export class ZoneHydrantCountsDto {
  @ApiProperty({ type: 'integer' })
  operational: number;

  @ApiProperty({ type: 'integer' })
  maintenance: number;

  @ApiProperty({ type: 'integer' })
  outOfService: number;

  @ApiProperty({ type: 'integer' })
  total: number;
}

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

  @ApiProperty({ type: ZoneHydrantCountsDto })
  hydrantCounts: ZoneHydrantCountsDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}
