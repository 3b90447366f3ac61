import { FLOW_CLASS_COLORS } from '@hydrant/map';
import type { HydrantStatus } from './hydrant-types';

/** SPEC §3: the inspection checklist options, in this order. */
export const CHECKLIST_OPTIONS = [
  'Cap Present',
  'No Leaks',
  'Valve Operational',
  'Marked Visible',
  'Paint Good',
  'Chain Attached',
  'Flow Test Passed',
  'Accessible',
] as const;

/** Status choices of the add/edit forms (SPEC §4: maintenance reads 'Maintenance Needed' in forms). */
export const STATUS_FORM_OPTIONS: { value: HydrantStatus; label: string }[] = [
  { value: 'operational', label: 'Operational' },
  { value: 'maintenance', label: 'Maintenance Needed' },
  { value: 'out-of-service', label: 'Out of Service' },
];

/** The dashboard's status filter; 'all' is sent as no status at all (SPEC §7). */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'operational', label: 'Operational' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'out-of-service', label: 'Out of Service' },
] as const;

export type StatusFilter = (typeof STATUS_FILTER_OPTIONS)[number]['value'];

/** Registry page size (DECISIONS §5). */
export const REGISTRY_PAGE_SIZE = 25;

/** Search box debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Edit dialog overlay layer (SPEC §9 Layout). */
export const EDIT_DIALOG_Z_INDEX = 10001;

/** The add dialog accepts a cached position up to 1 minute old (SPEC §9 Maps). */
export const ADD_DIALOG_LOCATION_MAX_AGE_MS = 60_000;

/** NFPA 291 flow classes (DECISIONS §5): colour and range shown in details. */
export const FLOW_CLASSES = {
  AA: { color: FLOW_CLASS_COLORS.AA, range: '1500 GPM or more' },
  A: { color: FLOW_CLASS_COLORS.A, range: '1000–1499 GPM' },
  B: { color: FLOW_CLASS_COLORS.B, range: '500–999 GPM' },
  C: { color: FLOW_CLASS_COLORS.C, range: 'under 500 GPM' },
} as const;
