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
      getTileArchive: build.query<GetTileArchiveApiResponse, GetTileArchiveApiArg>({
        query: () => ({ url: `/api/tiles/archive.pmtiles` }),
        providesTags: ['map-config'],
      }),
      getTile: build.query<GetTileApiResponse, GetTileApiArg>({
        query: (queryArg) => ({ url: `/api/tiles/${queryArg.z}/${queryArg.x}/${queryArg.y}.png` }),
        providesTags: ['map-config'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as mapConfigApi };
export type GetMapConfigApiResponse = /** status 200  */ MapConfigDto;
export type GetMapConfigApiArg = void;
export type GetTileArchiveApiResponse = /** status 200  */ Blob;
export type GetTileArchiveApiArg = void;
export type GetTileApiResponse = /** status 200  */ Blob;
export type GetTileApiArg = {
  z: string;
  x: string;
  y: string;
};
export type PmtilesSourceDto = {
  /** Tile format from the archive header: mvt, png, jpeg, webp or avif. */
  format: string;
  /** Raster (PNG, JPEG, WebP, AVIF tiles) or vector (MVT) tiles. */
  kind: 'raster' | 'vector';
  /** Where the archive is served (same origin, behind the session). */
  url: string;
};
export type MapConfigDto = {
  /** Attribution shown with the tiles (TILE_ATTRIBUTION). */
  attribution: string;
  /** Highest zoom the local tile set holds; the maps enlarge its tiles beyond it (null: no such limit). */
  maxZoom: number | null;
  /** Lowest zoom the local tile set holds (null: the tile source has no such limit). */
  minZoom: number | null;
  /** The PMTiles archive when source is pmtiles, else null. */
  pmtiles: PmtilesSourceDto | null;
  /** Which street tiles the maps draw: 'url' a tile server (TILE_URL), 'directory' the site's XYZ folder (TILE_DIR), 'pmtiles' the site's PMTiles archive (TILE_FILE), 'none' only the bundled offline basemap. */
  source: 'url' | 'directory' | 'pmtiles' | 'none';
  /** XYZ tile URL template: TILE_URL, or /api/tiles/{z}/{x}/{y}.png for TILE_DIR; null: no XYZ layer (PMTiles or offline basemap only). */
  tileUrl: string | null;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export const { useGetMapConfigQuery, useGetTileArchiveQuery, useGetTileQuery } = injectedRtkApi;
