import { PERSONNEL_MESSAGES as M } from '../personnel.constants.js';
import type { PersonnelStatus, PersonnelZone, Platoon } from '../personnel.constants.js';
import { CertificationInputDto, PersonnelFields as F } from './personnel-fields.js';

/** POST /api/personnel: SPEC §5 "Personnel form" (certifications as a list, assignedZone null when unassigned). */
export class CreatePersonnelDto {
  @F.name('required')
  name: string;

  @F.rank('required')
  rank: string;

  @F.badge('required')
  badge: string;

  @F.department('required')
  department: string;

  @F.status('Defaults to active.')
  status?: PersonnelStatus;

  @F.phoneNumber()
  phoneNumber?: string | null;

  @F.email()
  email?: string | null;

  @F.certifications('Certification names (trimmed; empty names dropped). Defaults to none.')
  certifications?: string[];

  @F.certificationDetails()
  certificationDetails?: CertificationInputDto[];

  @F.assignedZone()
  assignedZone?: PersonnelZone | null;

  @F.platoon()
  platoon?: Platoon | null;

  @F.time(M.shiftStart)
  shiftStart?: string | null;

  @F.time(M.shiftEnd)
  shiftEnd?: string | null;

  @F.date(M.shiftStartDate)
  shiftStartDate?: string | null;

  @F.date(M.shiftEndDate)
  shiftEndDate?: string | null;

  @F.notes()
  notes?: string | null;
}
