/** SPEC §2 Reports step 1 (and DECISIONS §12's ISO readiness report). */
export const REPORT_TYPES = ['inspection', 'maintenance', 'compliance', 'operational', 'iso-readiness'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  inspection: 'Hydrant Inspection Report',
  maintenance: 'Maintenance Activity Report',
  compliance: 'NFPA Compliance Report',
  operational: 'Operational Status Report',
  'iso-readiness': 'ISO Readiness Report',
};

export const REPORT_FORMATS = ['json', 'txt', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** SPEC §5. */
export const TYPE_AND_TITLE_REQUIRED = 'Please select a report type and enter a title';

export const REPORT_MESSAGES = {
  description: 'Description must be text of at most 2000 characters',
  startDate: 'Start date must be a valid date (YYYY-MM-DD)',
  endDate: 'End date must be a valid date (YYYY-MM-DD)',
  dateOrder: 'End date must not be before the start date',
  areas: 'Areas must be a list of area names',
  hydrantIds: 'Hydrants must be a list of hydrant ids',
  sections: 'Sections must be on (true) or off (false)',
  format: 'Format must be json, txt or pdf',
} as const;

/** SPEC §9: a hydrant needs inspection if never inspected or last inspected over 180 days ago. */
export const NEEDS_INSPECTION_DAYS = 180;
/** Detail lists of a report hold at most this many rows (the report says how many more). */
export const REPORT_DETAIL_LIMIT = 1000;
/** Photos embedded in a PDF report at most. */
export const REPORT_PDF_PHOTOS = 24;
/** ISO counts hydrants within 1,000 ft of a location (DECISIONS §12): 304.8 m. */
export const ISO_SPACING_METRES = 304.8;
export const MAX_REPORT_AREAS = 1000;
export const MAX_REPORT_HYDRANTS = 10_000;

/** Hydrants in a report's scope ($1 areas, $2 ids): all when none is chosen, else those of a chosen area or chosen themselves. */
export const SCOPE_SQL = `((cardinality($1::text[]) = 0 AND cardinality($2::int[]) = 0) OR h.area = ANY($1::text[]) OR h.id = ANY($2::int[]))`;
