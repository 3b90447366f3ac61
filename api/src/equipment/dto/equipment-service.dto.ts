import { ApiProperty } from '@nestjs/swagger';

import { IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { DateField, TextField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { EQUIPMENT_MESSAGES as M, SERVICE_KINDS, SERVICE_RESULTS } from '../equipment.constants.js';
import type { ServiceKind, ServiceResult } from '../equipment.constants.js';
import { EquipmentDto } from './equipment.dto.js';

/** POST /api/equipment/{id}/services: record a service (DECISIONS §10). */
export class CreateEquipmentServiceDto {
  @DateField(
    'required',
    { required: M.serviceDateRequired, invalid: M.serviceDate },
    'The day the service was done (not in the future).',
  )
  serviceDate: string;

  @TextField('required', 200, { required: M.performedByRequired, invalid: M.performedByText }, 'Lt. M. Chen')
  performedBy: string;

  @ApiProperty({ enum: SERVICE_KINDS, enumName: 'ServiceKind', example: 'service-test' })
  @IsIn(SERVICE_KINDS, { message: M.kind })
  kind: ServiceKind;

  @ApiProperty({ enum: SERVICE_RESULTS, enumName: 'ServiceResult', example: 'pass' })
  @IsIn(SERVICE_RESULTS, { message: M.result })
  result: ServiceResult;

  @TextField('nullable', 10_000, { invalid: M.serviceNotes })
  notes?: string | null;

  @ApiProperty({ type: Number, nullable: true, required: false, minimum: 0, example: 125.5, description: 'Amount, 2 decimals.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: M.cost })
  @Min(0, { message: M.cost })
  @Max(9_999_999_999.99, { message: M.cost })
  cost?: number | null;
}

/** One entry of an item's service log. */
export class EquipmentServiceDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  equipmentId: number;

  @ApiProperty({ type: String, format: 'date' })
  serviceDate: string;

  @ApiProperty()
  performedBy: string;

  @ApiProperty({ enum: SERVICE_KINDS, enumName: 'ServiceKind' })
  kind: ServiceKind;

  @ApiProperty({ enum: SERVICE_RESULTS, enumName: 'ServiceResult' })
  result: ServiceResult;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: Number, nullable: true })
  cost: number | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class EquipmentServicePageDto {
  @ApiProperty({ type: [EquipmentServiceDto], description: 'Newest service first.' })
  items: EquipmentServiceDto[];

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

/** The answer of recording a service: the entry, and the item as it now is (nextMaintenance moved on). */
export class RecordedServiceDto {
  @ApiProperty({ type: EquipmentServiceDto })
  service: EquipmentServiceDto;

  @ApiProperty({ type: EquipmentDto })
  equipment: EquipmentDto;
}
