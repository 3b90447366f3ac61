import { useCallback } from 'react';
import { GEOLOCATION_TIMEOUT_MS, MAP_SCREEN_LOCATION_MAX_AGE_MS } from '../constants';

export type GeolocationFailureCode = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

/** Why the browser could not give a position. */
export class GeolocationFailure extends Error {
  constructor(readonly code: GeolocationFailureCode) {
    super(LOCATION_ERROR_TEXTS[code]);
    this.name = 'GeolocationFailure';
  }
}

/** SPEC §8: the inline texts of the map and zones screens. */
const LOCATION_ERROR_TEXTS: Record<GeolocationFailureCode, string> = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied by user',
  unavailable: 'Location information unavailable',
  timeout: 'Location request timed out',
  unknown: 'An unknown error occurred',
};

/** The inline text for a failure (anything that is not a GeolocationFailure is 'unknown'). */
export function mapLocationErrorText(failure: unknown): string {
  return failure instanceof GeolocationFailure ? LOCATION_ERROR_TEXTS[failure.code] : LOCATION_ERROR_TEXTS.unknown;
}

/** Maps a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout) to a failure. */
export function toGeolocationFailure(error: { code?: number } | null | undefined): GeolocationFailure {
  switch (error?.code) {
    case 1:
      return new GeolocationFailure('denied');
    case 2:
      return new GeolocationFailure('unavailable');
    case 3:
      return new GeolocationFailure('timeout');
    default:
      return new GeolocationFailure('unknown');
  }
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** One position from the browser: high accuracy, 10 s timeout, cached up to maximumAgeMs. */
export function locate(
  maximumAgeMs: number = MAP_SCREEN_LOCATION_MAX_AGE_MS,
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationFailure('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(toGeolocationFailure(error)),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: maximumAgeMs },
    );
  });
}

/** `locate()` bound to a cache age (5 minutes on the map screens). */
export function useGeolocation(maximumAgeMs: number = MAP_SCREEN_LOCATION_MAX_AGE_MS): {
  locate: () => Promise<LatLng>;
} {
  const bound = useCallback(() => locate(maximumAgeMs), [maximumAgeMs]);
  return { locate: bound };
}
