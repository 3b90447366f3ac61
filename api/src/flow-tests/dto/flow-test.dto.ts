import { ApiProperty } from '@nestjs/swagger';
import { FLOW_CLASSES } from '../../hydrants/hydrant.constants.js';
import type { FlowClass } from '../../hydrants/hydrant.constants.js';

const GPM = (description: string, nullable = false) =>
  ApiProperty({ type: Number, format: 'double', nullable, description: `${description}, GPM (1 decimal)` });

export class FlowTestOutletDto {
  @ApiProperty({ type: Number, format: 'double', description: 'Pitot pressure, psi' })
  pitot: number;

  @ApiProperty({ type: Number, format: 'double', description: 'Actual inside diameter, in' })
  diameter: number;

  @ApiProperty({ type: Number, format: 'double', example: 0.9 })
  coefficient: number;

  @GPM('Flow through the outlet (pumper factor applied)')
  flow: number;

  @ApiProperty({
    type: Number,
    format: 'double',
    nullable: true,
    description: "NFPA 291's pumper outlet factor applied (outlets of 4 in and more), or null",
  })
  pumperFactor: number | null;
}

export class FlowTestWarningDto {
  @ApiProperty({ enum: ['residual-not-below-static', 'small-drop', 'pitot-low', 'pitot-high'], enumName: 'FlowTestWarningCode' })
  code: 'residual-not-below-static' | 'small-drop' | 'pitot-low' | 'pitot-high';

  @ApiProperty({ example: 'Pressure drop is under 10% of static: result less reliable' })
  message: string;

  @ApiProperty({ type: 'integer', required: false, description: '0-based outlet index (pitot warnings)' })
  outlet?: number;
}

/** A stored flow test: the readings and the results computed when it was recorded. */
export class FlowTestDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer', description: 'Internal id of the flowed hydrant' })
  hydrantId: number;

  @ApiProperty({ type: String, format: 'date', example: '2026-05-12' })
  testDate: string;

  @ApiProperty({ example: 'Engine 3, Lt. Rivera' })
  tester: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Internal id of the test (residual) hydrant; null once it was deleted',
  })
  residualHydrantId: number | null;

  @ApiProperty({ example: 'H-002', description: "The test hydrant's label when the test was recorded" })
  residualHydrantLabel: string;

  @ApiProperty({ type: Number, format: 'double', description: 'psi' })
  staticPressure: number;

  @ApiProperty({ type: Number, format: 'double', description: 'psi' })
  residualPressure: number;

  @ApiProperty({ type: Number, format: 'double', nullable: true, description: 'The residual (psi) asked about besides 20 psi' })
  desiredResidual: number | null;

  @ApiProperty({ type: [FlowTestOutletDto] })
  outlets: FlowTestOutletDto[];

  @GPM('Total flow during the test (Q_F)')
  totalFlow: number;

  @GPM('Flow available at 20 psi residual; null when residual was not below static', true)
  flowAt20: number | null;

  @GPM('Flow available at desiredResidual; null without one or without a result', true)
  flowAtDesired: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Rated flow: flow at 20 psi rounded to a whole GPM' })
  ratedFlow: number | null;

  @ApiProperty({ enum: FLOW_CLASSES, enumName: 'FlowClass', nullable: true })
  nfpaClass: FlowClass | null;

  @ApiProperty({ type: [FlowTestWarningDto] })
  warnings: FlowTestWarningDto[];

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the work was done in the field, as the device said (X-Field-Time of the write that recorded it); null when not given. Recorded only: lists never order by it.',
  })
  fieldTime: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When the record reached the server (the same instant as createdAt).',
  })
  receivedAt: string;
}
