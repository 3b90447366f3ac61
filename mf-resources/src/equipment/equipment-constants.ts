/** Equipment statuses (SPEC §4), as the form and the filter offer them. */
export const EQUIPMENT_STATUS_OPTIONS = [
  { value: 'operational', label: 'Operational' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'out-of-service', label: 'Out of Service' },
];

/** The types offered by the form; other text typed by staff is kept as it is. */
export const EQUIPMENT_TYPE_OPTIONS = [
  { value: 'scba', label: 'SCBA' },
  { value: 'hose', label: 'Hose' },
  { value: 'ladder', label: 'Ladder' },
  { value: 'pump', label: 'Pump' },
  { value: 'camera', label: 'Thermal Camera' },
  { value: 'safety', label: 'Safety Equipment' },
  { value: 'radio', label: 'Radio' },
  { value: 'tools', label: 'Tools' },
  { value: 'medical', label: 'Medical' },
  { value: 'other', label: 'Other' },
];

/** The label of a type: the form's own, else the text as typed with a capital first letter. */
export const typeLabel = (type: string) =>
  EQUIPMENT_TYPE_OPTIONS.find((o) => o.value === type.toLowerCase())?.label ??
  type.charAt(0).toUpperCase() + type.slice(1);

/** Service log kinds and results (DECISIONS §10). */
export const SERVICE_KIND_OPTIONS = [
  { value: 'inspection', label: 'Inspection' },
  { value: 'service-test', label: 'Service test' },
  { value: 'repair', label: 'Repair' },
  { value: 'other', label: 'Other' },
];
export const SERVICE_RESULT_OPTIONS = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
];

export const EQUIPMENT_PAGE_SIZE = 24;
export const SEARCH_DEBOUNCE_MS = 300;
