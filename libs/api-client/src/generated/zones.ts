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
        query: (queryArg) => ({ url: `/api/zones`, method: 'POST', body: queryArg.createZoneDto }),
        invalidatesTags: ['zones'],
      }),
      deleteZone: build.mutation<DeleteZoneApiResponse, DeleteZoneApiArg>({
        query: (queryArg) => ({ url: `/api/zones/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['zones'],
      }),
      getZone: build.query<GetZoneApiResponse, GetZoneApiArg>({
        query: (queryArg) => ({ url: `/api/zones/${queryArg.id}` }),
        providesTags: ['zones'],
      }),
      updateZone: build.mutation<UpdateZoneApiResponse, UpdateZoneApiArg>({
        query: (queryArg) => ({ url: `/api/zones/${queryArg.id}`, method: 'PATCH', body: queryArg.updateZoneDto }),
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
  createZoneDto: CreateZoneDto;
};
export type DeleteZoneApiResponse = unknown;
export type DeleteZoneApiArg = {
  id: number;
};
export type GetZoneApiResponse = /** status 200  */ ZoneDto;
export type GetZoneApiArg = {
  id: number;
};
export type UpdateZoneApiResponse = /** status 200  */ ZoneDto;
export type UpdateZoneApiArg = {
  id: number;
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
export type UpdateZoneDto = {
  assignedPersonnel?: string[];
  color?: ZoneColor;
  /** The outline as [latitude, longitude] points (at least 3; the ring closes by itself). */
  coordinates?: number[][];
  description?: string | null;
  name?: string;
};
export const {
  useListZonesQuery,
  useCreateZoneMutation,
  useDeleteZoneMutation,
  useGetZoneQuery,
  useUpdateZoneMutation,
} = injectedRtkApi;
