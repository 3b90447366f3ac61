import type { EquipmentStatus } from '../equipment.constants.js';
import { EquipmentFields as F } from './equipment-fields.js';

/** POST /api/equipment: SPEC §5 "Equipment form". */
export class CreateEquipmentDto {
  @F.name('required')
  name: string;

  @F.type('required')
  type: string;

  @F.serialNumber('required')
  serialNumber: string;

  @F.location('required')
  location: string;

  @F.status('Defaults to operational.')
  status?: EquipmentStatus;

  @F.assignedTo('required')
  assignedTo: string;

  @F.nextMaintenance('required')
  nextMaintenance: string;

  @F.purchaseDate('required')
  purchaseDate: string;

  @F.warranty('required')
  warranty: string;

  @F.notes()
  notes?: string | null;

  @F.serviceIntervalMonths(
    "Months between services. Left out: the type's standard interval (scba, hose, ladder, pump: 12; others none). null: none.",
  )
  serviceIntervalMonths?: number | null;
}
