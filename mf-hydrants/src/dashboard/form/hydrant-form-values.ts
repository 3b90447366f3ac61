import type { ChecklistItem, CreateHydrantDto, HydrantDto, HydrantStatus, UpdateHydrantDto } from '../hydrant-types';
import { attributeFormFromHydrant, attributesDto, emptyAttributeForm } from './hydrant-attribute-values';
import type { HydrantAttributeFormValues } from './hydrant-attribute-values';

/**
 * What the add and edit forms hold. Latitude and longitude are text in forms (SPEC §3);
 * pressure and flow rate are numbers as typed; the date is 'YYYY-MM-DD' or ''.
 * `photos` holds the existing photo URLs the user kept and the new data URLs.
 */
export interface HydrantFormValues extends HydrantAttributeFormValues {
  hydrantId: string;
  address: string;
  latitude: string;
  longitude: string;
  status: HydrantStatus;
  area: string;
  pressure: number | string | null;
  lastInspection: string;
  flowRate: number | string | null;
  inspector: string;
  checklist: ChecklistItem[];
  notes: string;
  photos: string[];
}

/** A new hydrant's form: status operational (SPEC §4), everything else empty. */
export const emptyHydrantForm = (): HydrantFormValues => ({
  hydrantId: '',
  address: '',
  latitude: '',
  longitude: '',
  status: 'operational',
  area: '',
  pressure: null,
  lastInspection: '',
  flowRate: null,
  inspector: '',
  checklist: [],
  notes: '',
  photos: [],
  ...emptyAttributeForm(),
});

const isStatus = (s: string): s is HydrantStatus =>
  s === 'operational' || s === 'maintenance' || s === 'out-of-service';

/** The edit form, filled from a hydrant. */
export function formFromHydrant(h: HydrantDto): HydrantFormValues {
  return {
    hydrantId: h.hydrantId,
    address: h.address,
    latitude: String(h.latitude),
    longitude: String(h.longitude),
    status: isStatus(h.status) ? h.status : 'operational',
    area: h.area,
    pressure: h.pressure,
    lastInspection: h.lastInspection ?? '',
    flowRate: h.flowRate,
    inspector: h.inspector ?? '',
    checklist: [...h.checklist],
    notes: h.notes ?? '',
    photos: [...h.photos],
    ...attributeFormFromHydrant(h),
  };
}

/** SPEC §5: pressure and flow rate are sent as whole numbers, or null when empty. */
export function wholeNumberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** A coordinate typed as text, as a number (NaN when it is not one). */
export const parseCoordinate = (text: string): number => (text.trim() === '' ? NaN : Number(text.trim()));

const textOrNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The create body of POST /api/hydrants. */
export function toCreateHydrantDto(v: HydrantFormValues): CreateHydrantDto {
  return {
    hydrantId: v.hydrantId.trim(),
    address: v.address.trim(),
    latitude: parseCoordinate(v.latitude),
    longitude: parseCoordinate(v.longitude),
    status: v.status,
    area: v.area.trim(),
    pressure: wholeNumberOrNull(v.pressure),
    lastInspection: v.lastInspection === '' ? null : v.lastInspection,
    flowRate: wholeNumberOrNull(v.flowRate),
    inspector: textOrNull(v.inspector),
    checklist: [...v.checklist],
    notes: textOrNull(v.notes),
    photos: [...v.photos],
    ...attributesDto(v, v.status),
  };
}

/**
 * The PATCH body of the edit form: every field, photos included — the kept photo URLs
 * and the new data URLs; photos left out of the list are removed (CONTRACT).
 */
export const toUpdateHydrantDto = (v: HydrantFormValues): UpdateHydrantDto => toCreateHydrantDto(v);

/**
 * Field messages of a 400 answer (`{ errors: { field: message } }`), keyed by form field.
 * Nested keys such as 'photos.0' are reported on their field ('photos'). A 409 duplicate
 * id is reported on hydrantId.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof error !== 'object' || error === null) return out;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (typeof data !== 'object' || data === null) return out;
  const body = data as { errors?: unknown; message?: unknown };
  if (body.errors && typeof body.errors === 'object') {
    for (const [key, message] of Object.entries(body.errors as Record<string, unknown>)) {
      const field = key.split(/[.[]/)[0];
      if (typeof message === 'string' && !(field in out)) out[field] = message;
    }
  }
  if (status === 409 && typeof body.message === 'string') out.hydrantId ??= body.message;
  return out;
}
