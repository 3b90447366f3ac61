import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { OFFERED_DIAMETERS, OUTLET_COEFFICIENTS } from '@hydrant/hydraulics';
import { MAX_ID } from '../../common/parse-id.pipe.js';
import { DateField, TextField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { FLOW_TEST_MESSAGES as M, MAX_DIAMETER_IN, MAX_OUTLETS, MAX_PRESSURE_PSI } from '../flow-test.constants.js';

/** A pressure or size in a body: a finite number within [min or >0, max]. */
function MeasureField(opts: {
  required?: string;
  invalid: string;
  positive?: boolean;
  max: number;
  example?: number;
  description?: string;
}) {
  return applyDecorators(
    ApiProperty({
      type: Number,
      format: 'double',
      minimum: 0,
      exclusiveMinimum: opts.positive,
      maximum: opts.max,
      required: opts.required !== undefined,
      nullable: opts.required === undefined,
      example: opts.example,
      description: opts.description,
    }),
    opts.required !== undefined ? IsNotEmpty({ message: opts.required }) : IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: opts.invalid }),
    opts.positive ? IsPositive({ message: opts.invalid }) : Min(0, { message: opts.invalid }),
    Max(opts.max, { message: opts.invalid }),
  );
}

/** One flowing outlet: its pitot reading, actual inside diameter and coefficient. */
export class FlowTestOutletInputDto {
  @MeasureField({ required: M.pitotRequired, invalid: M.pitot, max: MAX_PRESSURE_PSI, example: 16, description: 'psi' })
  pitot: number;

  @MeasureField({
    required: M.diameterRequired,
    invalid: M.diameter,
    positive: true,
    max: MAX_DIAMETER_IN,
    example: 2.5,
    description: `Actual inside diameter, in (the forms offer ${OFFERED_DIAMETERS.join(' and ')}; any other is accepted). 4 in and more is a pumper outlet.`,
  })
  diameter: number;

  @ApiProperty({
    type: Number,
    enum: OUTLET_COEFFICIENTS,
    example: 0.9,
    description: '0.90 smooth and rounded, 0.80 square and sharp, 0.70 projecting',
  })
  @IsNotEmpty({ message: M.coefficientRequired })
  @IsIn(OUTLET_COEFFICIENTS, { message: M.coefficient })
  coefficient: number;
}

/** POST /api/hydrants/{id}/flow-tests: the readings of an NFPA 291 flow test. */
export class CreateFlowTestDto {
  @DateField('required', { required: M.testDateRequired, invalid: M.testDate })
  testDate: string;

  @TextField('required', 200, { required: M.testerRequired, invalid: M.tester }, 'Engine 3, Lt. Rivera')
  tester: string;

  @ApiProperty({
    type: 'integer',
    example: 2,
    description:
      'Internal id of the test (residual) hydrant, where static and residual pressure are read; may be the flowed hydrant itself.',
  })
  @IsNotEmpty({ message: M.residualHydrantRequired })
  @IsInt({ message: M.residualHydrant })
  @Min(1, { message: M.residualHydrant })
  @Max(MAX_ID, { message: M.residualHydrant })
  residualHydrantId: number;

  @MeasureField({
    required: M.staticPressureRequired,
    invalid: M.staticPressure,
    positive: true,
    max: MAX_PRESSURE_PSI,
    example: 72,
  })
  staticPressure: number;

  @MeasureField({ required: M.residualPressureRequired, invalid: M.residualPressure, max: MAX_PRESSURE_PSI, example: 50 })
  residualPressure: number;

  @MeasureField({
    invalid: M.desiredResidual,
    max: MAX_PRESSURE_PSI,
    example: 30,
    description: 'A residual pressure (psi) to rate at besides 20 psi; optional.',
  })
  desiredResidual?: number | null;

  @ApiProperty({ type: [FlowTestOutletInputDto], minItems: 1, maxItems: MAX_OUTLETS })
  @IsArray({ message: M.outlets })
  @ArrayMinSize(1, { message: M.outlets })
  @ArrayMaxSize(MAX_OUTLETS, { message: M.outlets })
  @ValidateNested({ each: true })
  @Type(() => FlowTestOutletInputDto)
  outlets: FlowTestOutletInputDto[];

  @TextField('nullable', 2000, { invalid: M.notes })
  notes?: string | null;
}
