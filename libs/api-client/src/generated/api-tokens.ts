import { api } from '@hydrant/api-client';
export const addTagTypes = ['api-tokens'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listApiTokens: build.query<ListApiTokensApiResponse, ListApiTokensApiArg>({
        query: () => ({ url: `/api/api-tokens` }),
        providesTags: ['api-tokens'],
      }),
      createApiToken: build.mutation<CreateApiTokenApiResponse, CreateApiTokenApiArg>({
        query: (queryArg) => ({
          url: `/api/api-tokens`,
          method: 'POST',
          body: queryArg.createApiTokenDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['api-tokens'],
      }),
      revokeApiToken: build.mutation<RevokeApiTokenApiResponse, RevokeApiTokenApiArg>({
        query: (queryArg) => ({
          url: `/api/api-tokens/${queryArg.id}/revoke`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['api-tokens'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as apiTokensApi };
export type ListApiTokensApiResponse = /** status 200  */ ApiTokenDto[];
export type ListApiTokensApiArg = void;
export type CreateApiTokenApiResponse = /** status 201  */ CreatedApiTokenDto;
export type CreateApiTokenApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createApiTokenDto: CreateApiTokenDto;
};
export type RevokeApiTokenApiResponse = /** status 200  */ ApiTokenDto;
export type RevokeApiTokenApiArg = {
  id: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type ApiTokenScope = 'feed' | 'gis:read';
export type ApiTokenDto = {
  createdAt: string;
  /** Username of the admin who created it */
  createdBy: string;
  id: number;
  /** Last accepted use, to the minute */
  lastUsedAt: string | null;
  name: string;
  /** Set once revoked; the token no longer works */
  revokedAt: string | null;
  /** What the token may read; no scope writes */
  scopes: ApiTokenScope[];
  /** The first characters of the token, to tell tokens apart */
  tokenPrefix: string;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type CreatedApiTokenDto = {
  createdAt: string;
  /** Username of the admin who created it */
  createdBy: string;
  id: number;
  /** Last accepted use, to the minute */
  lastUsedAt: string | null;
  name: string;
  /** Set once revoked; the token no longer works */
  revokedAt: string | null;
  /** What the token may read; no scope writes */
  scopes: ApiTokenScope[];
  /** The token, shown this once (only its SHA-256 is stored): send it as Authorization: Bearer <token> */
  token: string;
  /** The first characters of the token, to tell tokens apart */
  tokenPrefix: string;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type CreateApiTokenDto = {
  name: string;
  /** What the token may read: feed (the out-of-service feed), gis:read (the OGC API collections). Default: feed */
  scopes?: ApiTokenScope[];
};
export const { useListApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } = injectedRtkApi;
