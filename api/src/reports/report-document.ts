import type { ReportData } from './report-data.js';
import { REPORT_DETAIL_LIMIT } from './report.constants.js';

export type ReportBlock =
  | { kind: 'fields'; rows: Array<[string, string]> }
  | { kind: 'table'; columns: string[]; rows: string[][]; note?: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export interface ReportSection {
  heading: string;
  blocks: ReportBlock[];
}

/** A report as headings and blocks: the one content both the .txt and the PDF are drawn from. */
export interface ReportDocument {
  title: string;
  typeLabel: string;
  meta: Array<[string, string]>;
  sections: ReportSection[];
}

const num = (value: number) => value.toLocaleString('en-US');
const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '0.0%');
const withShare = (part: number, whole: number) => `${num(part)} (${pct(part, whole)})`;
const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const STATUS_LABELS: Record<string, string> = {
  operational: 'Operational',
  maintenance: 'Maintenance',
  'out-of-service': 'Out of Service',
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? 'Unknown';

function truncationNote(shown: number, total: number): string | undefined {
  return total > shown
    ? `Showing the first ${num(shown)} of ${num(total)} (at most ${num(REPORT_DETAIL_LIMIT)} rows are listed; use the area filter or the CSV export for all).`
    : undefined;
}

export function generatedLabel(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function periodLabel(data: ReportData): string {
  const { startDate, endDate } = data;
  if (!startDate && !endDate) return 'All dates';
  const range = startDate && endDate ? `${startDate} to ${endDate}` : startDate ? `From ${startDate}` : `Until ${endDate}`;
  return `${range} (maintenance completed dates)`;
}

function scopeLabel(data: ReportData): string {
  if (!data.areas.length && !data.hydrantLabels.length) return 'All hydrants';
  const parts: string[] = [];
  if (data.areas.length) parts.push(`Areas: ${data.areas.join(', ')}`);
  if (data.hydrantLabels.length) {
    const shown = data.hydrantLabels.slice(0, 20).join(', ');
    const more = data.hydrantLabels.length > 20 ? ` and ${num(data.hydrantLabels.length - 20)} more` : '';
    parts.push(`Hydrants: ${shown}${more}`);
  }
  return parts.join('; ');
}

function summarySection(data: ReportData): ReportSection {
  const s = data.summary;
  return {
    heading: 'Summary',
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Total hydrants', num(s.total)],
          ['Operational', withShare(s.operational, s.total)],
          ['Maintenance', withShare(s.maintenance, s.total)],
          ['Out of Service', withShare(s.outOfService, s.total)],
          ['Needs inspection (never, or over 180 days ago)', withShare(s.needsInspection, s.total)],
          ['Never inspected', num(s.neverInspected)],
          ['Inspected within 365 days', withShare(s.inspectedWithinYear, s.total)],
        ],
      },
    ],
  };
}

function hydrantTable(data: ReportData): ReportBlock[] {
  const hydrants = data.hydrants;
  if (!hydrants) return [];
  if (!hydrants.rows.length) return [{ kind: 'paragraph', text: 'No hydrants to list.' }];
  return [
    {
      kind: 'table',
      columns: [
        'Hydrant ID',
        'Address',
        'Area',
        'Status',
        'Last Inspection',
        'Inspector',
        'Pressure (PSI)',
        'Flow Rate (GPM)',
        'Needs Inspection',
      ],
      rows: hydrants.rows.map((h) => [
        h.hydrantId,
        h.address,
        h.area,
        statusLabel(h.status),
        h.lastInspection ?? 'Not recorded',
        dash(h.inspector),
        dash(h.pressure),
        dash(h.flowRate),
        h.needsInspection ? 'Yes' : 'No',
      ]),
      note: truncationNote(hydrants.rows.length, hydrants.total),
    },
  ];
}

function areaTable(data: ReportData): ReportBlock[] {
  if (!data.areaStatus?.length) return [];
  return [
    {
      kind: 'table',
      columns: ['Area', 'Total', 'Operational', 'Maintenance', 'Out of Service', 'Needs Inspection'],
      rows: data.areaStatus.map((a) => [
        a.area,
        num(a.total),
        num(a.operational),
        num(a.maintenance),
        num(a.outOfService),
        num(a.needsInspection),
      ]),
    },
  ];
}

function maintenanceSection(data: ReportData): ReportSection | null {
  const m = data.maintenance;
  if (!m) return null;
  if (!m.available)
    return { heading: 'Maintenance Activity', blocks: [{ kind: 'paragraph', text: 'No maintenance records are kept yet.' }] };
  const blocks: ReportBlock[] = [
    {
      kind: 'fields',
      rows: [
        ['Maintenance records in the period', num(m.total)],
        ['Overdue maintenance tasks', num(m.overdueSchedules)],
      ],
    },
  ];
  if (m.byType.length)
    blocks.push({
      kind: 'table',
      columns: ['Maintenance Type', 'Records'],
      rows: m.byType.map((t) => [t.maintenanceType, num(t.count)]),
    });
  const listRecords = data.sections.maintenance && (data.type !== 'maintenance' || data.sections.details);
  if (listRecords) {
    blocks.push(
      m.rows.length
        ? {
            kind: 'table',
            columns: ['Completed', 'Hydrant ID', 'Type', 'Status', 'Technician', 'Work Performed', 'Issues Found'],
            rows: m.rows.map((r) => [
              r.completedDate,
              r.hydrantId,
              r.maintenanceType,
              r.status,
              dash(r.technicianName),
              dash(r.workPerformed),
              dash(r.issuesFound),
            ]),
            note: truncationNote(m.rows.length, m.total),
          }
        : { kind: 'paragraph', text: 'No maintenance records in the period.' },
    );
  }
  return { heading: 'Maintenance Activity', blocks };
}

