import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryIntField } from '../../hydrants/dto/hydrant-field.decorators.js';
import {
  EQUIPMENT_DEFAULT_PAGE_SIZE,
  EQUIPMENT_MAX_PAGE_SIZE,
  EQUIPMENT_MESSAGES as M,
  EQUIPMENT_STATUSES,
} from '../equipment.constants.js';
import type { EquipmentStatus } from '../equipment.constants.js';

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const EQUIPMENT_SORTS = ['name', 'nextMaintenance', 'serialNumber'] as const;
export type EquipmentSort = (typeof EQUIPMENT_SORTS)[number];

/** GET /api/equipment: one page of the inventory, filtered on the server. */
export class ListEquipmentQueryDto {
  @ApiProperty({ required: false, maxLength: 200, description: 'Matches name, serial number or location (case-insensitive).' })
  @trimmed
  @IsOptional()
  @IsString({ message: M.search })
  @MaxLength(200, { message: M.search })
  search?: string;

  @ApiProperty({ enum: EQUIPMENT_STATUSES, enumName: 'EquipmentStatus', required: false, description: 'Omit for all.' })
  @IsOptional()
  @IsIn(EQUIPMENT_STATUSES, { message: M.status })
  status?: EquipmentStatus;

  @ApiProperty({ required: false, maxLength: 100, description: 'Exact type (one of GET /api/equipment/facets types).' })
  @trimmed
  @IsOptional()
  @IsString({ message: M.typeFilter })
  @MaxLength(100, { message: M.typeFilter })
  type?: string;

  @ApiProperty({ type: Boolean, required: false, description: 'true: only items whose service is overdue.' })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: M.serviceOverdueFilter })
  serviceOverdue?: boolean;

  @ApiProperty({ enum: EQUIPMENT_SORTS, enumName: 'EquipmentSort', required: false, default: 'name' })
  @IsOptional()
  @IsIn(EQUIPMENT_SORTS, { message: M.sort })
  sort?: EquipmentSort;

  @QueryIntField(1, 1_000_000_000, 1, M.page)
  page?: number;

  @QueryIntField(1, EQUIPMENT_MAX_PAGE_SIZE, EQUIPMENT_DEFAULT_PAGE_SIZE, M.pageSize(EQUIPMENT_MAX_PAGE_SIZE))
  pageSize?: number;
}

/** GET /api/equipment/{id}/services: one page of the service log, newest first. */
export class ServiceLogQueryDto {
  @QueryIntField(1, 1_000_000_000, 1, M.page)
  page?: number;

  @QueryIntField(1, EQUIPMENT_MAX_PAGE_SIZE, EQUIPMENT_DEFAULT_PAGE_SIZE, M.pageSize(EQUIPMENT_MAX_PAGE_SIZE))
  pageSize?: number;
}
