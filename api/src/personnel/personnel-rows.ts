import { iso, param } from '../common/sql-rows.js';
import { CERTIFICATION_WARNING_DAYS, UNASSIGNED } from './personnel.constants.js';
import type { PersonnelStatus, PersonnelZone, Platoon } from './personnel.constants.js';
import type { StoredCertification } from './personnel.entity.js';
import type { CertificationDto, CertificationExpiry, PersonnelDto } from './dto/personnel.dto.js';

/** Columns of a person as the read queries select them (alias p), with the server's date. */
export const PERSONNEL_COLUMNS = `p.id, p.name, p.rank, p.badge, p.department, p.status, p.phone_number, p.email,
  p.certifications, p.assigned_zone, p.platoon, to_char(p.shift_start, 'HH24:MI') AS shift_start,
  to_char(p.shift_end, 'HH24:MI') AS shift_end, to_char(p.shift_start_date, 'YYYY-MM-DD') AS shift_start_date,
  to_char(p.shift_end_date, 'YYYY-MM-DD') AS shift_end_date, p.notes, p.version, p.created_at, p.updated_at,
  to_char(CURRENT_DATE, 'YYYY-MM-DD') AS today`;

/** The trigram-indexed text the search matches (must stay identical to IDX_personnel_search). */
export const PERSONNEL_SEARCH_TEXT = `(p.name || E'\\x1f' || p.badge || E'\\x1f' || p.rank)`;

export interface PersonnelRow {
  id: number;
  name: string;
  rank: string;
  badge: string;
  department: string;
  status: PersonnelStatus;
  phone_number: string | null;
  email: string | null;
  certifications: StoredCertification[];
  assigned_zone: PersonnelZone | null;
  platoon: Platoon | null;
  shift_start: string | null;
  shift_end: string | null;
  shift_start_date: string | null;
  shift_end_date: string | null;
  notes: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  today: string;
}

/** YYYY-MM-DD plus `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function expiryOf(expiresOn: string | null, today: string): CertificationExpiry {
  if (!expiresOn) return 'none';
  if (expiresOn < today) return 'expired';
  if (expiresOn <= addDays(today, CERTIFICATION_WARNING_DAYS)) return 'expiring';
  return 'valid';
}

export function toCertificationDtos(stored: StoredCertification[], today: string): CertificationDto[] {
  return stored.map((c) => ({ name: c.name, expiresOn: c.expiresOn, expiry: expiryOf(c.expiresOn, today) }));
}

export function toPersonnelDto(row: PersonnelRow): PersonnelDto {
  return {
    id: row.id,
    name: row.name,
    rank: row.rank,
    badge: row.badge,
    department: row.department,
    status: row.status,
    phoneNumber: row.phone_number,
    email: row.email,
    certifications: row.certifications.map((c) => c.name),
    certificationDetails: toCertificationDtos(row.certifications, row.today),
    assignedZone: row.assigned_zone,
    platoon: row.platoon,
    shiftStart: row.shift_start,
    shiftEnd: row.shift_end,
    shiftStartDate: row.shift_start_date,
    shiftEndDate: row.shift_end_date,
    notes: row.notes,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The zone condition of a roster filter ('unassigned' = no zone). */
export function zoneCondition(zone: string | undefined, params: unknown[]): string | null {
  if (!zone) return null;
  return zone === UNASSIGNED ? 'p.assigned_zone IS NULL' : `p.assigned_zone = ${param(params, zone)}`;
}
