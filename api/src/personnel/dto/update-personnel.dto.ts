import { VersionField } from '../../common/record-version.js';
import { PERSONNEL_MESSAGES as M } from '../personnel.constants.js';
import type { PersonnelStatus, PersonnelZone, Platoon } from '../personnel.constants.js';
import { CertificationInputDto, PersonnelFields as F } from './personnel-fields.js';

/** PATCH /api/personnel/{id}: any subset of the form's fields (required ones cannot be emptied; null clears an optional one). `version` (or If-Match): an older one is 409. */
export class UpdatePersonnelDto {
  @F.name('optional')
  name?: string;

  @F.rank('optional')
  rank?: string;

  @F.badge('optional')
  badge?: string;

  @F.department('optional')
  department?: string;

  @F.status()
  status?: PersonnelStatus;

  @F.phoneNumber()
  phoneNumber?: string | null;

  @F.email()
  email?: string | null;

  @F.certifications('Certification names (trimmed; empty names dropped). Left out: unchanged.')
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

  @VersionField()
  version?: number;
}
