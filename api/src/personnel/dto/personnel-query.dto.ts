import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryIntField } from '../../hydrants/dto/hydrant-field.decorators.js';
import {
  PERSONNEL_DEFAULT_PAGE_SIZE,
  PERSONNEL_MAX_PAGE_SIZE,
  PERSONNEL_MESSAGES as M,
  PERSONNEL_STATUSES,
  PERSONNEL_ZONES,
  PLATOONS,
  UNASSIGNED,
} from '../personnel.constants.js';
import type { PersonnelStatus } from '../personnel.constants.js';

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const ZONE_FILTERS = [...PERSONNEL_ZONES, UNASSIGNED] as const;
export type ZoneFilter = (typeof ZONE_FILTERS)[number];
export const PLATOON_FILTERS = [...PLATOONS, 'none'] as const;
export type PlatoonFilter = (typeof PLATOON_FILTERS)[number];

/** The roster filters shared by the list and the calendar: zone (or unassigned). */
export class ZoneFilterQueryDto {
  @ApiProperty({
    enum: ZONE_FILTERS,
    enumName: 'ZoneFilter',
    required: false,
    description: "'unassigned': people without a zone.",
  })
  @IsOptional()
  @IsIn(ZONE_FILTERS, { message: M.zoneFilter })
  zone?: ZoneFilter;
}

/** GET /api/personnel: one page of the roster (name order), filtered on the server. */
export class ListPersonnelQueryDto extends ZoneFilterQueryDto {
  @ApiProperty({ required: false, maxLength: 200, description: 'Matches name, badge or rank (case-insensitive).' })
  @trimmed
  @IsOptional()
  @IsString({ message: M.search })
  @MaxLength(200, { message: M.search })
  search?: string;

  @ApiProperty({ enum: PERSONNEL_STATUSES, enumName: 'PersonnelStatus', required: false, description: 'Omit for all.' })
  @IsOptional()
  @IsIn(PERSONNEL_STATUSES, { message: M.status })
  status?: PersonnelStatus;

  @ApiProperty({
    required: false,
    maxLength: 200,
    description: 'Exact department (one of GET /api/personnel/facets departments).',
  })
  @trimmed
  @IsOptional()
  @IsString({ message: M.departmentFilter })
  @MaxLength(200, { message: M.departmentFilter })
  department?: string;

  @ApiProperty({
    enum: PLATOON_FILTERS,
    enumName: 'PlatoonFilter',
    required: false,
    description: "'none': people without a platoon.",
  })
  @IsOptional()
  @IsIn(PLATOON_FILTERS, { message: M.platoonFilter })
  platoon?: PlatoonFilter;

  @QueryIntField(1, 1_000_000_000, 1, M.page)
  page?: number;

  @QueryIntField(1, PERSONNEL_MAX_PAGE_SIZE, PERSONNEL_DEFAULT_PAGE_SIZE, M.pageSize(PERSONNEL_MAX_PAGE_SIZE))
  pageSize?: number;
}
