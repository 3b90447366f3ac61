import { api } from '@hydrant/api-client';
export const addTagTypes = ['audit'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAuditLog: build.query<ListAuditLogApiResponse, ListAuditLogApiArg>({
        query: (queryArg) => ({
          url: `/api/audit`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            user: queryArg.user,
            table: queryArg.table,
            record: queryArg.record,
            action: queryArg.action,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['audit'],
      }),
      getAuditFilterOptions: build.query<GetAuditFilterOptionsApiResponse, GetAuditFilterOptionsApiArg>({
        query: () => ({ url: `/api/audit/filters` }),
        providesTags: ['audit'],
      }),
      listHydrantChanges: build.query<ListHydrantChangesApiResponse, ListHydrantChangesApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/${queryArg.id}/changes`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['audit'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as auditApi };
export type ListAuditLogApiResponse = /** status 200  */ AuditPageDto;
export type ListAuditLogApiArg = {
  page?: number;
  pageSize?: number;
  /** Only what this user did (a username, or 'system' for writes without a user). */
  user?: string;
  /** Only changes of this table (e.g. hydrants). */
  table?: string;
  /** Only changes of this record (its id, e.g. a hydrant's numeric id). */
  record?: string;
  action?: AuditAction;
  /** On or after this day (UTC). */
  from?: string;
  /** On or before this day (UTC). */
  to?: string;
};
export type GetAuditFilterOptionsApiResponse = /** status 200  */ AuditFilterOptionsDto;
export type GetAuditFilterOptionsApiArg = void;
export type ListHydrantChangesApiResponse = /** status 200  */ AuditPageDto;
export type ListHydrantChangesApiArg = {
  id: number;
  page?: number;
  pageSize?: number;
};
export type AuditAction =
  | 'insert'
  | 'update'
  | 'delete'
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'sessions-ended'
  | 'second-factor-reset'
  | 'export'
  | 'restore';
export type AuditChangeDto = {
  /** Column name, e.g. status or flow_rate. */
  field: string;
  /** After (null: the record was deleted, or the value is empty). */
  newValue: string | null;
  /** Before (null: the record did not exist, or the value was empty). */
  oldValue: string | null;
};
export type AuditEntryDto = {
  action: AuditAction;
  /** The acting user (null: system, demo or a failed sign-in). */
  actorId: number | null;
  /** The acting user's name; 'system' for writes without a signed-in user. */
  actorName: string;
  at: string;
  /** Field by field: inserted values, changed values (old → new), deleted values, or event details. */
  changes: AuditChangeDto[];
  id: number;
  /** The record's id (its primary key). */
  recordId: string | null;
  /** The table changed (null for auth events). */
  tableName: string | null;
};
export type AuditPageDto = {
  items: AuditEntryDto[];
  page: number;
  pageSize: number;
  /** Entries matching the filters, over all pages. */
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
export type AuditFilterOptionsDto = {
  /** Tables that carry the audit trigger. */
  tables: string[];
  /** Usernames, and 'system'. */
  users: string[];
};
export const { useListAuditLogQuery, useGetAuditFilterOptionsQuery, useListHydrantChangesQuery } = injectedRtkApi;