function typeSections(data: ReportData): ReportSection[] {
  const s = data.summary;
  const sections: ReportSection[] = [];
  if (data.compliance) {
    sections.push({
      heading: 'NFPA Compliance Overview',
      blocks: [
        {
          kind: 'fields',
          rows: [
            ['Annual inspection compliance (inspected within 365 days)', `${data.compliance.annualInspection.toFixed(1)}%`],
            ['Operational', `${data.compliance.operational.toFixed(1)}%`],
            ['Maintenance current (not out of service)', `${data.compliance.maintenanceCurrent.toFixed(1)}%`],
          ],
        },
      ],
    });
  }
  if (data.iso) {
    const iso = data.iso;
    sections.push({
      heading: 'ISO Readiness',
      blocks: [
        {
          kind: 'fields',
          rows: [
            ['Inspected in the last 12 months', withShare(iso.inspected12Months, s.total)],
            [
              'Flow-tested in the last 5 years (NFPA 291)',
              iso.flowTestsAvailable ? withShare(iso.flowTested5Years, s.total) : 'No flow tests recorded (0.0%)',
            ],
            ['Nearest other hydrant over 1,000 ft away', withShare(iso.isolatedTotal, s.total)],
          ],
        },
      ],
    });
  }
  return sections;
}

function detailSection(data: ReportData): ReportSection | null {
  if (!data.sections.details) return null;
  const blocks: ReportBlock[] = [];
  if (data.type === 'inspection') blocks.push(...hydrantTable(data));
  if (data.type === 'operational' || data.type === 'compliance') {
    blocks.push(...areaTable(data));
    const heading = data.type === 'operational' ? 'Hydrants not operational' : 'Hydrants not inspected within 365 days';
    blocks.push({ kind: 'paragraph', text: heading }, ...hydrantTable(data));
  }
  if (data.type === 'iso-readiness' && data.iso) {
    if (data.iso.byArea.length) {
      blocks.push({
        kind: 'table',
        columns: ['Area', 'Hydrants', 'Not Inspected (12 months)', 'Not Flow-Tested (5 years)', 'Over 1,000 ft from Another'],
        rows: data.iso.byArea.map((a) => [
          a.area,
          num(a.total),
          num(a.notInspected12Months),
          num(a.notFlowTested5Years),
          num(a.isolated),
        ]),
      });
    }
    blocks.push({ kind: 'paragraph', text: 'Hydrants whose nearest other hydrant is over 1,000 ft away' });
    blocks.push(
      data.iso.isolated.length
        ? {
            kind: 'table',
            columns: ['Hydrant ID', 'Address', 'Area', 'Nearest Hydrant (ft)'],
            rows: data.iso.isolated.map((h) => [
              h.hydrantId,
              h.address,
              h.area,
              h.nearestFeet === null ? 'None' : num(h.nearestFeet),
            ]),
            note: truncationNote(data.iso.isolated.length, data.iso.isolatedTotal),
          }
        : { kind: 'paragraph', text: 'None.' },
    );
  }
  if (data.type === 'maintenance' && !data.sections.maintenance) {
    blocks.push({ kind: 'paragraph', text: 'Turn on the Maintenance section to list the maintenance records.' });
  }
  return blocks.length ? { heading: 'Details', blocks } : null;
}

function photoSection(data: ReportData): ReportSection | null {
  if (!data.photos) return null;
  if (!data.photos.hydrants.length)
    return { heading: 'Photos', blocks: [{ kind: 'paragraph', text: 'No photos recorded for these hydrants.' }] };
  return {
    heading: 'Photos',
    blocks: [
      {
        kind: 'table',
        columns: ['Hydrant ID', 'Photos', 'Photo Links'],
        rows: data.photos.hydrants.map((h) => [h.hydrantId, num(h.count), h.urls.join(' ')]),
        note: truncationNote(data.photos.hydrants.length, data.photos.total),
      },
    ],
  };
}

export function reportDocument(data: ReportData): ReportDocument {
  const meta: Array<[string, string]> = [
    ['Report type', data.typeLabel],
    ['Generated', generatedLabel(data.generatedAt)],
    ['Period', periodLabel(data)],
    ['Scope', scopeLabel(data)],
  ];
  if (data.description) meta.push(['Description', data.description]);
  const sections: ReportSection[] = [];
  if (data.sections.summary) sections.push(summarySection(data));
  sections.push(...typeSections(data));
  const details = detailSection(data);
  if (details) sections.push(details);
  const maintenance = maintenanceSection(data);
  if (maintenance) sections.push(maintenance);
  const photos = photoSection(data);
  if (photos) sections.push(photos);
  if (data.sections.recommendations && data.recommendations.length) {
    sections.push({ heading: 'Recommendations', blocks: [{ kind: 'list', items: data.recommendations }] });
  }
  return { title: data.title, typeLabel: data.typeLabel, meta, sections };
}
