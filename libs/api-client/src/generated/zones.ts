import { api } from '@hydrant/api-client';
export const addTagTypes = ['zones'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listZones: build.query<ListZonesApiResponse, ListZonesApiArg>({
        query: () => ({ url: `/api/zones` }),
        providesTags: ['zones'],
      }),
      createZone: build.mutation<CreateZoneApiResponse, CreateZoneApiArg>({
        query: (queryArg) => ({
          url: `/api/zones`,
          method: 'POST',
          body: queryArg.createZoneDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['zones'],
      }),
      deleteZone: build.mutation<DeleteZoneApiResponse, DeleteZoneApiArg>({
        query: (queryArg) => ({
          url: `/api/zones/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['zones'],
      }),
      getZone: build.query<GetZoneApiResponse, GetZoneApiArg>({
        query: (queryArg) => ({ url: `/api/zones/${queryArg.id}` }),
        providesTags: ['zones'],
      }),
      updateZone: build.mutation<UpdateZoneApiResponse, UpdateZoneApiArg>({
        query: (queryArg) => ({
          url: `/api/zones/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateZoneDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['zones'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as zonesApi };
export type ListZonesApiResponse = /** status 200  */ ZoneDto[];
export type ListZonesApiArg = void;
export type CreateZoneApiResponse = /** status 201  */ ZoneDto;
export type CreateZoneApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createZoneDto: CreateZoneDto;
};
export type DeleteZoneApiResponse = unknown;
export type DeleteZoneApiArg = {
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type GetZoneApiResponse = /** status 200  */ ZoneDto;
export type GetZoneApiArg = {
  id: number;
};
export type UpdateZoneApiResponse = /** status 200  */ ZoneDto;
export type UpdateZoneApiArg = {
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  updateZoneDto: UpdateZoneDto;
};
export type ZoneColor = 'red' | 'blue' | 'green' | 'yellow' | 'purple' | 'orange' | 'pink' | 'teal';
export type HydrantStatsDto = {
  maintenance: number;
  operational: number;
  outOfService: number;
  total: number;
};
export type ZoneDto = {
  assignedPersonnel: string[];
  color: ZoneColor;
  /** The outline as [latitude, longitude] points (at least 3; the ring closes by itself). */
  coordinates: number[][];
  createdAt: string;
  description: string | null;
  /** Hydrants inside the outline, by status (the shape of the hydrant stats). */
  hydrantCounts: HydrantStatsDto;
  id: number;
  name: string;
  updatedAt: string;
  /** Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates. */
  version: number;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type CreateZoneDto = {
  assignedPersonnel?: string[];
  color: ZoneColor;
  /** The outline as [latitude, longitude] points (at least 3; the ring closes by itself). */
  coordinates: number[][];
  description?: string | null;
  name: string;
};
export type StaleVersionResponseDto = {
  /** The current version (present when the 409 is a stale version). */
  currentVersion?: number;
  error: string;
  message: string;
  statusCode: number;
};
export type UpdateZoneDto = {
  assignedPersonnel?: string[];
  color?: ZoneColor;
  /** The outline as [latitude, longitude] points (at least 3; the ring closes by itself). */
  coordinates?: number[][];
  description?: string | null;
  name?: string;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
};
export const {
  useListZonesQuery,
  useCreateZoneMutation,
  useDeleteZoneMutation,
  useGetZoneQuery,
  useUpdateZoneMutation,
} = injectedRtkApi;
