import { api } from '@hydrant/api-client';
export const addTagTypes = ['data-transfer'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      downloadFullBackup: build.query<DownloadFullBackupApiResponse, DownloadFullBackupApiArg>({
        query: () => ({ url: `/api/data-transfer/backup` }),
        providesTags: ['data-transfer'],
      }),
      applyHydrantImport: build.mutation<ApplyHydrantImportApiResponse, ApplyHydrantImportApiArg>({
        query: (queryArg) => ({
          url: `/api/data-transfer/hydrant-import`,
          method: 'POST',
          body: queryArg.body,
          params: {
            format: queryArg.format,
          },
        }),
        invalidatesTags: ['data-transfer'],
      }),
      previewHydrantImport: build.mutation<PreviewHydrantImportApiResponse, PreviewHydrantImportApiArg>({
        query: (queryArg) => ({
          url: `/api/data-transfer/hydrant-import/preview`,
          method: 'POST',
          body: queryArg.body,
          params: {
            format: queryArg.format,
          },
        }),
        invalidatesTags: ['data-transfer'],
      }),
      applyRestore: build.mutation<ApplyRestoreApiResponse, ApplyRestoreApiArg>({
        query: (queryArg) => ({ url: `/api/data-transfer/restore`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['data-transfer'],
      }),
      previewRestore: build.mutation<PreviewRestoreApiResponse, PreviewRestoreApiArg>({
        query: (queryArg) => ({ url: `/api/data-transfer/restore/preview`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['data-transfer'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dataTransferApi };
export type DownloadFullBackupApiResponse = /** status 200 JSON attachment */ string;
export type DownloadFullBackupApiArg = void;
export type ApplyHydrantImportApiResponse = /** status 200  */ HydrantImportResultDto;
export type ApplyHydrantImportApiArg = {
  /** The uploaded file's format */
  format: HydrantImportFormat;
  /** The file itself (Content-Type: application/octet-stream) */
  body: Blob;
};
export type PreviewHydrantImportApiResponse = /** status 200  */ HydrantImportPreviewDto;
export type PreviewHydrantImportApiArg = {
  /** The uploaded file's format */
  format: HydrantImportFormat;
  /** The file itself (Content-Type: application/octet-stream) */
  body: Blob;
};
export type ApplyRestoreApiResponse = /** status 200  */ RestoreResultDto;
export type ApplyRestoreApiArg = {
  /** The file itself (Content-Type: application/octet-stream) */
  body: Blob;
};
export type PreviewRestoreApiResponse = /** status 200  */ RestorePreviewDto;
export type PreviewRestoreApiArg = {
  /** The file itself (Content-Type: application/octet-stream) */
  body: Blob;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type HydrantImportResultDto = {
  added: number;
  updated: number;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type HydrantImportFormat = 'csv' | 'xlsx' | 'geojson';
export type ImportRowErrorDto = {
  field: string;
  hydrantId: string | null;
  message: string;
  /** Row of the spreadsheet (the header is row 1), or feature number (from 1) of a GeoJSON file */
  row: number;
};
export type ImportRowAction = 'add' | 'update' | 'error';
export type ImportRowDto = {
  action: ImportRowAction;
  address: string | null;
  area: string | null;
  hydrantId: string | null;
  row: number;
};
export type HydrantImportPreviewDto = {
  /** The first 200 row errors */
  errors: ImportRowErrorDto[];
  /** Problems with the file as a whole (missing columns, not a table, ...) */
  fileErrors: string[];
  /** Columns that are not imported */
  ignoredColumns: string[];
  /** Rows with errors first, then the others: 200 at most */
  rows: ImportRowDto[];
  rowsWithErrors: number;
  /** Rows that add a hydrant (new hydrantId) */
  toAdd: number;
  /** Rows that update the hydrant with that hydrantId */
  toUpdate: number;
  totalRows: number;
  /** True when the import can be applied (rows and no errors) */
  valid: boolean;
};
export type RestoredDatasetDto = {
  count: number;
  key: string;
};
export type RestoreResultDto = {
  restored: RestoredDatasetDto[];
};
export type RestoreDatasetDto = {
  /** Records in the database now (all removed by the restore) */
  current: number;
  /** Records in the file (they replace the current ones) */
  inFile: number;
  key: string;
  /** Whether the file has this section (a missing one leaves the table empty) */
  presentInFile: boolean;
};
export type RestoreIssueDto = {
  field: string | null;
  message: string;
  /** Record number within the section (from 1) */
  record: number | null;
  /** Section (dataset key), or null for the file as a whole */
  section: string | null;
};
export type RestorePreviewDto = {
  datasets: RestoreDatasetDto[];
  errorCount: number;
  /** The first 200 problems */
  errors: RestoreIssueDto[];
  exportDate: string | null;
  system: string | null;
  /** True when the file can be restored (no errors) */
  valid: boolean;
  version: string | null;
};
export const {
  useDownloadFullBackupQuery,
  useApplyHydrantImportMutation,
  usePreviewHydrantImportMutation,
  useApplyRestoreMutation,
  usePreviewRestoreMutation,
} = injectedRtkApi;
