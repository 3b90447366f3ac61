/**
 * The Report Generator's choices (SPEC §2 Reports, §5 Report generation, DECISIONS §12):
 * the five types with their names, the section toggles and their defaults, and the rule
 * for the Generate button. Pure, unit tested.
 */
export type ReportType = 'inspection' | 'maintenance' | 'compliance' | 'operational' | 'iso-readiness';

export const REPORT_TYPES: { value: ReportType; label: string; description: string }[] = [
  {
    value: 'inspection',
    label: 'Hydrant Inspection Report',
    description: 'Hydrants with their last inspection, those needing inspection (never, or over 180 days ago).',
  },
  {
    value: 'maintenance',
    label: 'Maintenance Activity Report',
    description: 'Maintenance completed in the date range: work performed, technicians, issues, costs.',
  },
  {
    value: 'compliance',
    label: 'NFPA Compliance Report',
    description: 'Annual inspection compliance, operational share and maintenance currency (NFPA 291 flow classes).',
  },
  {
    value: 'operational',
    label: 'Operational Status Report',
    description: 'Hydrants by status and area, with every hydrant not in service.',
  },
  {
    value: 'iso-readiness',
    label: 'ISO Readiness Report',
    description:
      'Inspected in the last 12 months, flow-tested in the last 5 years, hydrants over 1,000 ft from their nearest neighbour, by area.',
  },
];

export const reportTypeLabel = (type: ReportType | undefined) => REPORT_TYPES.find((t) => t.value === type)?.label;

export type SectionKey = 'summary' | 'details' | 'recommendations' | 'photos' | 'maintenance';

/** SPEC §2 step 3: summary, details and recommendations on; photos and maintenance off. */
export const SECTIONS: { key: SectionKey; label: string; hint: string; defaultOn: boolean }[] = [
  { key: 'summary', label: 'Summary', hint: 'Counts by status and the key figures', defaultOn: true },
  { key: 'details', label: 'Details', hint: 'The hydrant list or the maintenance records', defaultOn: true },
  { key: 'recommendations', label: 'Recommendations', hint: 'What to do next, from the figures', defaultOn: true },
  { key: 'photos', label: 'Photos', hint: 'Photos on file for the hydrants in the report', defaultOn: false },
  { key: 'maintenance', label: 'Maintenance', hint: 'Maintenance records in the date range', defaultOn: false },
];

export const DEFAULT_SECTIONS = Object.fromEntries(SECTIONS.map((s) => [s.key, s.defaultOn])) as Record<
  SectionKey,
  boolean
>;

export const REPORT_REQUIRED_MESSAGE = 'Please select a report type and enter a title';

/** SPEC §5: a type and a non-blank title. */
export const canGenerate = (type: ReportType | undefined, title: string) => Boolean(type) && title.trim() !== '';

/** Report hydrant picker: first 10 (SPEC §9 Lists). */
export const HYDRANT_PICKER_LIMIT = 10;
export const HYDRANT_PICKER_HINT = `Only the first ${HYDRANT_PICKER_LIMIT} hydrants are listed. Use the area filter to include more hydrants.`;

export interface ReportForm {
  type?: ReportType;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  areas: string[];
  hydrantIds: number[];
  sections: Record<SectionKey, boolean>;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const localIsoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A new form: the last 30 days up to today (local calendar), everything else empty, SPEC's section defaults. */
export function initialReportForm(today = new Date()): ReportForm {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30);
  return {
    type: undefined,
    title: '',
    description: '',
    startDate: localIsoDate(start),
    endDate: localIsoDate(today),
    areas: [],
    hydrantIds: [],
    sections: { ...DEFAULT_SECTIONS },
  };
}

/** The end date must not be before the start date (both optional). */
export const dateRangeError = (start: string, end: string) =>
  start && end && end < start ? 'The end date must be on or after the start date' : undefined;

/** The request body of POST /api/reports for a form (type checked by the caller). */
export function reportRequest<F extends 'json' | 'txt' | 'pdf'>(form: ReportForm, format: F) {
  return {
    type: form.type as ReportType,
    title: form.title.trim(),
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
    ...(form.startDate ? { startDate: form.startDate } : {}),
    ...(form.endDate ? { endDate: form.endDate } : {}),
    areas: form.areas,
    hydrantIds: form.hydrantIds,
    sections: { ...form.sections },
    format,
  };
}
