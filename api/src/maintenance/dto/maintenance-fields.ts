import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { IsCalendarDate, queryNumber } from '../../hydrants/dto/hydrant-field.decorators.js';

const MAX_INT = 2_147_483_647;

/**
 * An enum field: 'required' must be present; 'optional' may be left out (not null).
 * `enumName` names the schema in openapi.json so the generated client shares one type.
 */
export function EnumField(
  values: readonly string[],
  enumName: string,
  mode: 'required' | 'optional',
  message: string,
  extra: { requiredMessage?: string; description?: string; default?: string } = {},
) {
  return applyDecorators(
    ApiProperty({
      enum: values,
      enumName,
      required: mode === 'required',
      description: extra.description,
      default: extra.default,
    }),
    ...(mode === 'required'
      ? [IsNotEmpty({ message: extra.requiredMessage ?? message })]
      : [ValidateIf((_object, value) => value !== undefined)]),
    IsIn(values, { message }),
  );
}

/** A required hydrant id (HydrantDto.id) in a body. */
export function HydrantRefField(requiredMessage: string, invalidMessage: string, mode: 'required' | 'optional' = 'required') {
  return applyDecorators(
    ApiProperty({
      type: 'integer',
      minimum: 1,
      maximum: MAX_INT,
      required: mode === 'required',
      example: 1,
      description: 'Internal hydrant id (HydrantDto.id).',
    }),
    ...(mode === 'required' ? [IsNotEmpty({ message: requiredMessage })] : [ValidateIf((_object, value) => value !== undefined)]),
    IsInt({ message: invalidMessage }),
    Min(1, { message: invalidMessage }),
    Max(MAX_INT, { message: invalidMessage }),
  );
}

/** Optional query filters. */
export function QueryEnumField(values: readonly string[], enumName: string, message: string, description?: string) {
  return applyDecorators(
    ApiProperty({ enum: values, enumName, required: false, description }),
    IsOptional(),
    IsIn(values, { message }),
  );
}

export function QueryDateField(message: string, description: string) {
  return applyDecorators(
    ApiProperty({ type: String, format: 'date', required: false, description, example: '2025-03-14' }),
    IsOptional(),
    IsCalendarDate({ message }),
  );
}

export function QueryIdField(message: string, description: string) {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_INT, required: false, description }),
    queryNumber,
    IsOptional(),
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_INT, { message }),
  );
}

/** 'true' / 'false' in a query string. */
export function QueryBooleanField(message: string, description: string) {
  return applyDecorators(
    ApiProperty({ type: Boolean, required: false, description }),
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsOptional(),
    IsIn([true, false], { message }),
  );
}
