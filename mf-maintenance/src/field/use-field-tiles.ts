import { useEffect, useState } from 'react';
import type { MapConfigDto } from '@hydrant/api-client/generated/map-config';
import { storedMapConfig } from '@hydrant/offline';

export interface FieldTiles {
  tileUrl: string | null;
  tileKind?: 'raster' | 'vector';
  pmtiles: { url: string; kind: 'raster' | 'vector' } | null;
  tileMinZoom: number | null;
  tileMaxZoom: number | null;
  attribution: string | undefined;
}

/** The map settings from the server, or as kept with the prepared area when there is no signal. */
export function useFieldMapConfig(): MapConfigDto | null {
  const [config, setConfig] = useState<MapConfigDto | null>(null);
  useEffect(() => {
    let active = true;
    fetch('/api/map-config', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<MapConfigDto>) : Promise.reject(new Error())))
      .catch(() => storedMapConfig())
      .then((found) => active && setConfig(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return config;
}

/**
 * The street tiles for the field map (only the bundled basemap when none are known). A
 * PMTiles archive is read tile by tile (its tileUrl): those are the URLs an offline area
 * keeps, so the map finds them on the device with no signal.
 */
export function toFieldTiles(config: MapConfigDto | null): FieldTiles {
  const archive = config?.pmtiles;
  if (archive?.tileUrl) {
    return {
      tileUrl: archive.tileUrl,
      tileKind: archive.kind,
      pmtiles: null,
      tileMinZoom: config?.minZoom ?? null,
      tileMaxZoom: config?.maxZoom ?? null,
      attribution: config?.attribution || undefined,
    };
  }
  return {
    tileUrl: config?.tileUrl || null,
    pmtiles: config?.pmtiles ? { url: config.pmtiles.url, kind: config.pmtiles.kind } : null,
    tileMinZoom: config?.minZoom ?? null,
    tileMaxZoom: config?.maxZoom ?? null,
    attribution: config?.attribution || undefined,
  };
}
