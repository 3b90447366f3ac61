import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { FIT_PADDING } from '../constants';
import { useOlMap } from '../base-map/map-context';
import { mapExtentOf, viewRequestOf } from '../geo/map-view';
import type { HydrantMapPoints, HydrantMapViewData, LngLatExtent, MapViewRequest } from '../types';
import { HydrantCellsLayer } from './hydrant-cells-layer';
import { HydrantPointsLayer } from './hydrant-points-layer';
import type { PointColorBy } from './point-style';

const NO_POINTS: HydrantMapPoints = { id: [], latitude: [], longitude: [], status: [], flowClass: [] };

export interface HydrantViewLayerProps {
  /** what to draw for the current view (keep the previous view's until the new one arrives) */
  data: HydrantMapViewData | undefined;
  /** identifies `data` (e.g. its request): set as data-view-drawn once drawn */
  dataKey?: string;
  /** the view came to rest: ask for its data (rounded out to tiles, so a repeated view repeats the request) */
  onView: (view: MapViewRequest) => void;
  /**
   * [west, south, east, north] of every matching hydrant (null: none; undefined: not known
   * yet). With `fit`, the view is fitted to it whenever it changes, and no view is reported
   * before the first fit (the view before it would be thrown away).
   */
  extent?: LngLatExtent | null;
  fit?: boolean;
  colorBy?: PointColorBy;
  /** a click on a single hydrant: its id and [lng, lat] */
  onSelect?: (id: number, lngLat: [number, number]) => void;
}

/**
 * The registry on the map by view and zoom: asks for the view's data whenever the
 * view comes to rest, and draws what the server answered, single hydrants on the WebGL points
 * layer (exactly as before) or cells with counts (HydrantCellsLayer; a click zooms in). With a
 * few hundred hydrants every view is answered with points, so nothing changes for them.
 * data-points-rendered keeps counting single points drawn; data-hydrants-represented counts
 * the hydrants behind everything drawn.
 */
export function HydrantViewLayer({
  data,
  dataKey,
  onView,
  extent,
  fit = false,
  colorBy = 'status',
  onSelect,
}: HydrantViewLayerProps) {
  const map = useOlMap();
  const onViewRef = useRef(onView);
  const fitRef = useRef(fit);
  const fittedRef = useRef(false);
  useLayoutEffect(() => {
    onViewRef.current = onView;
    fitRef.current = fit;
  });
  const report = useCallback(() => {
    if (fitRef.current && !fittedRef.current) return;
    const request = viewRequestOf(map);
    if (request) onViewRef.current(request);
  }, [map]);

  // the view at rest (the first render included) -> the request for its data
  useEffect(() => {
    map.on('moveend', report);
    if (map.getSize()) report();
    return () => map.un('moveend', report);
  }, [map, report]);

  // fit to every matching hydrant when their extent changes (a new filter, a write that moves the edges)
  const known = extent !== undefined;
  const [west, south, east, north] = extent ?? [NaN, NaN, NaN, NaN];
  useEffect(() => {
    if (!fit || !known) return;
    if (Number.isFinite(west)) {
      const single = west === east && south === north;
      map.getView().fit(mapExtentOf([west, south, east, north]), {
        padding: [FIT_PADDING, FIT_PADDING, FIT_PADDING, FIT_PADDING],
        maxZoom: single ? 16 : 18,
        duration: 0,
      });
    }
    fittedRef.current = true;
    report(); // the fitted view at once (its moveend repeats the same request, which is ignored)
  }, [map, fit, known, west, south, east, north, report]);

  return (
    <>
      <HydrantCellsLayer
        cells={data?.mode === 'cells' ? data.cells : null}
        level={data?.level ?? 0}
        colorBy={colorBy}
      />
      <HydrantPointsLayer
        points={(data?.mode === 'points' && data.points) || NO_POINTS}
        represented={data?.total ?? 0}
        drawnKey={dataKey}
        colorBy={colorBy}
        onSelect={onSelect}
      />
    </>
  );
}
