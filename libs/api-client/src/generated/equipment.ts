import { api } from '@hydrant/api-client';
export const addTagTypes = ['equipment'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listEquipment: build.query<ListEquipmentApiResponse, ListEquipmentApiArg>({
        query: (queryArg) => ({
          url: `/api/equipment`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            type: queryArg['type'],
            serviceOverdue: queryArg.serviceOverdue,
            sort: queryArg.sort,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['equipment'],
      }),
      createEquipment: build.mutation<CreateEquipmentApiResponse, CreateEquipmentApiArg>({
        query: (queryArg) => ({
          url: `/api/equipment`,
          method: 'POST',
          body: queryArg.createEquipmentDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['equipment'],
      }),
      getEquipmentFacets: build.query<GetEquipmentFacetsApiResponse, GetEquipmentFacetsApiArg>({
        query: () => ({ url: `/api/equipment/facets` }),
        providesTags: ['equipment'],
      }),
      getServiceIntervals: build.query<GetServiceIntervalsApiResponse, GetServiceIntervalsApiArg>({
        query: () => ({ url: `/api/equipment/service-intervals` }),
        providesTags: ['equipment'],
      }),
      getEquipmentStats: build.query<GetEquipmentStatsApiResponse, GetEquipmentStatsApiArg>({
        query: () => ({ url: `/api/equipment/stats` }),
        providesTags: ['equipment'],
      }),
      deleteEquipment: build.mutation<DeleteEquipmentApiResponse, DeleteEquipmentApiArg>({
        query: (queryArg) => ({
          url: `/api/equipment/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['equipment'],
      }),
      getEquipment: build.query<GetEquipmentApiResponse, GetEquipmentApiArg>({
        query: (queryArg) => ({ url: `/api/equipment/${queryArg.id}` }),
        providesTags: ['equipment'],
      }),
      updateEquipment: build.mutation<UpdateEquipmentApiResponse, UpdateEquipmentApiArg>({
        query: (queryArg) => ({
          url: `/api/equipment/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateEquipmentDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['equipment'],
      }),
      listEquipmentServices: build.query<ListEquipmentServicesApiResponse, ListEquipmentServicesApiArg>({
        query: (queryArg) => ({
          url: `/api/equipment/${queryArg.id}/services`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['equipment'],
      }),
      recordEquipmentService: build.mutation<RecordEquipmentServiceApiResponse, RecordEquipmentServiceApiArg>({
        query: (queryArg) => ({
          url: `/api/equipment/${queryArg.id}/services`,
          method: 'POST',
          body: queryArg.createEquipmentServiceDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['equipment'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as equipmentApi };
export type ListEquipmentApiResponse = /** status 200  */ EquipmentPageDto;
export type ListEquipmentApiArg = {
  /** Matches name, serial number or location (case-insensitive). */
  search?: string;
  /** Omit for all. */
  status?: EquipmentStatus;
  /** Exact type (one of GET /api/equipment/facets types). */
  type?: string;
  /** true: only items whose service is overdue. */
  serviceOverdue?: boolean;
  sort?: EquipmentSort;
  page?: number;
  pageSize?: number;
};
export type CreateEquipmentApiResponse = /** status 201  */ EquipmentDto;
export type CreateEquipmentApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createEquipmentDto: CreateEquipmentDto;
};
export type GetEquipmentFacetsApiResponse = /** status 200  */ EquipmentFacetsDto;
export type GetEquipmentFacetsApiArg = void;
export type GetServiceIntervalsApiResponse = /** status 200  */ ServiceIntervalDto[];
export type GetServiceIntervalsApiArg = void;
export type GetEquipmentStatsApiResponse = /** status 200  */ EquipmentStatsDto;
export type GetEquipmentStatsApiArg = void;
export type DeleteEquipmentApiResponse = unknown;
export type DeleteEquipmentApiArg = {
  /** Equipment id (EquipmentDto.id). */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type GetEquipmentApiResponse = /** status 200  */ EquipmentDto;
export type GetEquipmentApiArg = {
  /** Equipment id (EquipmentDto.id). */
  id: number;
};
export type UpdateEquipmentApiResponse = /** status 200  */ EquipmentDto;
export type UpdateEquipmentApiArg = {
  /** Equipment id (EquipmentDto.id). */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  updateEquipmentDto: UpdateEquipmentDto;
};
export type ListEquipmentServicesApiResponse = /** status 200  */ EquipmentServicePageDto;
export type ListEquipmentServicesApiArg = {
  /** Equipment id (EquipmentDto.id). */
  id: number;
  page?: number;
  pageSize?: number;
};
export type RecordEquipmentServiceApiResponse = /** status 201  */ RecordedServiceDto;
export type RecordEquipmentServiceApiArg = {
  /** Equipment id (EquipmentDto.id). */
  id: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createEquipmentServiceDto: CreateEquipmentServiceDto;
};
export type ServiceResult = 'pass' | 'fail';
export type LastServiceDto = {
  result: ServiceResult;
  serviceDate: string;
};
export type EquipmentStatus = 'operational' | 'maintenance' | 'out-of-service';
export type EquipmentDto = {
  assignedTo: string;
  createdAt: string;
  id: number;
  /** The latest service log entry, if any. */
  lastService: LastServiceDto | null;
  location: string;
  name: string;
  nextMaintenance: string;
  notes: string | null;
  purchaseDate: string;
  serialNumber: string;
  /** Months between services; null = none. */
  serviceIntervalMonths: number | null;
  /** nextMaintenance has passed (before today, the server's date): 'service overdue'. */
  serviceOverdue: boolean;
  status: EquipmentStatus;
  /** Free text; the UI shows an icon for pump, camera, scba, ladder, hose, safety. */
  type: string;
  updatedAt: string;
  /** Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates. */
  version: number;
  warranty: string;
};
export type EquipmentPageDto = {
  items: EquipmentDto[];
  page: number;
  pageSize: number;
  /** Items matching the filters, over all pages (the N of "N of M items"). */
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
export type EquipmentSort = 'name' | 'nextMaintenance' | 'serialNumber';
export type CreateEquipmentDto = {
  assignedTo: string;
  location: string;
  name: string;
  nextMaintenance: string;
  notes?: string | null;
  purchaseDate: string;
  serialNumber: string;
  /** Months between services. Left out: the type's standard interval (scba, hose, ladder, pump: 12; others none). null: none. */
  serviceIntervalMonths?: number | null;
  /** Defaults to operational. */
  status?: EquipmentStatus;
  type: string;
  warranty: string;
};
export type EquipmentFacetsDto = {
  /** Every distinct type present, sorted. */
  types: string[];
};
export type ServiceIntervalDto = {
  months: number;
  standard: string;
  type: string;
};
export type EquipmentStatsDto = {
  maintenance: number;
  operational: number;
  outOfService: number;
  /** Items whose nextMaintenance has passed (DECISIONS §10). */
  serviceOverdue: number;
  /** Every item (the M of "N of M items"). */
  total: number;
};
export type StaleVersionResponseDto = {
  /** The current version (present when the 409 is a stale version). */
  currentVersion?: number;
  error: string;
  message: string;
  statusCode: number;
};
export type UpdateEquipmentDto = {
  assignedTo?: string;
  location?: string;
  name?: string;
  nextMaintenance?: string;
  notes?: string | null;
  purchaseDate?: string;
  serialNumber?: string;
  /** Months between services; null: none. Left out: unchanged. */
  serviceIntervalMonths?: number | null;
  status?: EquipmentStatus;
  type?: string;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
  warranty?: string;
};
export type ServiceKind = 'inspection' | 'service-test' | 'repair' | 'other';
export type EquipmentServiceDto = {
  cost: number | null;
  createdAt: string;
  equipmentId: number;
  id: number;
  kind: ServiceKind;
  notes: string | null;
  performedBy: string;
  result: ServiceResult;
  serviceDate: string;
};
export type EquipmentServicePageDto = {
  /** Newest service first. */
  items: EquipmentServiceDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type RecordedServiceDto = {
  equipment: EquipmentDto;
  service: EquipmentServiceDto;
};
export type CreateEquipmentServiceDto = {
  /** Amount, 2 decimals. */
  cost?: number | null;
  kind: ServiceKind;
  notes?: string | null;
  performedBy: string;
  result: ServiceResult;
  /** The day the service was done (not in the future). */
  serviceDate: string;
};
export const {
  useListEquipmentQuery,
  useCreateEquipmentMutation,
  useGetEquipmentFacetsQuery,
  useGetServiceIntervalsQuery,
  useGetEquipmentStatsQuery,
  useDeleteEquipmentMutation,
  useGetEquipmentQuery,
  useUpdateEquipmentMutation,
  useListEquipmentServicesQuery,
  useRecordEquipmentServiceMutation,
} = injectedRtkApi;
