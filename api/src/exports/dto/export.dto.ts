import { ApiProperty } from '@nestjs/swagger';

export const EXPORT_FORMATS = ['csv', 'tsv', 'xlsx', 'json', 'geojson', 'zones-geojson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const int = (description: string) => ApiProperty({ type: 'integer', minimum: 0, description });
const pct = (description: string) =>
  ApiProperty({ type: Number, minimum: 0, maximum: 100, description: `${description} (percent, 1 decimal; 0 with no hydrants)` });

export class ComplianceOverviewDto {
  @pct('Hydrants inspected within the last 365 days / all hydrants') annualInspection: number;
  @pct('Operational hydrants / all hydrants') operational: number;
  @pct("'Maintenance current': hydrants not out of service / all hydrants") maintenanceCurrent: number;
}

/** Dataset record counts and the NFPA compliance overview of the Raw Data Export (SPEC §2 Reports, §9). */
export class ExportSummaryDto {
  @int('Hydrant records') hydrants: number;
  @int('Maintenance history records (0 before the maintenance feature exists)') maintenanceHistory: number;
  @int('Maintenance schedules') maintenanceSchedules: number;
  @int('Alerts') alerts: number;
  @int('Zones') zones: number;
  @ApiProperty({ type: ComplianceOverviewDto }) compliance: ComplianceOverviewDto;
}
