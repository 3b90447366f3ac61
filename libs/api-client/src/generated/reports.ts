import { api } from '@hydrant/api-client';
export const addTagTypes = ['reports'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      generateReport: build.mutation<GenerateReportApiResponse, GenerateReportApiArg>({
        query: (queryArg) => ({
          url: `/api/reports`,
          method: 'POST',
          body: queryArg.reportRequestDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['reports'],
      }),
      getReportOptions: build.query<GetReportOptionsApiResponse, GetReportOptionsApiArg>({
        query: () => ({ url: `/api/reports/options` }),
        providesTags: ['reports'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as reportsApi };
export type GenerateReportApiResponse =
  /** status 200 json: the preview; txt: text/plain attachment; pdf: application/pdf attachment */ ReportPreviewDto;
export type GenerateReportApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  reportRequestDto: ReportRequestDto;
};
export type GetReportOptionsApiResponse = /** status 200  */ ReportOptionsDto;
export type GetReportOptionsApiArg = void;
export type ReportBlockDto = {
  /** table */
  columns?: string[];
  /** list (numbered) */
  items?: string[];
  kind: 'fields' | 'table' | 'list' | 'paragraph';
  /** table: a note under it (e.g. how many rows were left out) */
  note?: string;
  /** fields: [label, value] pairs */
  rows?: string[][];
  /** paragraph */
  text?: string;
};
export type ReportSectionDto = {
  blocks: ReportBlockDto[];
  heading: string;
};
export type ReportType = 'inspection' | 'maintenance' | 'compliance' | 'operational' | 'iso-readiness';
export type ReportPreviewDto = {
  /** File name without extension: lowercased hyphenated title and a timestamp */
  fileBaseName: string;
  generatedAt: string;
  /** [label, value]: type, generated, period, scope, description */
  meta: string[][];
  sections: ReportSectionDto[];
  /** The .txt file's exact text */
  text: string;
  title: string;
  type: ReportType;
  typeLabel: string;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type ReportFormat = 'json' | 'txt' | 'pdf';
export type ReportSectionsDto = {
  details?: boolean;
  maintenance?: boolean;
  photos?: boolean;
  recommendations?: boolean;
  summary?: boolean;
};
export type ReportRequestDto = {
  /** Hydrants of these areas (with hydrantIds: of either) */
  areas?: string[];
  description?: string | null;
  /** Maintenance completed on or before this date */
  endDate?: string | null;
  /** json: the preview; txt or pdf: the file */
  format?: ReportFormat;
  /** Internal hydrant ids (HydrantDto.id) */
  hydrantIds?: number[];
  sections?: ReportSectionsDto;
  /** Maintenance completed on or after this date */
  startDate?: string | null;
  title: string;
  type: ReportType;
};
export type ReportAreaOptionDto = {
  area: string;
  /** Hydrants in the area */
  count: number;
};
export type ReportHydrantOptionDto = {
  address: string;
  area: string;
  hydrantId: string;
  /** Internal id (for hydrantIds) */
  id: number;
};
export type ReportOptionsDto = {
  areas: ReportAreaOptionDto[];
  /** The first 10 hydrants by hydrantId */
  hydrants: ReportHydrantOptionDto[];
  totalHydrants: number;
};
export const { useGenerateReportMutation, useGetReportOptionsQuery } = injectedRtkApi;
