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
      getTileArchiveArea: build.query<GetTileArchiveAreaApiResponse, GetTileArchiveAreaApiArg>({
        query: (queryArg) => ({
          url: `/api/tiles/archive/area`,
          params: {
            west: queryArg.west,
            south: queryArg.south,
            east: queryArg.east,
            north: queryArg.north,
            minZoom: queryArg.minZoom,
            maxZoom: queryArg.maxZoom,
          },
        }),
        providesTags: ['map-config'],
      }),
      getTileArchiveTile: build.query<GetTileArchiveTileApiResponse, GetTileArchiveTileApiArg>({
        query: (queryArg) => ({ url: `/api/tiles/archive/${queryArg.z}/${queryArg.x}/${queryArg.y}` }),
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
export type GetTileArchiveAreaApiResponse = /** status 200  */ TileAreaDto;
export type GetTileArchiveAreaApiArg = {
  west: number;
  south: number;
  east: number;
  north: number;
  minZoom: number;
  maxZoom: number;
};
export type GetTileArchiveTileApiResponse = /** status 200  */ Blob;
export type GetTileArchiveTileApiArg = {
  z: string;
  x: string;
  y: string;
};
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
  /** The archive's tiles one by one (XYZ template): the field screen keeps an area's tiles for offline use under these URLs and draws them from there; GET /api/tiles/archive/area lists an area's tiles with their sizes. */
  tileUrl: string;
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
export type AreaTileDto = {
  /** Bytes of the tile in the archive. */
  bytes: number;
  x: number;
  y: number;
  z: number;
};
export type TileAreaDto = {
  /** Their bytes in all. */
  bytes: number;
  /** Where each tile is served, one by one (the URLs the offline copy is kept under). */
  tileUrl: string;
  /** The tiles the archive holds in the box at those zooms, by zoom. */
  tiles: AreaTileDto[];
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export const {
  useGetMapConfigQuery,
  useGetTileArchiveQuery,
  useGetTileArchiveAreaQuery,
  useGetTileArchiveTileQuery,
  useGetTileQuery,
} = injectedRtkApi;
