import { api } from '@hydrant/api-client';
export const addTagTypes = ['map-config'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getMapConfig: build.query<GetMapConfigApiResponse, GetMapConfigApiArg>({
        query: () => ({ url: `/api/map-config` }),
        providesTags: ['map-config'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as mapConfigApi };
export type GetMapConfigApiResponse = /** status 200  */ MapConfigDto;
export type GetMapConfigApiArg = void;
export type MapConfigDto = {
  /** Attribution shown with the tiles (TILE_ATTRIBUTION). */
  attribution: string;
  /** XYZ tile URL template (TILE_URL); null: no tile layer, only the bundled offline basemap. */
  tileUrl: string | null;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export const { useGetMapConfigQuery } = injectedRtkApi;
