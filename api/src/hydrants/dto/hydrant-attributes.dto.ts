import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidationArguments,
} from 'class-validator';
import { HYDRANT_OWNERSHIPS, HYDRANT_TYPES, MAX_OUTLETS, MESSAGES, MIN_INSTALL_YEAR } from '../hydrant.constants.js';
import type { HydrantOwnership, HydrantType } from '../hydrant.constants.js';
import { DateField, TextField } from './hydrant-field.decorators.js';

const MAX_OUTLET_SIZE_IN = 12;
const MAX_MAIN_SIZE_IN = 72;
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** No year after this one (checked when the request comes, not when the server started). */
function IsNotFutureYear(message: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotFutureYear',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: {
        validate: (value: unknown) => typeof value === 'number' && value <= new Date().getUTCFullYear(),
      },
    });
}

/** When the same request gives the number of outlets, the sizes list no more outlets than that. */
function FitsOutletCount(message: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'fitsOutletCount',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          const count = (args.object as { outletCount?: unknown }).outletCount;
          if (!Array.isArray(value) || typeof count !== 'number') return true;
          return value.length <= count;
        },
      },
    });
}

/**
 * The optional hydrant attributes (type, outlets, manufacturer, …) and the out-of-service details, shared by
 * the create and update bodies. Every attribute accepts null (= not known / clear it).
 * `outOfServiceReason` is required when the hydrant becomes out-of-service (checked by
 * the service, which knows the status before the change); with the hydrant already out
 * of service, it and `expectedReturn` change the open period.
 */
export class HydrantAttributeFields {
  @ApiProperty({ enum: HYDRANT_TYPES, enumName: 'HydrantType', nullable: true, required: false })
  @IsOptional()
  @IsIn(HYDRANT_TYPES, { message: MESSAGES.hydrantType })
  hydrantType?: HydrantType | null;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_OUTLETS, nullable: true, required: false, example: 3 })
  @IsOptional()
  @IsInt({ message: MESSAGES.outletCount })
  @Min(0, { message: MESSAGES.outletCount })
  @Max(MAX_OUTLETS, { message: MESSAGES.outletCount })
  outletCount?: number | null;

  @ApiProperty({
    type: [Number],
    required: false,
    maxItems: MAX_OUTLETS,
    example: [2.5, 2.5, 4.5],
    description: 'Inside diameter of each outlet, inches (at most the number of outlets).',
  })
  @ValidateIf((_object, value) => value !== undefined)
  @IsArray({ message: MESSAGES.outletSizes })
  @ArrayMaxSize(MAX_OUTLETS, { message: MESSAGES.outletSizes })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: MESSAGES.outletSizes })
  @Min(0.01, { each: true, message: MESSAGES.outletSizes })
  @Max(MAX_OUTLET_SIZE_IN, { each: true, message: MESSAGES.outletSizes })
  @FitsOutletCount(MESSAGES.outletSizesCount)
  outletSizes?: number[];

  @ApiProperty({ type: Number, nullable: true, required: false, example: 8, description: 'Water main diameter, inches.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.mainSize })
  @Min(0.01, { message: MESSAGES.mainSize })
  @Max(MAX_MAIN_SIZE_IN, { message: MESSAGES.mainSize })
  mainSize?: number | null;

  @ApiProperty({ type: String, maxLength: 100, nullable: true, required: false, example: 'Mueller' })
  @trim
  @IsOptional()
  @IsString({ message: MESSAGES.manufacturer })
  @MaxLength(100, { message: MESSAGES.manufacturer })
  manufacturer?: string | null;

  @ApiProperty({ type: 'integer', minimum: MIN_INSTALL_YEAR, nullable: true, required: false, example: 1998 })
  @IsOptional()
  @IsInt({ message: MESSAGES.installYear })
  @Min(MIN_INSTALL_YEAR, { message: MESSAGES.installYear })
  @IsNotFutureYear(MESSAGES.installYear)
  installYear?: number | null;

  @ApiProperty({ enum: HYDRANT_OWNERSHIPS, enumName: 'HydrantOwnership', nullable: true, required: false })
  @IsOptional()
  @IsIn(HYDRANT_OWNERSHIPS, { message: MESSAGES.ownership })
  ownership?: HydrantOwnership | null;

  @ApiProperty({ type: Boolean, nullable: true, required: false })
  @IsOptional()
  @IsBoolean({ message: MESSAGES.hasIsolationValve })
  hasIsolationValve?: boolean | null;

  @TextField('nullable', 500, { invalid: MESSAGES.outOfServiceReason }, 'Broken valve stem')
  outOfServiceReason?: string | null;

  @DateField('nullable', { invalid: MESSAGES.expectedReturn }, 'Expected back in service (out-of-service hydrants).')
  expectedReturn?: string | null;
}

/** Attribute columns of the hydrants table, by DTO field (create and update write them the same way). */
export const ATTRIBUTE_COLUMNS: Array<[keyof HydrantAttributeFields, string]> = [
  ['hydrantType', 'hydrant_type'],
  ['outletCount', 'outlet_count'],
  ['outletSizes', 'outlet_sizes'],
  ['mainSize', 'main_size'],
  ['manufacturer', 'manufacturer'],
  ['installYear', 'install_year'],
  ['ownership', 'ownership'],
  ['hasIsolationValve', 'has_isolation_valve'],
];

/** The attributes and the open out-of-service period as a hydrant is answered. */
export class HydrantAttributesDto {
  @ApiProperty({ enum: HYDRANT_TYPES, enumName: 'HydrantType', nullable: true })
  hydrantType: HydrantType | null;

  @ApiProperty({ type: 'integer', nullable: true })
  outletCount: number | null;

  @ApiProperty({ type: [Number], description: 'Inside diameter of each outlet, inches.' })
  outletSizes: number[];

  @ApiProperty({ type: Number, nullable: true, description: 'Water main diameter, inches.' })
  mainSize: number | null;

  @ApiProperty({ type: String, nullable: true })
  manufacturer: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  installYear: number | null;

  @ApiProperty({ enum: HYDRANT_OWNERSHIPS, enumName: 'HydrantOwnership', nullable: true })
  ownership: HydrantOwnership | null;

  @ApiProperty({ type: Boolean, nullable: true })
  hasIsolationValve: boolean | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Start of the open out-of-service period (null unless out of service).',
  })
  outOfServiceSince: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Reason of the open out-of-service period.' })
  outOfServiceReason: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Expected return of the open period.' })
  expectedReturn: string | null;
}
