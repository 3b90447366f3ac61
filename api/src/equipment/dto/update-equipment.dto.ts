import { VersionField } from '../../common/record-version.js';
import type { EquipmentStatus } from '../equipment.constants.js';
import { EquipmentFields as F } from './equipment-fields.js';

/**
 * PATCH /api/equipment/{id}: any subset of the form's fields; a field sent must be valid
 * (required ones cannot be emptied). `version` (or If-Match): an older one is 409.
 */
export class UpdateEquipmentDto {
  @F.name('optional')
  name?: string;

  @F.type('optional')
  type?: string;

  @F.serialNumber('optional')
  serialNumber?: string;

  @F.location('optional')
  location?: string;

  @F.status()
  status?: EquipmentStatus;

  @F.assignedTo('optional')
  assignedTo?: string;

  @F.nextMaintenance('optional')
  nextMaintenance?: string;

  @F.purchaseDate('optional')
  purchaseDate?: string;

  @F.warranty('optional')
  warranty?: string;

  @F.notes()
  notes?: string | null;

  @F.serviceIntervalMonths('Months between services; null: none. Left out: unchanged.')
  serviceIntervalMonths?: number | null;

  @VersionField()
  version?: number;
}
