import type { ReportType } from './report.constants.js';

export interface ReportSections {
  summary: boolean;
  details: boolean;
  recommendations: boolean;
  photos: boolean;
  maintenance: boolean;
}

export interface ReportSummary {
  total: number;
  operational: number;
  maintenance: number;
  outOfService: number;
  neverInspected: number;
  needsInspection: number;
  inspectedWithinYear: number;
}

export interface ReportHydrantRow {
  id: number;
  hydrantId: string;
  address: string;
  area: string;
  status: string;
  lastInspection: string | null;
  inspector: string | null;
  pressure: number | null;
  flowRate: number | null;
  needsInspection: boolean;
  photoCount: number;
}

export interface ReportMaintenanceRow {
  hydrantId: string;
  maintenanceType: string;
  completedDate: string;
  technicianName: string | null;
  status: string;
  workPerformed: string | null;
  issuesFound: string | null;
}

export interface AreaStatusRow {
  area: string;
  total: number;
  operational: number;
  maintenance: number;
  outOfService: number;
  needsInspection: number;
}

export interface IsoAreaRow {
  area: string;
  total: number;
  notInspected12Months: number;
  notFlowTested5Years: number;
  isolated: number;
}

export interface ReportPhoto {
  id: string;
  hydrantId: string;
  contentType: string;
  data?: Buffer;
}

/** Everything a report shows, gathered in one read-only snapshot. */
export interface ReportData {
  type: ReportType;
  typeLabel: string;
  title: string;
  description: string | null;
  generatedAt: Date;
  startDate: string | null;
  endDate: string | null;
  areas: string[];
  hydrantLabels: string[];
  sections: ReportSections;
  summary: ReportSummary;
  hydrants: { rows: ReportHydrantRow[]; total: number } | null;
  maintenance: {
    available: boolean;
    total: number;
    byType: Array<{ maintenanceType: string; count: number }>;
    rows: ReportMaintenanceRow[];
    overdueSchedules: number;
  } | null;
  compliance: { annualInspection: number; operational: number; maintenanceCurrent: number } | null;
  areaStatus: AreaStatusRow[] | null;
  iso: {
    inspected12Months: number;
    flowTestsAvailable: boolean;
    flowTested5Years: number;
    isolated: Array<{ hydrantId: string; address: string; area: string; nearestFeet: number | null }>;
    isolatedTotal: number;
    byArea: IsoAreaRow[];
  } | null;
  photos: {
    hydrants: Array<{ hydrantId: string; count: number; urls: string[] }>;
    total: number;
    embedded: ReportPhoto[];
  } | null;
  recommendations: string[];
}
