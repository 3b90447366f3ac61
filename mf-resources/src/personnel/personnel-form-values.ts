import { parseCertificationText } from './certifications';
import type { Person, PersonnelStatus, Platoon } from './personnel-types';
import type { CreatePersonnelDto } from '@hydrant/api-client/generated/personnel';

/** The fields of 'Add New Personnel' and 'Edit Personnel' (SPEC §5), as the form holds them. */
export interface PersonnelFormValues {
  name: string;
  rank: string;
  badge: string;
  department: string;
  status: PersonnelStatus;
  phoneNumber: string;
  email: string;
  /** typed comma-separated (SPEC §5) */
  certifications: string;
  /** an optional expiry date per certification name (DECISIONS §10) */
  certificationExpiry: Record<string, string>;
  assignedZone: string;
  platoon: string;
  shiftStart: string;
  shiftEnd: string;
  shiftStartDate: string;
  shiftEndDate: string;
  notes: string;
}

export const emptyPersonnelForm = (): PersonnelFormValues => ({
  name: '',
  rank: '',
  badge: '',
  department: '',
  status: 'active',
  phoneNumber: '',
  email: '',
  certifications: '',
  certificationExpiry: {},
  assignedZone: 'unassigned',
  platoon: 'none',
  shiftStart: '',
  shiftEnd: '',
  shiftStartDate: '',
  shiftEndDate: '',
  notes: '',
});

/** 'HH:MM:SS' from the server as 'HH:MM' for a time input. */
const hhmm = (t: string | null | undefined) => (t ? t.slice(0, 5) : '');

/** Preloads every field, the shift dates included (the edit form does not show them but keeps them). */
export const formFromPerson = (p: Person): PersonnelFormValues => ({
  name: p.name,
  rank: p.rank,
  badge: p.badge,
  department: p.department,
  status: p.status,
  phoneNumber: p.phoneNumber ?? '',
  email: p.email ?? '',
  certifications: p.certificationDetails.map((c) => c.name).join(', '),
  certificationExpiry: Object.fromEntries(
    p.certificationDetails.filter((c) => c.expiresOn).map((c) => [c.name, c.expiresOn as string]),
  ),
  assignedZone: p.assignedZone ?? 'unassigned',
  platoon: p.platoon ?? 'none',
  shiftStart: hhmm(p.shiftStart),
  shiftEnd: hhmm(p.shiftEnd),
  shiftStartDate: p.shiftStartDate ?? '',
  shiftEndDate: p.shiftEndDate ?? '',
  notes: p.notes ?? '',
});

const orNull = (s: string | undefined | null) => (s && s.trim() !== '' ? s.trim() : null);

/** The body of POST / PATCH /api/personnel (SPEC §7): certifications as a list, 'unassigned' as null. */
export function toPersonnelBody(v: PersonnelFormValues): CreatePersonnelDto {
  const names = parseCertificationText(v.certifications);
  return {
    name: v.name.trim(),
    rank: v.rank.trim(),
    badge: v.badge.trim(),
    department: v.department.trim(),
    status: v.status,
    phoneNumber: orNull(v.phoneNumber),
    email: (v.email ?? '').trim(),
    certificationDetails: names.map((name) => ({ name, expiresOn: orNull(v.certificationExpiry?.[name]) })),
    assignedZone: v.assignedZone === 'unassigned' ? null : (v.assignedZone as CreatePersonnelDto['assignedZone']),
    platoon: v.platoon === 'none' ? null : (v.platoon as Platoon),
    shiftStart: orNull(v.shiftStart),
    shiftEnd: orNull(v.shiftEnd),
    shiftStartDate: orNull(v.shiftStartDate),
    shiftEndDate: orNull(v.shiftEndDate),
    notes: orNull(v.notes),
  };
}
