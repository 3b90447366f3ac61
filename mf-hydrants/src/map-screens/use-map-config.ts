import type { MapTileOptions } from '@hydrant/map';
import { useGetMapConfigQuery } from '@hydrant/api-client/generated/map-config';

/**
 * The street tiles from the server's configuration (TILE_URL, or the site's own tile set:
 * TILE_DIR or TILE_FILE), ready to spread into a BaseMap. Until it is known, and when it
 * fails, the map shows only the bundled offline basemap.
 */
export function useMapConfig(): MapTileOptions & { tileUrl: string | null; attribution: string | undefined } {
  const { data } = useGetMapConfigQuery();
  return {
    tileUrl: data?.tileUrl || null,
    pmtiles: data?.pmtiles ? { url: data.pmtiles.url, kind: data.pmtiles.kind } : null,
    tileMinZoom: data?.minZoom ?? null,
    tileMaxZoom: data?.maxZoom ?? null,
    attribution: data?.attribution || undefined,
  };
}
