import { useGetMapConfigQuery } from '@hydrant/api-client/generated/map-config';

/**
 * Tile URL and attribution from the server's configuration (TILE_URL). Until it is
 * known, and when it fails, the map shows only the bundled offline basemap.
 */
export function useMapConfig(): { tileUrl: string | null; attribution: string | undefined } {
  const { data } = useGetMapConfigQuery();
  return { tileUrl: data?.tileUrl || null, attribution: data?.attribution || undefined };
}
