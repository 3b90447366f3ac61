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
          },
        }),
        providesTags: ['hydrants'],
      }),
      createHydrant: build.mutation<CreateHydrantApiResponse, CreateHydrantApiArg>({
        query: (queryArg) => ({ url: `/api/hydrants`, method: 'POST', body: queryArg.createHydrantDto }),
        invalidatesTags: ['hydrants'],
      }),
      bulkInspectHydrants: build.mutation<BulkInspectHydrantsApiResponse, BulkInspectHydrantsApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/bulk-inspection`,
          method: 'POST',
          body: queryArg.bulkInspectionDto,
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
};
export type CreateHydrantApiResponse = /** status 201  */ HydrantDto;
export type CreateHydrantApiArg = {
  createHydrantDto: CreateHydrantDto;
};
export type BulkInspectHydrantsApiResponse = /** status 200  */ BulkInspectionResultDto;
export type BulkInspectHydrantsApiArg = {
  bulkInspectionDto: BulkInspectionDto;
};
export type ExportHydrantsCsvApiResponse = /** status 200 CSV attachment */ string;
export type ExportHydrantsCsvApiArg = {
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
export type GetHydrantStatsApiResponse = /** status 200  */ HydrantStatsDto;
export type GetHydrantStatsApiArg = void;
export type DeleteHydrantApiResponse = unknown;
export type DeleteHydrantApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
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
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
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
export type HydrantStatus = 'operational' | 'maintenance' | 'out-of-service';
export type HydrantDto = {
  address: string;
  area: string;
  checklist: ChecklistItem[];
  createdAt: string;
  /** NFPA 291: AA >= 1500 GPM, A 1000-1499, B 500-999, C < 500; null without a flow rate. */
  flowClass: FlowClass | null;
  /** GPM */
  flowRate: number | null;
  /** When flowRate was last set */
  flowRateSetAt: string | null;
  /** Where flowRate came from: 'manual' (typed by a user) or 'flow-test' (rated flow at 20 psi of the latest flow test); the last write wins. */
  flowRateSource: FlowRateSource | null;
  hydrantId: string;
  /** Internal id used in paths. */
  id: number;
  inspector: string | null;
  lastInspection: string | null;
  latitude: number;
  longitude: number;
  notes: string | null;
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
  /** Hydrants matching the filters, over all pages. */
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
export type CreateHydrantDto = {
  address: string;
  area: string;
  checklist?: ChecklistItem[];
  flowRate?: number | null;
  hydrantId: string;
  inspector?: string | null;
  lastInspection?: string | null;
  latitude: number;
  longitude: number;
  notes?: string | null;
  /** Data URLs (data:image/jpeg|png|gif|webp;base64,…), at most 5, each at most 800,000 characters. */
  photos?: string[];
  pressure?: number | null;
  /** Defaults to operational. */
  status?: HydrantStatus;
};
export type BulkInspectionResultDto = {
  /** Number of hydrants updated. */
  updated: number;
};
export type BulkInspectionDto = {
  checklist?: ChecklistItem[];
  flowRate?: number | null;
  /** Internal ids (HydrantDto.id). */
  hydrantIds: number[];
  inspectionDate: string;
  inspector: string;
  notes?: string | null;
  pressure?: number | null;
  /** Leave out to keep each hydrant's status ("Keep current status"). */
  status?: HydrantStatus;
};
export type HydrantMapPointsDto = {
  flowClass: ('AA' | 'A' | 'B' | 'C' | null)[];
  id: number[];
  latitude: number[];
  longitude: number[];
  status: ('operational' | 'maintenance' | 'out-of-service')[];
};
export type NearbyHydrantDto = {
  address: string;
  area: string;
  checklist: ChecklistItem[];
  createdAt: string;
  /** Miles from the search centre (Earth radius 3958.8 mi). */
  distance: number;
  /** NFPA 291: AA >= 1500 GPM, A 1000-1499, B 500-999, C < 500; null without a flow rate. */
  flowClass: FlowClass | null;
  /** GPM */
  flowRate: number | null;
  /** When flowRate was last set */
  flowRateSetAt: string | null;
  /** Where flowRate came from: 'manual' (typed by a user) or 'flow-test' (rated flow at 20 psi of the latest flow test); the last write wins. */
  flowRateSource: FlowRateSource | null;
  hydrantId: string;
  /** Internal id used in paths. */
  id: number;
  inspector: string | null;
  lastInspection: string | null;
  latitude: number;
  longitude: number;
  notes: string | null;
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
  /** Hydrants within the radius (and matching the search), over all pages. */
  total: number;
};
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
  flowRate?: number | null;
  hydrantId?: string;
  inspector?: string | null;
  lastInspection?: string | null;
  latitude?: number;
  longitude?: number;
  notes?: string | null;
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
  partsUsed: string | null;
  /** Photo URLs in display order. */
  photos: string[];
  /** Reading: PSI. */
  pressure: number | null;
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
export const {
  useGetHydrantPhotoQuery,
  useListHydrantsQuery,
  useCreateHydrantMutation,
  useBulkInspectHydrantsMutation,
  useExportHydrantsCsvQuery,
  useGetHydrantMapPointsQuery,
  useFindNearbyHydrantsQuery,
  useExportNearbyHydrantsCsvQuery,
  useGetHydrantStatsQuery,
  useDeleteHydrantMutation,
  useGetHydrantQuery,
  useUpdateHydrantMutation,
  useGetHydrantHistoryQuery,
} = injectedRtkApi;
