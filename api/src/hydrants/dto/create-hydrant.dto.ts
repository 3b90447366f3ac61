import { MESSAGES } from '../hydrant.constants.js';
import type { HydrantStatus } from '../hydrant.constants.js';
import {
  ChecklistField,
  CoordinateField,
  DateField,
  PhotosField,
  StatusField,
  TextField,
  WholeNumberField,
} from './hydrant-field.decorators.js';
import { HydrantAttributeFields } from './hydrant-attributes.dto.js';

/** POST /api/hydrants: SPEC §5 "Add and edit hydrant". */
export class CreateHydrantDto extends HydrantAttributeFields {
  @TextField('required', 50, { required: MESSAGES.hydrantIdRequired, invalid: MESSAGES.hydrantIdTooLong }, 'H-001')
  hydrantId: string;

  @TextField('required', 300, { required: MESSAGES.addressRequired, invalid: MESSAGES.addressTooLong }, '100 Main St')
  address: string;

  @CoordinateField('required', 90, MESSAGES.latitudeRequired, MESSAGES.latitudeRange, 39.7392)
  latitude: number;

  @CoordinateField('required', 180, MESSAGES.longitudeRequired, MESSAGES.longitudeRange, -104.9903)
  longitude: number;

  @StatusField('Defaults to operational.')
  status?: HydrantStatus;

  @TextField('required', 200, { required: MESSAGES.areaRequired, invalid: MESSAGES.areaTooLong }, 'Downtown')
  area: string;

  @WholeNumberField(MESSAGES.pressure, 65)
  pressure?: number | null;

  @WholeNumberField(MESSAGES.flowRate, 1200)
  flowRate?: number | null;

  @DateField('nullable', { invalid: MESSAGES.lastInspection })
  lastInspection?: string | null;

  @TextField('nullable', 200, { invalid: MESSAGES.inspectorText }, 'J. Smith')
  inspector?: string | null;

  @ChecklistField()
  checklist?: string[];

  @TextField('nullable', 10_000, { invalid: MESSAGES.notesText })
  notes?: string | null;

  @PhotosField(false)
  photos?: string[];
}
