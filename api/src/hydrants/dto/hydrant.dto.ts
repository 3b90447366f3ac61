import { ApiProperty } from '@nestjs/swagger';
import { CHECKLIST_OPTIONS, FLOW_CLASSES, FLOW_RATE_SOURCES, HYDRANT_STATUSES } from '../hydrant.constants.js';
import type { FlowClass, FlowRateSource, HydrantStatus } from '../hydrant.constants.js';
import { VersionProperty } from '../../common/record-version.js';
import { HydrantAttributesDto } from './hydrant-attributes.dto.js';

/** A hydrant as every hydrant route answers it (SPEC §3, DECISIONS §5). */
export class HydrantDto extends HydrantAttributesDto {
  @ApiProperty({ type: 'integer', example: 1, description: 'Internal id used in paths.' })
  id: number;

  @ApiProperty({ example: 'H-001' })
  hydrantId: string;

  @ApiProperty({ example: '100 Main St' })
  address: string;

  @ApiProperty({ type: Number, format: 'double', example: 39.7392 })
  latitude: number;

  @ApiProperty({ type: Number, format: 'double', example: -104.9903 })
  longitude: number;

  @ApiProperty({ enum: HYDRANT_STATUSES, enumName: 'HydrantStatus' })
  status: HydrantStatus;

  @ApiProperty({ type: 'integer', nullable: true, example: 65, description: 'PSI' })
  pressure: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 1200, description: 'GPM' })
  flowRate: number | null;

  @ApiProperty({
    enum: FLOW_CLASSES,
    enumName: 'FlowClass',
    nullable: true,
    description: 'NFPA 291: AA >= 1500 GPM, A 1000-1499, B 500-999, C < 500; null without a flow rate.',
  })
  flowClass: FlowClass | null;

  @ApiProperty({
    enum: FLOW_RATE_SOURCES,
    enumName: 'FlowRateSource',
    nullable: true,
    description:
      "Where flowRate came from: 'manual' (typed by a user) or 'flow-test' (rated flow at 20 psi of the latest flow test); the last write wins.",
  })
  flowRateSource: FlowRateSource | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When flowRate was last set' })
  flowRateSetAt: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2025-03-14' })
  lastInspection: string | null;

  @ApiProperty({ example: 'Downtown' })
  area: string;

  @ApiProperty({ type: String, nullable: true, example: 'J. Smith' })
  inspector: string | null;

  @ApiProperty({ type: [String], enum: CHECKLIST_OPTIONS, enumName: 'ChecklistItem' })
  checklist: string[];

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({
    type: [String],
    example: ['/api/hydrant-photos/5f0c6a1e-1b2c-4d3e-8f90-a1b2c3d4e5f6'],
    description: 'Photo URLs in display order.',
  })
  photos: string[];

  @VersionProperty()
  version: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export class NearbyHydrantDto extends HydrantDto {
  @ApiProperty({
    type: Number,
    format: 'double',
    example: 1.27,
    description: 'Miles from the search centre (Earth radius 3958.8 mi).',
  })
  distance: number;
}

export class HydrantPageDto {
  @ApiProperty({ type: [HydrantDto] })
  items: HydrantDto[];

  @ApiProperty({
    type: 'integer',
    description:
      'Hydrants matching the filters, over all pages: exact without a search (kept by the database) and for a search matching at most 10,000 hydrants; otherwise an estimate (totalIsEstimate).',
  })
  total: number;

  @ApiProperty({ description: 'True when total is an estimate (a search matching more than 10,000 hydrants).' })
  totalIsEstimate: boolean;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

export class NearbyHydrantPageDto {
  @ApiProperty({ type: [NearbyHydrantDto], description: 'Nearest first.' })
  items: NearbyHydrantDto[];

  @ApiProperty({
    type: 'integer',
    description:
      'Hydrants within the radius (and matching the search), over all pages: exact up to 10,000, otherwise an estimate (totalIsEstimate).',
  })
  total: number;

  @ApiProperty({ description: 'True when total is an estimate (more than 10,000 hydrants).' })
  totalIsEstimate: boolean;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

export class HydrantStatsDto {
  @ApiProperty({ type: 'integer' })
  operational: number;

  @ApiProperty({ type: 'integer' })
  maintenance: number;

  @ApiProperty({ type: 'integer' })
  outOfService: number;

  @ApiProperty({ type: 'integer' })
  total: number;
}

/** Every matching hydrant as parallel arrays (index i of each array is one hydrant), for the WebGL map layer. */
export class HydrantMapPointsDto {
  @ApiProperty({ type: 'array', items: { type: 'integer' } })
  id: number[];

  @ApiProperty({ type: 'array', items: { type: 'number', format: 'double' } })
  latitude: number[];

  @ApiProperty({ type: 'array', items: { type: 'number', format: 'double' } })
  longitude: number[];

  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...HYDRANT_STATUSES] } })
  status: HydrantStatus[];

  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...FLOW_CLASSES, null], nullable: true } })
  flowClass: (FlowClass | null)[];
}
