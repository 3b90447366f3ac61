import { api } from '@hydrant/api-client';
export const addTagTypes = ['maintenance-history'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listMaintenanceHistory: build.query<ListMaintenanceHistoryApiResponse, ListMaintenanceHistoryApiArg>({
        query: (queryArg) => ({
          url: `/api/maintenance-history`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            maintenanceType: queryArg.maintenanceType,
            hydrantId: queryArg.hydrantId,
            status: queryArg.status,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['maintenance-history'],
      }),
      deleteMaintenanceRecord: build.mutation<DeleteMaintenanceRecordApiResponse, DeleteMaintenanceRecordApiArg>({
        query: (queryArg) => ({
          url: `/api/maintenance-history/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['maintenance-history'],
      }),
      getMaintenancePhoto: build.query<GetMaintenancePhotoApiResponse, GetMaintenancePhotoApiArg>({
        query: (queryArg) => ({ url: `/api/maintenance-photos/${queryArg.photoId}` }),
        providesTags: ['maintenance-history'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as maintenanceHistoryApi };
export type ListMaintenanceHistoryApiResponse = /** status 200  */ MaintenanceRecordPageDto;
export type ListMaintenanceHistoryApiArg = {
  page?: number;
  pageSize?: number;
  maintenanceType?: MaintenanceType;
  /** Only this hydrant (HydrantDto.id). */
  hydrantId?: number;
  status?: CompletionStatus;
  /** Completed on or after this date. */
  from?: string;
  /** Completed on or before this date. */
  to?: string;
};
export type DeleteMaintenanceRecordApiResponse = unknown;
export type DeleteMaintenanceRecordApiArg = {
  id: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type GetMaintenancePhotoApiResponse = /** status 200  */ Blob;
export type GetMaintenancePhotoApiArg = {
  photoId: string;
};
export type ChecklistItem =
  | 'Cap Present'
  | 'No Leaks'
  | 'Valve Operational'
  | 'Marked Visible'
  | 'Paint Good'
  | 'Chain Attached'
  | 'Flow Test Passed'
  | 'Accessible';
export type HydrantStatus = 'operational' | 'maintenance' | 'out-of-service';
export type MaintenanceType = 'routine' | 'repair' | 'inspection' | 'emergency';
export type InspectionOutcome = 'passed' | 'failed' | 'could-not-test';
export type HistorySource = 'maintenance' | 'bulk-inspection';
export type CompletionStatus = 'completed' | 'incomplete';
export type MaintenanceRecordDto = {
  /** The hydrant's address. */
  address: string | null;
  checklist: ChecklistItem[];
  completedDate: string;
  cost: string | null;
  createdAt: string;
  /** When the work was done in the field, as the device said (X-Field-Time of the write that recorded it); null when not given. Recorded only: lists never order by it. */
  fieldTime: string | null;
  findingsNotes: string | null;
  /** Reading: GPM. */
  flowRate: number | null;
  /** Internal hydrant id (HydrantDto.id). */
  hydrantId: number;
  /** The hydrant's label. */
  hydrantLabel: string;
  /** The status the inspection left the hydrant in. */
  hydrantStatus: HydrantStatus | null;
  id: number;
  issuesFound: string | null;
  maintenanceType: MaintenanceType;
  nextMaintenanceDate: string | null;
  /** What an inspection found (null for other work and older records). */
  outcome: InspectionOutcome | null;
  /** Why it could not be tested (e.g. 'blocked by a parked car'). */
  outcomeReason: string | null;
  partsUsed: string | null;
  /** Photo URLs in display order. */
  photos: string[];
  /** Reading: PSI. */
  pressure: number | null;
  /** When the record reached the server (the same instant as createdAt). */
  receivedAt: string;
  /** The schedule completed (null for a bulk inspection). */
  scheduleId: number | null;
  source: HistorySource;
  status: CompletionStatus;
  technicianId: string | null;
  technicianName: string;
  /** Minutes. */
  workDuration: number | null;
  workPerformed: string;
};
export type MaintenanceRecordPageDto = {
  items: MaintenanceRecordDto[];
  page: number;
  pageSize: number;
  /** Records matching the filters, over all pages. */
  total: number;
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
export const { useListMaintenanceHistoryQuery, useDeleteMaintenanceRecordMutation, useGetMaintenancePhotoQuery } =
  injectedRtkApi;
