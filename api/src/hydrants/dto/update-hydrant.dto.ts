import { VersionField } from '../../common/record-version.js';
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

/**
 * PATCH /api/hydrants/{id}: any subset of the hydrant fields. Required fields may be
 * left out but not emptied; nullable ones accept null. `photos` lists the photos to
 * keep (their URLs) and to add (data URLs), in order; left out = unchanged.
 * `version` (or If-Match) names the version the change is based on: an older one is 409.
 */
export class UpdateHydrantDto extends HydrantAttributeFields {
  @TextField('optional', 50, { required: MESSAGES.hydrantIdRequired, invalid: MESSAGES.hydrantIdTooLong }, 'H-001')
  hydrantId?: string;

  @TextField('optional', 300, { required: MESSAGES.addressRequired, invalid: MESSAGES.addressTooLong }, '100 Main St')
  address?: string;

  @CoordinateField('optional', 90, MESSAGES.latitudeRequired, MESSAGES.latitudeRange, 39.7392)
  latitude?: number;

  @CoordinateField('optional', 180, MESSAGES.longitudeRequired, MESSAGES.longitudeRange, -104.9903)
  longitude?: number;

  @StatusField()
  status?: HydrantStatus;

  @TextField('optional', 200, { required: MESSAGES.areaRequired, invalid: MESSAGES.areaTooLong }, 'Downtown')
  area?: string;

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

  @PhotosField(true)
  photos?: string[];

  @VersionField()
  version?: number;
}
