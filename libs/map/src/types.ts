/**
 * Hydrant points in columns (GET /api/hydrants/map-points, HydrantMapPointsDto): one
 * entry per hydrant at the same index in every array. Declared here so the map library
 * has no dependency on the api client.
 */
export interface HydrantMapPoints {
  id: number[];
  latitude: number[];
  longitude: number[];
  status: string[];
  flowClass: (string | null)[];
}

export type LatLngTuple = [number, number];
export type LngLatTuple = [number, number];
