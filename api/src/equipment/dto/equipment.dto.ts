import { ApiProperty } from '@nestjs/swagger';
import { VersionProperty } from '../../common/record-version.js';
import { EQUIPMENT_STATUSES, SERVICE_RESULTS } from '../equipment.constants.js';
import type { EquipmentStatus, ServiceResult } from '../equipment.constants.js';

/** The last service of an item, as shown on its card. */
export class LastServiceDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-03-02' })
  serviceDate: string;

  @ApiProperty({ enum: SERVICE_RESULTS, enumName: 'ServiceResult' })
  result: ServiceResult;
}

/** An equipment item as every equipment route answers it (SPEC §3, DECISIONS §10). */
export class EquipmentDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ example: 'SCBA Pack 12' })
  name: string;

  @ApiProperty({ example: 'scba', description: 'Free text; the UI shows an icon for pump, camera, scba, ladder, hose, safety.' })
  type: string;

  @ApiProperty({ example: 'MSA-G1-004512' })
  serialNumber: string;

  @ApiProperty({ example: 'Station 1, Engine 1' })
  location: string;

  @ApiProperty({ enum: EQUIPMENT_STATUSES, enumName: 'EquipmentStatus' })
  status: EquipmentStatus;

  @ApiProperty({ example: 'Engine Company 1' })
  assignedTo: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-06-30' })
  nextMaintenance: string;

  @ApiProperty({ type: String, format: 'date', example: '2024-06-30' })
  purchaseDate: string;

  @ApiProperty({ example: '5 years, until 2029-06-30' })
  warranty: string;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 12, description: 'Months between services; null = none.' })
  serviceIntervalMonths: number | null;

  @ApiProperty({ description: "nextMaintenance has passed (before today, the server's date): 'service overdue'." })
  serviceOverdue: boolean;

  @ApiProperty({ type: LastServiceDto, nullable: true, description: 'The latest service log entry, if any.' })
  lastService: LastServiceDto | null;

  @VersionProperty()
  version: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class EquipmentPageDto {
  @ApiProperty({ type: [EquipmentDto] })
  items: EquipmentDto[];

  @ApiProperty({ type: 'integer', description: 'Items matching the filters, over all pages (the N of "N of M items").' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

/** The Equipment screen's counters, over the whole inventory. */
export class EquipmentStatsDto {
  @ApiProperty({ type: 'integer', description: 'Every item (the M of "N of M items").' })
  total: number;

  @ApiProperty({ type: 'integer' })
  operational: number;

  @ApiProperty({ type: 'integer' })
  maintenance: number;

  @ApiProperty({ type: 'integer' })
  outOfService: number;

  @ApiProperty({ type: 'integer', description: 'Items whose nextMaintenance has passed (DECISIONS §10).' })
  serviceOverdue: number;
}

/** Values present in the inventory, for the filters. */
export class EquipmentFacetsDto {
  @ApiProperty({ type: [String], description: 'Every distinct type present, sorted.' })
  types: string[];
}

/** DECISIONS §10: a standard service interval offered when adding equipment. */
export class ServiceIntervalDto {
  @ApiProperty({ example: 'scba' })
  type: string;

  @ApiProperty({ type: 'integer', example: 12 })
  months: number;

  @ApiProperty({ example: 'NFPA 1852 flow test' })
  standard: string;
}
