import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '@hydrant/api-client';
import {
  hydrantsApi,
  useGetHydrantMapExtentQuery,
  useGetHydrantMapViewQuery,
  type GetHydrantMapViewApiArg,
} from '@hydrant/api-client/generated/hydrants';
import type { HydrantViewLayerProps, LngLatExtent, MapViewRequest } from '@hydrant/map';
import type { HydrantStatus } from '../dashboard/hydrant-types';

export interface HydrantMapFilter {
  search?: string;
  status?: HydrantStatus;
}

/** The props of HydrantViewLayer for a filter, and whether a request is on its way. */
export interface HydrantMapView {
  layer: Pick<HydrantViewLayerProps, 'data' | 'dataKey' | 'onView' | 'extent'>;
  isFetching: boolean;
}

/**
 * RTK Query's prefetch of the map view (the base api's type does not know the endpoint the
 * hydrants area injects into it).
 */
const prefetchView = api.util.prefetch.bind(api.util) as unknown as (
  endpoint: 'getHydrantMapView',
  arg: GetHydrantMapViewApiArg,
  options: { ifOlderThan?: number | false },
) => ThunkAction<void, unknown, unknown, UnknownAction>;

const keyOf = (arg: GetHydrantMapViewApiArg) =>
  [arg.zoom, arg.west, arg.south, arg.east, arg.north, arg.status ?? '', arg.search ?? ''].join('/');

/**
 * Sends the map's extent request (GET /api/hydrants/map-extent) during the first render of
 * the calling screen, before the components below it render: a query hook sends it only
 * once the whole screen has rendered and been committed, and a fitting map asks for its view
 * only after this answer. useHydrantMapView then finds it on its way or answered.
 */
export function useEarlyMapExtent(filter: HydrantMapFilter = {}) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const search = filter.search || undefined;
  const status = filter.status;
  useState(() => dispatch(hydrantsApi.util.prefetch('getHydrantMapExtent', { search, status }, {})));
}

/**
 * The matching hydrants for the map, by view: the extent of all of them (to fit
 * the map: GET /api/hydrants/map-extent) and, for the view at rest, cells or single hydrants
 * (GET /api/hydrants/map-view). Both are RTK Query queries under the 'hydrants' tag, so a
 * write refreshes them at once; the view's argument is rounded to tiles, so a view seen
 * before is answered from the cache. Until the new view's answer arrives the previous one
 * stays drawn. `extent` is undefined until known (a fitting map asks for no view before).
 */
export function useHydrantMapView(filter: HydrantMapFilter = {}): HydrantMapView {
  const search = filter.search || undefined;
  const status = filter.status;
  const extentQuery = useGetHydrantMapExtentQuery({ search, status });
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [view, setView] = useState<MapViewRequest | null>(null);
  const onView = useCallback(
    (next: MapViewRequest) => {
      // the request leaves now, not after the re-render that subscribes to it (which may wait
      // for the map's own frame): the subscription then finds it on its way or answered
      dispatch(prefetchView('getHydrantMapView', { ...next, search, status }, { ifOlderThan: false }));
      setView((previous) =>
        previous &&
        previous.zoom === next.zoom &&
        previous.west === next.west &&
        previous.south === next.south &&
        previous.east === next.east &&
        previous.north === next.north
          ? previous
          : next,
      );
    },
    [dispatch, search, status],
  );
  const arg: GetHydrantMapViewApiArg | null = view ? { ...view, search, status } : null;
  const viewQuery = useGetHydrantMapViewQuery(arg ?? skipToken);
  // `data` keeps the last answer (of an earlier view) while the new one loads: keep it drawn
  const [drawn, setDrawn] = useState<{ data: HydrantViewLayerProps['data']; key: string }>({
    data: undefined,
    key: '',
  });
  if (arg && viewQuery.currentData && viewQuery.currentData !== drawn.data) {
    setDrawn({ data: viewQuery.currentData, key: keyOf(arg) });
  }
  const extent = extentQuery.data
    ? (extentQuery.data.extent as LngLatExtent | null)
    : extentQuery.isError
      ? null
      : undefined;
  return {
    layer: { data: drawn.data, dataKey: drawn.key, onView, extent },
    isFetching: extentQuery.isFetching || viewQuery.isFetching,
  };
}
