import { api } from '@hydrant/api-client';
export const addTagTypes = ['users'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/users`,
          params: {
            search: queryArg.search,
            role: queryArg.role,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['users'],
      }),
      createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
        query: (queryArg) => ({
          url: `/api/users`,
          method: 'POST',
          body: queryArg.createUserDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['users'],
      }),
      updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateUserDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['users'],
      }),
      endUserSessions: build.mutation<EndUserSessionsApiResponse, EndUserSessionsApiArg>({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/end-sessions`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['users'],
      }),
      resetUserPassword: build.mutation<ResetUserPasswordApiResponse, ResetUserPasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/reset-password`,
          method: 'POST',
          body: queryArg.resetPasswordDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['users'],
      }),
      resetUserSecondFactor: build.mutation<ResetUserSecondFactorApiResponse, ResetUserSecondFactorApiArg>({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/reset-second-factor`,
          method: 'POST',
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['users'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as usersApi };
export type ListUsersApiResponse = /** status 200  */ UserPageDto;
export type ListUsersApiArg = {
  /** Part of the username (case-insensitive). */
  search?: string;
  /** Omit for every role. */
  role?: Role;
  page?: number;
  pageSize?: number;
};
export type CreateUserApiResponse = /** status 201  */ UserDto;
export type CreateUserApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createUserDto: CreateUserDto;
};
export type UpdateUserApiResponse = /** status 200  */ UserDto;
export type UpdateUserApiArg = {
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  updateUserDto: UpdateUserDto;
};
export type EndUserSessionsApiResponse = /** status 200  */ EndedSessionsDto;
export type EndUserSessionsApiArg = {
  id: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type ResetUserPasswordApiResponse = /** status 200  */ UserDto;
export type ResetUserPasswordApiArg = {
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  resetPasswordDto: ResetPasswordDto;
};
export type ResetUserSecondFactorApiResponse = /** status 200  */ UserDto;
export type ResetUserSecondFactorApiArg = {
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type Role = 'viewer' | 'inspector' | 'officer' | 'admin';
export type UserDto = {
  createdAt: string;
  /** A disabled user cannot sign in; their sessions ended when they were disabled. */
  disabled: boolean;
  id: number;
  /** The user must choose a new password at the next sign-in. */
  mustChangePassword: boolean;
  role: Role;
  /** The user signs in with a second factor (an authenticator app). */
  secondFactorEnabled: boolean;
  updatedAt: string;
  username: string;
  /** Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates. */
  version: number;
};
export type UserPageDto = {
  items: UserDto[];
  page: number;
  pageSize: number;
  /** Users matching the filters, over all pages. */
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
export type CreateUserDto = {
  password: string;
  role: Role;
  username: string;
};
export type StaleVersionResponseDto = {
  /** The current version (present when the 409 is a stale version). */
  currentVersion?: number;
  error: string;
  message: string;
  statusCode: number;
};
export type UpdateUserDto = {
  /** True ends the user’s sessions at once. */
  disabled?: boolean;
  role?: Role;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
};
export type EndedSessionsDto = {
  /** How many sessions ended */
  ended: number;
};
export type ResetPasswordDto = {
  password: string;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
};
export const {
  useListUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useEndUserSessionsMutation,
  useResetUserPasswordMutation,
  useResetUserSecondFactorMutation,
} = injectedRtkApi;
