import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateIf,
  ValidationArguments,
} from 'class-validator';
import { IsCalendarDate, TextField } from '../../hydrants/dto/hydrant-field.decorators.js';
import type { Presence } from '../../hydrants/dto/hydrant-field.decorators.js';
import {
  CERTIFICATION_NAME_MAX,
  CERTIFICATIONS_MAX,
  PERSONNEL_MESSAGES as M,
  PERSONNEL_STATUSES,
  PERSONNEL_ZONES,
  PLATOONS,
  UNASSIGNED,
} from '../personnel.constants.js';

/** Text trimmed; an empty text is no value (null). */
const emptyToNull = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
});

/** 'unassigned' (any case) is Unassigned: null. '' is not a zone (the documented values only). */
const zoneValue = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text.toLowerCase() === UNASSIGNED ? null : text;
});

/** A comma-split list arrives trimmed; the server trims again and drops empty names (SPEC §5). */
const certificationList = Transform(({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)).filter((item: unknown) => item !== '')
    : value,
);

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function isCertificationDetail(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const entry = item as Record<string, unknown>;
  if (Object.keys(entry).some((key) => key !== 'name' && key !== 'expiresOn')) return false;
  if (typeof entry.name !== 'string') return false;
  const name = entry.name.trim();
  if (name === '' || name.length > CERTIFICATION_NAME_MAX) return false;
  const expires = entry.expiresOn;
  if (expires === undefined || expires === null || expires === '') return true;
  if (typeof expires !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(expires) || expires.startsWith('0000')) return false;
  const date = new Date(`${expires}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === expires;
}

/** certificationDetails: a list of { name, expiresOn? } (DECISIONS §10), refused together with `certifications`. */
function CertificationDetails(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'certificationDetails',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: M.certificationDetails },
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.length <= CERTIFICATIONS_MAX && value.every(isCertificationDetail),
      },
    });
    registerDecorator({
      name: 'certificationsNotBoth',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: M.certificationsBoth },
      validator: {
        validate: (_value: unknown, args: ValidationArguments) =>
          (args.object as { certifications?: unknown }).certifications === undefined,
      },
    });
  };
}

/** OpenAPI of one certification entry as written. */
export class CertificationInputDto {
  @ApiProperty({ maxLength: CERTIFICATION_NAME_MAX, example: 'EMT-B' })
  name: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, required: false, example: '2027-05-31' })
  expiresOn?: string | null;
}

/** The field rules of the add and edit forms (SPEC §5 Personnel form); `mode`: required (add) or optional (edit). */
export const PersonnelFields = {
  name: (mode: Presence) => TextField(mode, 200, { required: M.nameRequired, invalid: M.nameText }, 'Maria Chen'),
  rank: (mode: Presence) => TextField(mode, 100, { required: M.rankRequired, invalid: M.rankText }, 'Lieutenant'),
  badge: (mode: Presence) => TextField(mode, 50, { required: M.badgeRequired, invalid: M.badgeText }, 'FD-1042'),
  department: (mode: Presence) =>
    TextField(mode, 200, { required: M.departmentRequired, invalid: M.departmentText }, 'Station 1'),
  status: (description?: string) =>
    applyDecorators(
      ApiProperty({ enum: PERSONNEL_STATUSES, enumName: 'PersonnelStatus', required: false, description }),
      ValidateIf((_object, value) => value !== undefined),
      IsIn(PERSONNEL_STATUSES, { message: M.status }),
    ),
  phoneNumber: () =>
    applyDecorators(
      ApiProperty({ type: String, nullable: true, required: false, maxLength: 50, example: '(217) 555-0142' }),
      emptyToNull,
      IsOptional(),
      IsString({ message: M.phoneNumber }),
      MaxLength(50, { message: M.phoneNumber }),
    ),
  email: () =>
    applyDecorators(
      ApiProperty({
        type: String,
        nullable: true,
        required: false,
        maxLength: 254,
        example: 'm.chen@springfield-fd.example',
        description: 'Checked when non-empty; an empty string is stored as null.',
      }),
      emptyToNull,
      IsOptional(),
      IsString({ message: M.email }),
      MaxLength(254, { message: M.email }),
      IsEmail({}, { message: M.email }),
    ),
  certifications: (description: string) =>
    applyDecorators(
      ApiProperty({
        type: [String],
        required: false,
        maxItems: CERTIFICATIONS_MAX,
        example: ['EMT-B', 'Hazmat Ops'],
        description,
      }),
      certificationList,
      ValidateIf((_object, value) => value !== undefined),
      IsArray({ message: M.certifications }),
      ArrayMaxSize(CERTIFICATIONS_MAX, { message: M.certifications }),
      IsString({ each: true, message: M.certifications }),
      MaxLength(CERTIFICATION_NAME_MAX, { each: true, message: M.certifications }),
    ),
  certificationDetails: () =>
    applyDecorators(
      ApiProperty({
        type: [CertificationInputDto],
        required: false,
        maxItems: CERTIFICATIONS_MAX,
        description:
          'Instead of `certifications`: the list with expiry dates (DECISIONS §10). Sending both is refused. ' +
          'Plain `certifications` keeps the expiry dates of the names it still lists.',
      }),
      ValidateIf((_object, value) => value !== undefined),
      CertificationDetails(),
    ),
  assignedZone: () =>
    applyDecorators(
      ApiProperty({
        type: String,
        enum: [...PERSONNEL_ZONES, UNASSIGNED],
        nullable: true,
        required: false,
        example: 'Zone 1',
        description: "Zone 1 to Zone 5; null or 'unassigned' = Unassigned (stored as null).",
      }),
      zoneValue,
      IsOptional(),
      IsIn(PERSONNEL_ZONES, { message: M.assignedZone }),
    ),
  platoon: () =>
    applyDecorators(
      ApiProperty({ enum: PLATOONS, enumName: 'Platoon', nullable: true, required: false, description: 'null: none.' }),
      IsOptional(),
      IsIn(PLATOONS, { message: M.platoon }),
    ),
  time: (message: string) =>
    applyDecorators(
      ApiProperty({ type: String, nullable: true, required: false, example: '07:00', description: 'HH:MM (24 h); empty: none.' }),
      emptyToNull,
      IsOptional(),
      IsString({ message }),
      Matches(TIME, { message }),
    ),
  date: (message: string) =>
    applyDecorators(
      ApiProperty({ type: String, format: 'date', nullable: true, required: false, example: '2026-01-01' }),
      emptyToNull,
      IsOptional(),
      IsCalendarDate({ message }),
    ),
  notes: () => TextField('nullable', 10_000, { invalid: M.notesText }),
};
