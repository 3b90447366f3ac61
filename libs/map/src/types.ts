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

/**
 * Aggregated hydrants (GET /api/hydrants/map-view, HydrantMapCellsDto): one Web-Mercator
 * tile (x, y) of the response's level per index, drawn at the centroid of its hydrants.
 */
export interface HydrantMapCells {
  x: number[];
  y: number[];
  latitude: number[];
  longitude: number[];
  count: number[];
  /** per cell: [operational, maintenance, out-of-service] */
  byStatus: number[][];
  /** per cell: [AA, A, B, C, no reading]; null when not known (a status filter) */
  byFlowClass: number[][] | null;
}

/** What the map draws for one view: single hydrants or cells (HydrantMapViewDto). */
export interface HydrantMapViewData {
  mode: 'points' | 'cells';
  level: number;
  total: number;
  points: HydrantMapPoints | null;
  cells: HydrantMapCells | null;
}

/** The view the map asks data for: edges in degrees, rounded out to the tiles of `zoom` (an integer). */
export interface MapViewRequest {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** [west, south, east, north] in degrees. */
export type LngLatExtent = [number, number, number, number];
