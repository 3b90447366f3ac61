import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidationArguments,
} from 'class-validator';
import { IsCalendarDate } from '../../hydrants/dto/hydrant-field.decorators.js';
import { VersionField, VersionProperty } from '../../common/record-version.js';
import { PLATOONS } from '../../personnel/personnel.constants.js';
import type { Platoon } from '../../personnel/personnel.constants.js';
import { CALENDAR_MESSAGES as M, CYCLE_MAX_DAYS, MINIMUM_STAFFING_MAX, ROTATION_PATTERNS } from '../calendar.constants.js';
import type { RotationPattern } from '../calendar.constants.js';

/** The department's rotation and minimum staffing (DECISIONS §10). */
export class DepartmentSettingsDto {
  @ApiProperty({ enum: ROTATION_PATTERNS, enumName: 'RotationPattern', description: 'none: platoons are not applied.' })
  rotationPattern: RotationPattern;

  @ApiProperty({
    enum: PLATOONS,
    enumName: 'Platoon',
    isArray: true,
    description: 'The platoon on duty on each day of the cycle (24/48: A, B, C; none: empty).',
  })
  rotationCycle: Platoon[];

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'A date on which platoon A works (day 1 of the cycle).',
  })
  platoonADate: string | null;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'People on duty needed per day; 0 = off.' })
  minimumStaffing: number;

  @VersionProperty()
  version: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

function CycleStartsWithA(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'cycleStartsWithA',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: M.rotationCycleStart },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          !isCustom(args.object) || !Array.isArray(value) || value.length === 0 || value[0] === 'A',
      },
    });
}

const isCustom = (object: object): boolean => (object as { rotationPattern?: unknown }).rotationPattern === 'custom';
const needsDate = (object: object): boolean => {
  const pattern = (object as { rotationPattern?: unknown }).rotationPattern;
  return pattern === '24/48' || pattern === 'custom';
};

/** PUT /api/department-settings: the whole setting (admins; demo 403). */
export class UpdateDepartmentSettingsDto {
  @ApiProperty({ enum: ROTATION_PATTERNS, enumName: 'RotationPattern' })
  @IsIn(ROTATION_PATTERNS, { message: M.rotationPattern })
  rotationPattern: RotationPattern;

  @ApiProperty({
    enum: PLATOONS,
    enumName: 'Platoon',
    isArray: true,
    required: false,
    maxItems: CYCLE_MAX_DAYS,
    example: ['A', 'B', 'C'],
    description:
      'custom only (required then; starts with A): the platoon on duty on each day of the cycle. Checked when sent, ignored for other patterns.',
  })
  @ValidateIf((object: object, value: unknown) => isCustom(object) || value !== undefined)
  @IsArray({ message: M.rotationCycle })
  @ArrayMinSize(1, { message: M.rotationCycle })
  @ArrayMaxSize(CYCLE_MAX_DAYS, { message: M.rotationCycle })
  @IsIn(PLATOONS, { each: true, message: M.rotationCycle })
  @CycleStartsWithA()
  rotationCycle?: Platoon[];

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    required: false,
    example: '2026-01-01',
    description: 'Required for 24/48 and custom: a date on which platoon A works.',
  })
  @ValidateIf((object: object, value: unknown) => needsDate(object) || (value !== undefined && value !== null))
  @IsNotEmpty({ message: M.platoonADateRequired })
  @IsCalendarDate({ message: M.platoonADate })
  platoonADate?: string | null;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MINIMUM_STAFFING_MAX, example: 4 })
  @IsInt({ message: M.minimumStaffing })
  @Min(0, { message: M.minimumStaffing })
  @Max(MINIMUM_STAFFING_MAX, { message: M.minimumStaffing })
  minimumStaffing: number;

  @VersionField()
  version?: number;
}
