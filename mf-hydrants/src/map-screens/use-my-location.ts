import { useCallback, useState } from 'react';
import type OlMap from 'ol/Map';
import { USER_LOCATION_ZOOM, flyTo, mapLocationErrorText, useGeolocation } from '@hydrant/map';
import type { LatLng, MapMarker } from '@hydrant/map';

export const MY_LOCATION_COLOR = '#1677ff';

/**
 * Get My Location on the map screens: asks the browser (high accuracy, 10 s, a cached
 * position up to 5 minutes), flies the map to it at zoom 15 and keeps SPEC's inline
 * error text when it fails.
 */
export function useMyLocation(map: OlMap | null, onFound?: (position: LatLng) => void) {
  const { locate } = useGeolocation();
  const [position, setPosition] = useState<LatLng | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  const getMyLocation = useCallback(async () => {
    setLocating(true);
    setError(null);
    try {
      const found = await locate();
      setPosition(found);
      if (map) flyTo(map, [found.lat, found.lng], USER_LOCATION_ZOOM);
      onFound?.(found);
    } catch (failure) {
      setError(mapLocationErrorText(failure));
    } finally {
      setLocating(false);
    }
  }, [locate, map, onFound]);

  const marker: MapMarker | null = position
    ? { id: 'my-location', lat: position.lat, lng: position.lng, color: MY_LOCATION_COLOR, label: 'You are here' }
    : null;
  return { getMyLocation, position, error, locating, marker };
}

/** 'lat, lng' with 6 decimals (about 10 cm), as shown in toasts and labels. */
export function formatLatLng(lat: number, lng: number): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
