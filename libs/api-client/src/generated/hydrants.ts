import { api } from '@hydrant/api-client';
export const addTagTypes = ['hydrants'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHydrantPhoto: build.query<GetHydrantPhotoApiResponse, GetHydrantPhotoApiArg>({
        query: (queryArg) => ({ url: `/api/hydrant-photos/${queryArg.photoId}` }),
        providesTags: ['hydrants'],
      }),
      listHydrants: build.query<ListHydrantsApiResponse, ListHydrantsApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            after: queryArg.after,
            before: queryArg.before,
          },
        }),
        providesTags: ['hydrants'],
      }),
      createHydrant: build.mutation<CreateHydrantApiResponse, CreateHydrantApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants`,
          method: 'POST',
          body: queryArg.createHydrantDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['hydrants'],
      }),
      bulkInspectHydrants: build.mutation<BulkInspectHydrantsApiResponse, BulkInspectHydrantsApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/bulk-inspection`,
          method: 'POST',
          body: queryArg.bulkInspectionDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['hydrants'],
      }),
      exportHydrantsCsv: build.query<ExportHydrantsCsvApiResponse, ExportHydrantsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/export.csv`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
          },
        }),
        providesTags: ['hydrants'],
      }),
      getHydrantMapExtent: build.query<GetHydrantMapExtentApiResponse, GetHydrantMapExtentApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/map-extent`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
          },
        }),
        providesTags: ['hydrants'],
      }),
      getHydrantMapPoints: build.query<GetHydrantMapPointsApiResponse, GetHydrantMapPointsApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/map-points`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
          },
        }),
        providesTags: ['hydrants'],
      }),
      getHydrantMapView: build.query<GetHydrantMapViewApiResponse, GetHydrantMapViewApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/map-view`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            west: queryArg.west,
            south: queryArg.south,
            east: queryArg.east,
            north: queryArg.north,
            zoom: queryArg.zoom,
          },
        }),
        providesTags: ['hydrants'],
      }),
      findNearbyHydrants: build.query<FindNearbyHydrantsApiResponse, FindNearbyHydrantsApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/nearby`,
          params: {
            search: queryArg.search,
            lat: queryArg.lat,
            lng: queryArg.lng,
            radius: queryArg.radius,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['hydrants'],
      }),
      exportNearbyHydrantsCsv: build.query<ExportNearbyHydrantsCsvApiResponse, ExportNearbyHydrantsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/nearby/export.csv`,
          params: {
            search: queryArg.search,
            lat: queryArg.lat,
            lng: queryArg.lng,
            radius: queryArg.radius,
          },
        }),
        providesTags: ['hydrants'],
      }),
      listOutOfServiceHydrants: build.query<ListOutOfServiceHydrantsApiResponse, ListOutOfServiceHydrantsApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/out-of-service`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            order: queryArg.order,
          },
        }),
        providesTags: ['hydrants'],
      }),
      getHydrantStats: build.query<GetHydrantStatsApiResponse, GetHydrantStatsApiArg>({
        query: () => ({ url: `/api/hydrants/stats` }),
        providesTags: ['hydrants'],
      }),
      deleteHydrant: build.mutation<DeleteHydrantApiResponse, DeleteHydrantApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['hydrants'],
      }),
      getHydrant: build.query<GetHydrantApiResponse, GetHydrantApiArg>({
        query: (queryArg) => ({ url: `/api/hydrants/${queryArg.id}` }),
        providesTags: ['hydrants'],
      }),
      updateHydrant: build.mutation<UpdateHydrantApiResponse, UpdateHydrantApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateHydrantDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['hydrants'],
      }),
      getHydrantHistory: build.query<GetHydrantHistoryApiResponse, GetHydrantHistoryApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/${queryArg.id}/history`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            maintenanceType: queryArg.maintenanceType,
          },
        }),
        providesTags: ['hydrants'],
      }),
      getHydrantOutOfServiceHistory: build.query<
        GetHydrantOutOfServiceHistoryApiResponse,
        GetHydrantOutOfServiceHistoryApiArg
      >({
        query: (queryArg) => ({ url: `/api/hydrants/${queryArg.id}/out-of-service` }),
        providesTags: ['hydrants'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as hydrantsApi };
export type GetHydrantPhotoApiResponse = /** status 200  */ Blob;
export type GetHydrantPhotoApiArg = {
  photoId: string;
};
export type ListHydrantsApiResponse = /** status 200  */ HydrantPageDto;
export type ListHydrantsApiArg = {
  /** Matches hydrantId, address, area or inspector (case-insensitive). */
  search?: string;
  /** Omit for all statuses. */
  status?: HydrantStatus;
  page?: number;
  pageSize?: number;
  /** Keyset paging: the hydrantId of the last hydrant of page - 1 (as shown); this page starts after it. Cheaper than OFFSET on deep pages. */
  after?: string;
  /** Keyset paging: the hydrantId of the first hydrant of page + 1 (as shown); this page ends before it. Not with after. */
  before?: string;
};
export type CreateHydrantApiResponse = /** status 201  */ HydrantDto;
export type CreateHydrantApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createHydrantDto: CreateHydrantDto;
};
export type BulkInspectHydrantsApiResponse = /** status 200  */ BulkInspectionResultDto;
export type BulkInspectHydrantsApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  bulkInspectionDto: BulkInspectionDto;
};
export type ExportHydrantsCsvApiResponse = /** status 200 CSV attachment */ string;
export type ExportHydrantsCsvApiArg = {
  /** Matches hydrantId, address, area or inspector (case-insensitive). */
  search?: string;
  /** Omit for all statuses. */
  status?: HydrantStatus;
};
export type GetHydrantMapExtentApiResponse = /** status 200  */ HydrantMapExtentDto;
export type GetHydrantMapExtentApiArg = {
  /** Matches hydrantId, address, area or inspector (case-insensitive). */
  search?: string;
  /** Omit for all statuses. */
  status?: HydrantStatus;
};
export type GetHydrantMapPointsApiResponse = /** status 200  */ HydrantMapPointsDto;
export type GetHydrantMapPointsApiArg = {
  /** Matches hydrantId, address, area or inspector (case-insensitive). */
  search?: string;
  /** Omit for all statuses. */
  status?: HydrantStatus;
};
export type GetHydrantMapViewApiResponse = /** status 200  */ HydrantMapViewDto;
export type GetHydrantMapViewApiArg = {
  /** Matches hydrantId, address, area or inspector (case-insensitive). */
  search?: string;
  /** Omit for all statuses. */
  status?: HydrantStatus;
  /** Longitude of the view's west edge. */
  west: number;
  /** Latitude of the view's south edge. */
  south: number;
  /** Longitude of the view's east edge (not west of `west`). */
  east: number;
  /** Latitude of the view's north edge (not south of `south`). */
  north: number;
  /** The map's zoom (Web-Mercator tile zoom). */
  zoom: number;
};
export type FindNearbyHydrantsApiResponse = /** status 200  */ NearbyHydrantPageDto;
export type FindNearbyHydrantsApiArg = {
  /** Matches hydrantId, address, area or inspector (case-insensitive). */
  search?: string;
  lat: number;
  lng: number;
  /** Miles. */
  radius?: number;
  page?: number;
  pageSize?: number;
};
export type ExportNearbyHydrantsCsvApiResponse = /** status 200 CSV attachment */ string;
export type ExportNearbyHydrantsCsvApiArg = {
  /** Matches hydrantId, address, area or inspector (case-insensitive). */
  search?: string;
  lat: number;
  lng: number;
  /** Miles. */
  radius?: number;
};
export type ListOutOfServiceHydrantsApiResponse = /** status 200  */ OutOfServicePageDto;
export type ListOutOfServiceHydrantsApiArg = {
  page?: number;
  pageSize?: number;
  /** longest: out longest first; recent: set out of service most recently first. */
  order?: OutOfServiceOrder;
};
export type GetHydrantStatsApiResponse = /** status 200  */ HydrantStatsDto;
export type GetHydrantStatsApiArg = void;
export type DeleteHydrantApiResponse = unknown;
export type DeleteHydrantApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type GetHydrantApiResponse = /** status 200  */ HydrantDto;
export type GetHydrantApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
};
export type UpdateHydrantApiResponse = /** status 200  */ HydrantDto;
export type UpdateHydrantApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  updateHydrantDto: UpdateHydrantDto;
};
export type GetHydrantHistoryApiResponse = /** status 200  */ MaintenanceRecordPageDto;
export type GetHydrantHistoryApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
  page?: number;
  pageSize?: number;
  maintenanceType?: MaintenanceType;
};
export type GetHydrantOutOfServiceHistoryApiResponse = /** status 200  */ OutOfServiceHistoryDto;
export type GetHydrantOutOfServiceHistoryApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
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
export type FlowClass = 'AA' | 'A' | 'B' | 'C';
export type FlowRateSource = 'manual' | 'flow-test';
export type HydrantType = 'dry-barrel' | 'wet-barrel' | 'flush' | 'wall';
export type HydrantOwnership = 'public' | 'private';
export type HydrantStatus = 'operational' | 'maintenance' | 'out-of-service';
export type HydrantDto = {
  address: string;
  area: string;
  checklist: ChecklistItem[];
  createdAt: string;
  /** Expected return of the open period. */
  expectedReturn: string | null;
  /** NFPA 291: AA >= 1500 GPM, A 1000-1499, B 500-999, C < 500; null without a flow rate. */
  flowClass: FlowClass | null;
  /** GPM */
  flowRate: number | null;
  /** When flowRate was last set */
  flowRateSetAt: string | null;
  /** Where flowRate came from: 'manual' (typed by a user) or 'flow-test' (rated flow at 20 psi of the latest flow test); the last write wins. */
  flowRateSource: FlowRateSource | null;
  hasIsolationValve: boolean | null;
  hydrantId: string;
  hydrantType: HydrantType | null;
  /** Internal id used in paths. */
  id: number;
  inspector: string | null;
  installYear: number | null;
  lastInspection: string | null;
  latitude: number;
  longitude: number;
  /** Water main diameter, inches. */
  mainSize: number | null;
  manufacturer: string | null;
  notes: string | null;
  /** Reason of the open out-of-service period. */
  outOfServiceReason: string | null;
  /** Start of the open out-of-service period (null unless out of service). */
  outOfServiceSince: string | null;
  outletCount: number | null;
  /** Inside diameter of each outlet, inches. */
  outletSizes: number[];
  ownership: HydrantOwnership | null;
  /** Photo URLs in display order. */
  photos: string[];
  /** PSI */
  pressure: number | null;
  status: HydrantStatus;
  updatedAt: string;
  /** Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates. */
  version: number;
};
export type HydrantPageDto = {
  items: HydrantDto[];
  page: number;
  pageSize: number;
  /** Hydrants matching the filters, over all pages: exact without a search (kept by the database) and for a search matching at most 10,000 hydrants; otherwise an estimate (totalIsEstimate). */
  total: number;
  /** True when total is an estimate (a search matching more than 10,000 hydrants). */
  totalIsEstimate: boolean;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type CreateHydrantDto = {
  address: string;
  area: string;
  checklist?: ChecklistItem[];
  /** Expected back in service (out-of-service hydrants). */
  expectedReturn?: string | null;
  flowRate?: number | null;
  hasIsolationValve?: boolean | null;
  hydrantId: string;
  hydrantType?: HydrantType | null;
  inspector?: string | null;
  installYear?: number | null;
  lastInspection?: string | null;
  latitude: number;
  longitude: number;
  /** Water main diameter, inches. */
  mainSize?: number | null;
  manufacturer?: string | null;
  notes?: string | null;
  outOfServiceReason?: string | null;
  outletCount?: number | null;
  /** Inside diameter of each outlet, inches (at most the number of outlets). */
  outletSizes?: number[];
  ownership?: HydrantOwnership | null;
  /** Data URLs (data:image/jpeg|png|gif|webp;base64,…), at most 5, each at most 800,000 characters. */
  photos?: string[];
  pressure?: number | null;
  /** Defaults to operational. */
  status?: HydrantStatus;
};
export type BulkInspectionResultDto = {
  /** Re-visits scheduled ('could-not-test'). */
  revisitsScheduled: number;
  /** Number of hydrants updated. */
  updated: number;
};
export type InspectionOutcome = 'passed' | 'failed' | 'could-not-test';
export type BulkInspectionDto = {
  checklist?: ChecklistItem[];
  /** Expected back in service (with status out-of-service). */
  expectedReturn?: string | null;
  flowRate?: number | null;
  /** Internal ids (HydrantDto.id). */
  hydrantIds: number[];
  inspectionDate: string;
  inspector: string;
  notes?: string | null;
  outOfServiceReason?: string | null;
  /** What the crew found. 'could-not-test' (with outcomeReason) keeps each hydrant due: lastInspection, inspector and readings stay as they were, the record says why, and a re-visit (scheduled inspection task, 7 days later) is created unless one is already open. */
  outcome?: InspectionOutcome | null;
  outcomeReason?: string | null;
  /** Data URLs (data:image/jpeg|png|gif|webp;base64,…), at most 10, each at most 800,000 characters, and at most 5 MB (5,242,880 characters) as a JSON list. Stored apart; the record answers their URLs. Only with one hydrant (hydrantIds of one id): they are kept with its inspection record. */
  photos?: string[] | null;
  pressure?: number | null;
  /** Leave out to keep each hydrant's status ("Keep current status"). */
  status?: HydrantStatus;
};
export type HydrantMapExtentDto = {
  /** [west, south, east, north] of the matching hydrants; null when none match. */
  extent: number[] | null;
  /** Matching hydrants. */
  total: number;
};
export type HydrantMapPointsDto = {
  flowClass: ('AA' | 'A' | 'B' | 'C' | null)[];
  id: number[];
  latitude: number[];
  longitude: number[];
  status: ('operational' | 'maintenance' | 'out-of-service')[];
};
export type HydrantMapCellsDto = {
  /** Per cell: [AA, A, B, C, no reading]. Null with a status filter and no search (the maintained cells count classes over every status). */
  byFlowClass: number[][] | null;
  /** Per cell: [operational, maintenance, out-of-service]. */
  byStatus: number[][];
  /** Matching hydrants in the cell. */
  count: number[];
  /** Centroid latitude. */
  latitude: number[];
  /** Centroid longitude. */
  longitude: number[];
  /** Tile column at the response's level. */
  x: number[];
  /** Tile row at the response's level (0 = north). */
  y: number[];
};
export type HydrantMapViewDto = {
  cells: HydrantMapCellsDto | null;
  /** The tile level of the cells (zoom + 2, at most 16). */
  level: number;
  /** Single hydrants, or cells with counts. */
  mode: 'points' | 'cells';
  points: HydrantMapPointsDto | null;
  /** Matching hydrants represented (points, or the sum of the cells' counts). */
  total: number;
};
export type NearbyHydrantDto = {
  address: string;
  area: string;
  checklist: ChecklistItem[];
  createdAt: string;
  /** Miles from the search centre (Earth radius 3958.8 mi). */
  distance: number;
  /** Expected return of the open period. */
  expectedReturn: string | null;
  /** NFPA 291: AA >= 1500 GPM, A 1000-1499, B 500-999, C < 500; null without a flow rate. */
  flowClass: FlowClass | null;
  /** GPM */
  flowRate: number | null;
  /** When flowRate was last set */
  flowRateSetAt: string | null;
  /** Where flowRate came from: 'manual' (typed by a user) or 'flow-test' (rated flow at 20 psi of the latest flow test); the last write wins. */
  flowRateSource: FlowRateSource | null;
  hasIsolationValve: boolean | null;
  hydrantId: string;
  hydrantType: HydrantType | null;
  /** Internal id used in paths. */
  id: number;
  inspector: string | null;
  installYear: number | null;
  lastInspection: string | null;
  latitude: number;
  longitude: number;
  /** Water main diameter, inches. */
  mainSize: number | null;
  manufacturer: string | null;
  notes: string | null;
  /** Reason of the open out-of-service period. */
  outOfServiceReason: string | null;
  /** Start of the open out-of-service period (null unless out of service). */
  outOfServiceSince: string | null;
  outletCount: number | null;
  /** Inside diameter of each outlet, inches. */
  outletSizes: number[];
  ownership: HydrantOwnership | null;
  /** Photo URLs in display order. */
  photos: string[];
  /** PSI */
  pressure: number | null;
  status: HydrantStatus;
  updatedAt: string;
  /** Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates. */
  version: number;
};
export type NearbyHydrantPageDto = {
  /** Nearest first. */
  items: NearbyHydrantDto[];
  page: number;
  pageSize: number;
  /** Hydrants within the radius (and matching the search), over all pages: exact up to 10,000, otherwise an estimate (totalIsEstimate). */
  total: number;
  /** True when total is an estimate (more than 10,000 hydrants). */
  totalIsEstimate: boolean;
};
export type OutOfServiceHydrantDto = {
  address: string;
  /** Whole days out of service so far. */
  days: number;
  expectedReturn: string | null;
  hydrantId: string;
  /** Internal hydrant id. */
  id: number;
  reason: string;
  since: string;
};
export type OutOfServicePageDto = {
  /** Longest out first (or most recent first). */
  items: OutOfServiceHydrantDto[];
  page: number;
  pageSize: number;
  /** Hydrants out of service now. */
  total: number;
};
export type OutOfServiceOrder = 'longest' | 'recent';
export type HydrantStatsDto = {
  maintenance: number;
  operational: number;
  outOfService: number;
  total: number;
};
export type StaleVersionResponseDto = {
  /** The current version (present when the 409 is a stale version). */
  currentVersion?: number;
  error: string;
  message: string;
  statusCode: number;
};
export type UpdateHydrantDto = {
  address?: string;
  area?: string;
  checklist?: ChecklistItem[];
  /** Expected back in service (out-of-service hydrants). */
  expectedReturn?: string | null;
  flowRate?: number | null;
  hasIsolationValve?: boolean | null;
  hydrantId?: string;
  hydrantType?: HydrantType | null;
  inspector?: string | null;
  installYear?: number | null;
  lastInspection?: string | null;
  latitude?: number;
  longitude?: number;
  /** Water main diameter, inches. */
  mainSize?: number | null;
  manufacturer?: string | null;
  notes?: string | null;
  outOfServiceReason?: string | null;
  outletCount?: number | null;
  /** Inside diameter of each outlet, inches (at most the number of outlets). */
  outletSizes?: number[];
  ownership?: HydrantOwnership | null;
  /** Photos in display order: a photo URL of this hydrant keeps that photo, a data URL (data:image/jpeg|png|gif|webp;base64,…, at most 800,000 characters) adds one, photos not listed are removed. Leave out to keep the photos unchanged. */
  photos?: string[];
  pressure?: number | null;
  status?: HydrantStatus;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
};
export type MaintenanceType = 'routine' | 'repair' | 'inspection' | 'emergency';
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
export type OutOfServicePeriodDto = {
  /** To (null while it lasts). */
  endedAt: string | null;
  /** Username of who brought it back. */
  endedBy: string | null;
  expectedReturn: string | null;
  id: number;
  reason: string;
  /** From. */
  startedAt: string;
  /** Username of who set it out of service. */
  startedBy: string | null;
};
export type OutOfServiceHistoryDto = {
  items: OutOfServicePeriodDto[];
};
export const {
  useGetHydrantPhotoQuery,
  useListHydrantsQuery,
  useCreateHydrantMutation,
  useBulkInspectHydrantsMutation,
  useExportHydrantsCsvQuery,
  useGetHydrantMapExtentQuery,
  useGetHydrantMapPointsQuery,
  useGetHydrantMapViewQuery,
  useFindNearbyHydrantsQuery,
  useExportNearbyHydrantsCsvQuery,
  useListOutOfServiceHydrantsQuery,
  useGetHydrantStatsQuery,
  useDeleteHydrantMutation,
  useGetHydrantQuery,
  useUpdateHydrantMutation,
  useGetHydrantHistoryQuery,
  useGetHydrantOutOfServiceHistoryQuery,
} = injectedRtkApi;
