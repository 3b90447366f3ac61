import { ApiProperty } from '@nestjs/swagger';
import { VersionField } from '../../common/record-version.js';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  ZONE_COLORS,
  ZONE_DESCRIPTION_MAX,
  ZONE_MESSAGES,
  ZONE_NAME_MAX,
  ZONE_PERSON_MAX,
  ZoneColorName,
} from '../zone.constants.js';
import { trimmed, ZONE_COORDINATES_SCHEMA } from './create-zone.dto.js';
import { IsZonePoints } from './zone-points.validator.js';

/**
 * Every field optional; a field that is sent must be valid (null only for description).
 * `version` (or If-Match) names the version the change is based on: an older one is 409.
 */
export class UpdateZoneDto {
  @ApiProperty({ maxLength: ZONE_NAME_MAX, required: false })
  @trimmed
  @ValidateIf((_object, value) => value !== undefined)
  // Bottom-up: the type and presence messages come first for a value that is not text.
  @MaxLength(ZONE_NAME_MAX, { message: ZONE_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: ZONE_MESSAGES.nameRequired })
  @IsString({ message: ZONE_MESSAGES.nameRequired })
  name?: string;

  @ApiProperty({ enum: ZONE_COLORS, enumName: 'ZoneColor', required: false })
  @ValidateIf((_object, value) => value !== undefined)
  @IsIn(ZONE_COLORS, { message: ZONE_MESSAGES.color })
  color?: ZoneColorName;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: ZONE_DESCRIPTION_MAX })
  @IsOptional()
  @IsString({ message: ZONE_MESSAGES.description })
  @MaxLength(ZONE_DESCRIPTION_MAX, { message: ZONE_MESSAGES.description })
  description?: string | null;

  @ApiProperty({ ...ZONE_COORDINATES_SCHEMA, required: false })
  @ValidateIf((_object, value) => value !== undefined)
  @IsZonePoints()
  coordinates?: [number, number][];

  @ApiProperty({ type: [String], required: false })
  @ValidateIf((_object, value) => value !== undefined)
  @IsArray({ message: ZONE_MESSAGES.personnel })
  @ArrayMaxSize(100, { message: ZONE_MESSAGES.personnel })
  @IsString({ each: true, message: ZONE_MESSAGES.personnel })
  @MaxLength(ZONE_PERSON_MAX, { each: true, message: ZONE_MESSAGES.personnel })
  assignedPersonnel?: string[];

  @VersionField()
  version?: number;
}
