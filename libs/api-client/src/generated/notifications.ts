import { api } from '@hydrant/api-client';
export const addTagTypes = ['notifications'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotificationSettings: build.query<GetNotificationSettingsApiResponse, GetNotificationSettingsApiArg>({
        query: () => ({ url: `/api/notifications` }),
        providesTags: ['notifications'],
      }),
      addNotificationTarget: build.mutation<AddNotificationTargetApiResponse, AddNotificationTargetApiArg>({
        query: (queryArg) => ({
          url: `/api/notifications/targets`,
          method: 'POST',
          body: queryArg.createNotificationTargetDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['notifications'],
      }),
      removeNotificationTarget: build.mutation<RemoveNotificationTargetApiResponse, RemoveNotificationTargetApiArg>({
        query: (queryArg) => ({
          url: `/api/notifications/targets/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['notifications'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as notificationsApi };
export type GetNotificationSettingsApiResponse = /** status 200  */ NotificationSettingsDto;
export type GetNotificationSettingsApiArg = void;
export type AddNotificationTargetApiResponse = /** status 201  */ CreatedNotificationTargetDto;
export type AddNotificationTargetApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createNotificationTargetDto: CreateNotificationTargetDto;
};
export type RemoveNotificationTargetApiResponse = unknown;
export type RemoveNotificationTargetApiArg = {
  id: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type NotificationEvent = 'out-of-service' | 'back-in-service';
export type NotificationTargetKind = 'email' | 'webhook';
export type NotificationDeliveryStatus = 'pending' | 'sent' | 'failed';
export type NotificationDeliveryDto = {
  address: string;
  attempts: number;
  createdAt: string;
  event: NotificationEvent;
  /** The hydrant number (HydrantDto.hydrantId) */
  hydrantId: string;
  id: number;
  kind: NotificationTargetKind;
  lastError: string | null;
  sentAt: string | null;
  status: NotificationDeliveryStatus;
};
export type NotificationTargetDto = {
  /** E-mail address or webhook URL */
  address: string;
  createdAt: string;
  id: number;
  kind: NotificationTargetKind;
};
export type NotificationSettingsDto = {
  /** The 20 latest deliveries, newest first */
  deliveries: NotificationDeliveryDto[];
  /** Sender of the e-mails (SMTP_FROM) */
  from: string;
  /** Whether SMTP_URL or SMTP_HOST is set on the server (e-mails cannot go out otherwise) */
  smtpConfigured: boolean;
  targets: NotificationTargetDto[];
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type CreatedNotificationTargetDto = {
  /** E-mail address or webhook URL */
  address: string;
  createdAt: string;
  id: number;
  kind: NotificationTargetKind;
  /** Webhooks: the HMAC-SHA256 key of the X-HydrantOps-Signature header, shown this once; null for e-mail */
  secret: string | null;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type CreateNotificationTargetDto = {
  address: string;
  kind: NotificationTargetKind;
};
export const {
  useGetNotificationSettingsQuery,
  useAddNotificationTargetMutation,
  useRemoveNotificationTargetMutation,
} = injectedRtkApi;
