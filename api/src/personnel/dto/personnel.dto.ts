import { ApiProperty } from '@nestjs/swagger';
import { VersionProperty } from '../../common/record-version.js';
import { PERSONNEL_STATUSES, PERSONNEL_ZONES, PLATOONS } from '../personnel.constants.js';
import type { PersonnelStatus, PersonnelZone, Platoon } from '../personnel.constants.js';

export const CERTIFICATION_EXPIRY = ['none', 'valid', 'expiring', 'expired'] as const;
export type CertificationExpiry = (typeof CERTIFICATION_EXPIRY)[number];

/** A certification with its expiry date and how it stands today (DECISIONS §10). */
export class CertificationDto {
  @ApiProperty({ example: 'EMT-B' })
  name: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2027-05-31' })
  expiresOn: string | null;

  @ApiProperty({
    enum: CERTIFICATION_EXPIRY,
    enumName: 'CertificationExpiry',
    description:
      "none: no expiry date; expired: before today; expiring: within 60 days from today (the server's date); else valid.",
  })
  expiry: CertificationExpiry;
}

/** A person as every personnel route answers them (SPEC §3, DECISIONS §10). */
export class PersonnelDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ example: 'Maria Chen' })
  name: string;

  @ApiProperty({ example: 'Lieutenant' })
  rank: string;

  @ApiProperty({ example: 'FD-1042' })
  badge: string;

  @ApiProperty({ example: 'Station 1' })
  department: string;

  @ApiProperty({ enum: PERSONNEL_STATUSES, enumName: 'PersonnelStatus' })
  status: PersonnelStatus;

  @ApiProperty({ type: String, nullable: true })
  phoneNumber: string | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: [String], description: "The certifications' names (SPEC's plain list)." })
  certifications: string[];

  @ApiProperty({ type: [CertificationDto], description: 'The same certifications with expiry dates.' })
  certificationDetails: CertificationDto[];

  @ApiProperty({ type: String, enum: PERSONNEL_ZONES, nullable: true, description: 'null = Unassigned.' })
  assignedZone: PersonnelZone | null;

  @ApiProperty({ enum: PLATOONS, enumName: 'Platoon', nullable: true })
  platoon: Platoon | null;

  @ApiProperty({ type: String, nullable: true, example: '07:00', description: 'HH:MM' })
  shiftStart: string | null;

  @ApiProperty({ type: String, nullable: true, example: '19:00', description: 'HH:MM' })
  shiftEnd: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  shiftStartDate: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  shiftEndDate: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @VersionProperty()
  version: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class PersonnelPageDto {
  @ApiProperty({ type: [PersonnelDto] })
  items: PersonnelDto[];

  @ApiProperty({ type: 'integer', description: 'People matching the filters, over all pages (the N of "N of M personnel").' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

/** The Personnel screen's five counters (and the calendar's), over the whole roster. */
export class PersonnelStatsDto {
  @ApiProperty({ type: 'integer', description: 'Everyone (the M of "N of M personnel").' })
  total: number;

  @ApiProperty({ type: 'integer', description: 'On duty (status active).' })
  active: number;

  @ApiProperty({ type: 'integer' })
  offDuty: number;

  @ApiProperty({ type: 'integer' })
  training: number;

  @ApiProperty({ type: 'integer' })
  onCall: number;

  @ApiProperty({ type: 'integer', description: 'People with at least one expired certification.' })
  withExpiredCertifications: number;

  @ApiProperty({ type: 'integer', description: 'People with at least one certification expiring within 60 days.' })
  withExpiringCertifications: number;
}

/** Values present in the roster, for the filters. */
export class PersonnelFacetsDto {
  @ApiProperty({ type: [String], description: 'Every distinct department, sorted.' })
  departments: string[];

  @ApiProperty({ type: [String], enum: PERSONNEL_ZONES, description: 'The zones people are assigned to, sorted.' })
  zones: PersonnelZone[];

  @ApiProperty({ description: 'Whether anyone is unassigned.' })
  hasUnassigned: boolean;
}
