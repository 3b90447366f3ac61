import type { HydrantDto, HydrantOwnership, HydrantType } from '../hydrant-types';

/** Hydrant attributes and out-of-service details as the add and edit forms hold them. */
export interface HydrantAttributeFormValues {
  hydrantType: HydrantType | '';
  outletCount: number | string | null;
  /** Outlet sizes typed as text, e.g. '2.5, 2.5, 4.5'. */
  outletSizes: string;
  mainSize: number | string | null;
  manufacturer: string;
  installYear: number | string | null;
  ownership: HydrantOwnership | '';
  /** 'yes' | 'no' | '' (not known) */
  hasIsolationValve: 'yes' | 'no' | '';
  outOfServiceReason: string;
  expectedReturn: string;
}

export const HYDRANT_TYPE_OPTIONS: { value: HydrantType; label: string }[] = [
  { value: 'dry-barrel', label: 'Dry barrel' },
  { value: 'wet-barrel', label: 'Wet barrel' },
  { value: 'flush', label: 'Flush' },
  { value: 'wall', label: 'Wall' },
];

export const OWNERSHIP_OPTIONS: { value: HydrantOwnership; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

export const OUT_OF_SERVICE_REASON_REQUIRED = 'A reason is required to set a hydrant out of service';

export const emptyAttributeForm = (): HydrantAttributeFormValues => ({
  hydrantType: '',
  outletCount: null,
  outletSizes: '',
  mainSize: null,
  manufacturer: '',
  installYear: null,
  ownership: '',
  hasIsolationValve: '',
  outOfServiceReason: '',
  expectedReturn: '',
});

export function attributeFormFromHydrant(h: HydrantDto): HydrantAttributeFormValues {
  return {
    hydrantType: h.hydrantType ?? '',
    outletCount: h.outletCount,
    outletSizes: h.outletSizes.join(', '),
    mainSize: h.mainSize,
    manufacturer: h.manufacturer ?? '',
    installYear: h.installYear,
    ownership: h.ownership ?? '',
    hasIsolationValve: h.hasIsolationValve === null ? '' : h.hasIsolationValve ? 'yes' : 'no',
    outOfServiceReason: h.outOfServiceReason ?? '',
    expectedReturn: h.expectedReturn ?? '',
  };
}

function numberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** '2.5, 2.5; 4.5' -> [2.5, 2.5, 4.5]; a part that is not a number is sent as NaN, for the server to name. */
export function outletSizesOf(text: string): number[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => Number(part));
}

/** The attributes part of the create and update bodies; the out-of-service details only with that status. */
export function attributesDto(v: HydrantAttributeFormValues, status: string) {
  const outOfService = status === 'out-of-service';
  const count = numberOrNull(v.outletCount);
  const year = numberOrNull(v.installYear);
  return {
    hydrantType: v.hydrantType === '' ? null : v.hydrantType,
    outletCount: count === null ? null : Math.round(count),
    outletSizes: outletSizesOf(v.outletSizes),
    mainSize: numberOrNull(v.mainSize),
    manufacturer: v.manufacturer.trim() === '' ? null : v.manufacturer.trim(),
    installYear: year === null ? null : Math.round(year),
    ownership: v.ownership === '' ? null : v.ownership,
    hasIsolationValve: v.hasIsolationValve === '' ? null : v.hasIsolationValve === 'yes',
    ...(outOfService
      ? {
          outOfServiceReason: v.outOfServiceReason.trim() === '' ? null : v.outOfServiceReason.trim(),
          expectedReturn: v.expectedReturn === '' ? null : v.expectedReturn,
        }
      : {}),
  };
}

/** A hydrant's attributes and out-of-service details when none are recorded (the API's answer for a plain hydrant). */
export const NO_ATTRIBUTES = {
  hydrantType: null,
  outletCount: null,
  outletSizes: [],
  mainSize: null,
  manufacturer: null,
  installYear: null,
  ownership: null,
  hasIsolationValve: null,
  outOfServiceSince: null,
  outOfServiceReason: null,
  expectedReturn: null,
} satisfies Partial<HydrantDto>;
