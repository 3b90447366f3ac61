import { useCallback } from 'react';
import type OlMap from 'ol/Map';
import { FIT_PADDING } from '../constants';
import { useOlMap } from '../base-map/map-context';
import { extentOfLatLngs, toMapCoordinate } from '../geo/coordinates';

/** Fits the view to [lat, lng] points with padding (20 px by default). Nothing when empty. */
export function fitToCoordinates(
  map: OlMap,
  coordinates: readonly (readonly [number, number] | number[])[],
  padding: number = FIT_PADDING,
  maxZoom = 17,
): void {
  const extent = extentOfLatLngs(coordinates);
  if (!extent) return;
  map.getView().fit(extent, { padding: [padding, padding, padding, padding], maxZoom, duration: 300 });
}

/** Animates the view to [lat, lng] at a zoom. */
export function flyTo(map: OlMap, [lat, lng]: readonly [number, number] | number[], zoom: number): void {
  map.getView().animate({ center: toMapCoordinate([lat, lng]), zoom, duration: 500 });
}

/** fitToCoordinates bound to the map of the surrounding <BaseMap>. */
export function useFitTo(): (coordinates: readonly (readonly [number, number] | number[])[], padding?: number) => void {
  const map = useOlMap();
  return useCallback((coordinates, padding = FIT_PADDING) => fitToCoordinates(map, coordinates, padding), [map]);
}
