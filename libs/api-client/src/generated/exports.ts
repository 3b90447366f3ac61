import { api } from '@hydrant/api-client';
export const addTagTypes = ['exports'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getExportSummary: build.query<GetExportSummaryApiResponse, GetExportSummaryApiArg>({
        query: () => ({ url: `/api/exports/summary` }),
        providesTags: ['exports'],
      }),
      exportData: build.query<ExportDataApiResponse, ExportDataApiArg>({
        query: (queryArg) => ({ url: `/api/exports/${queryArg.format}` }),
        providesTags: ['exports'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as exportsApi };
export type GetExportSummaryApiResponse = /** status 200  */ ExportSummaryDto;
export type GetExportSummaryApiArg = void;
export type ExportDataApiResponse = /** status 200 The file, as an attachment */ Blob;
export type ExportDataApiArg = {
  /** csv: hydrants-export-{timestamp}.csv (SPEC columns); tsv: the same tab-separated (Excel); xlsx: a workbook, one sheet per dataset; json: { hydrants, maintenanceHistory, exportDate, totalHydrants, totalMaintenanceRecords }; geojson: hydrants (RFC 7946 Points); zones-geojson: zones (RFC 7946 Polygons). Streamed. */
  format: 'csv' | 'tsv' | 'xlsx' | 'json' | 'geojson' | 'zones-geojson';
};
export type ComplianceOverviewDto = {
  /** Hydrants inspected within the last 365 days / all hydrants (percent, 1 decimal; 0 with no hydrants) */
  annualInspection: number;
  /** 'Maintenance current': hydrants not out of service / all hydrants (percent, 1 decimal; 0 with no hydrants) */
  maintenanceCurrent: number;
  /** Operational hydrants / all hydrants (percent, 1 decimal; 0 with no hydrants) */
  operational: number;
};
export type ExportSummaryDto = {
  /** Alerts */
  alerts: number;
  compliance: ComplianceOverviewDto;
  /** Hydrant records */
  hydrants: number;
  /** Maintenance history records (0 before the maintenance feature exists) */
  maintenanceHistory: number;
  /** Maintenance schedules */
  maintenanceSchedules: number;
  /** Zones */
  zones: number;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export const { useGetExportSummaryQuery, useExportDataQuery } = injectedRtkApi;
