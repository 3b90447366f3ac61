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
        }),
        invalidatesTags: ['notifications'],
      }),
      removeNotificationTarget: build.mutation<RemoveNotificationTargetApiResponse, RemoveNotificationTargetApiArg>({
        query: (queryArg) => ({ url: `/api/notifications/targets/${queryArg.id}`, method: 'DELETE' }),
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
  createNotificationTargetDto: CreateNotificationTargetDto;
};
export type RemoveNotificationTargetApiResponse = unknown;
export type RemoveNotificationTargetApiArg = {
  id: number;
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
