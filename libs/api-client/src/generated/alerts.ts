import { api } from '@hydrant/api-client';
export const addTagTypes = ['alerts'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAlerts: build.query<ListAlertsApiResponse, ListAlertsApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            acknowledged: queryArg.acknowledged,
            alertType: queryArg.alertType,
            priority: queryArg.priority,
            hydrantId: queryArg.hydrantId,
          },
        }),
        providesTags: ['alerts'],
      }),
      getAlertCounters: build.query<GetAlertCountersApiResponse, GetAlertCountersApiArg>({
        query: () => ({ url: `/api/alerts/counters` }),
        providesTags: ['alerts'],
      }),
      deleteAlert: build.mutation<DeleteAlertApiResponse, DeleteAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['alerts'],
      }),
      getAlert: build.query<GetAlertApiResponse, GetAlertApiArg>({
        query: (queryArg) => ({ url: `/api/alerts/${queryArg.id}` }),
        providesTags: ['alerts'],
      }),
      acknowledgeAlert: build.mutation<AcknowledgeAlertApiResponse, AcknowledgeAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/${queryArg.id}/acknowledge`,
          method: 'PATCH',
          body: queryArg.acknowledgeAlertDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['alerts'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as alertsApi };
export type ListAlertsApiResponse = /** status 200  */ AlertPageDto;
export type ListAlertsApiArg = {
  page?: number;
  pageSize?: number;
  /** false: the active list; true: the acknowledged list; omit for all (newest first). */
  acknowledged?: boolean;
  alertType?: AlertType;
  priority?: AlertPriority;
  /** Only this hydrant (HydrantDto.id). */
  hydrantId?: number;
};
export type GetAlertCountersApiResponse = /** status 200  */ AlertCountersDto;
export type GetAlertCountersApiArg = void;
export type DeleteAlertApiResponse = unknown;
export type DeleteAlertApiArg = {
  id: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type GetAlertApiResponse = /** status 200  */ AlertDto;
export type GetAlertApiArg = {
  id: number;
};
export type AcknowledgeAlertApiResponse = /** status 200  */ AlertDto;
export type AcknowledgeAlertApiArg = {
  id: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  acknowledgeAlertDto: AcknowledgeAlertDto;
};
export type AlertType = 'overdue_maintenance' | 'overdue_inspection' | 'status_change';
export type AlertPriority = 'urgent' | 'high' | 'medium' | 'low';
export type AlertDto = {
  acknowledged: boolean;
  /** The server's time. */
  acknowledgedAt: string | null;
  /** The signed-in user's name, or 'System' when the cause went away. */
  acknowledgedBy: string | null;
  /** The hydrant's address. */
  address: string | null;
  alertType: AlertType;
  createdAt: string;
  /** Internal hydrant id (HydrantDto.id). */
  hydrantId: number;
  /** The hydrant's label. */
  hydrantLabel: string;
  id: number;
  message: string;
  priority: AlertPriority;
  /** Why the server resolved it (acknowledgedBy 'System'). */
  resolution: string | null;
  /** The overdue schedule (overdue_maintenance alerts). */
  scheduleId: number | null;
  title: string | null;
};
export type AlertPageDto = {
  items: AlertDto[];
  page: number;
  pageSize: number;
  /** Alerts matching the filters, over all pages. */
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
export type AlertCountersDto = {
  /** Alerts acknowledged since the start of the server's day ('Resolved today'). */
  acknowledgedToday: number;
  /** Unacknowledged alerts. */
  active: number;
  /** Unacknowledged alerts of priority urgent or high. */
  critical: number;
  /** Unacknowledged overdue_inspection alerts. */
  inspections: number;
  /** Unacknowledged overdue_maintenance alerts. */
  maintenance: number;
};
export type AcknowledgeAlertDto = {
  acknowledgedBy?: string | null;
};
export const {
  useListAlertsQuery,
  useGetAlertCountersQuery,
  useDeleteAlertMutation,
  useGetAlertQuery,
  useAcknowledgeAlertMutation,
} = injectedRtkApi;
