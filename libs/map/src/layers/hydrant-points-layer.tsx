import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import WebGLPointsLayer from 'ol/layer/WebGLPoints';
import { fromLonLat } from 'ol/proj';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import type OlMap from 'ol/Map';
import type { FeatureLike } from 'ol/Feature';
import { FIT_PADDING } from '../constants';
import { useOlMap } from '../base-map/map-context';
import { extentOfColumns, toLngLat } from '../geo/coordinates';
import type { HydrantMapPoints } from '../types';
import { cellAtPixel } from './hydrant-cells-layer';
import { flowClassCode, hydrantPointStyle, statusCode, type PointColorBy } from './point-style';

export interface HydrantPointsLayerProps {
  points: HydrantMapPoints;
  colorBy?: PointColorBy;
  /** a click on a point: the hydrant's id and its [lng, lat] */
  onSelect?: (id: number, lngLat: [number, number]) => void;
  /** fit the view to the points (padding 20) whenever they change */
  fit?: boolean;
  /**
   * Hydrants represented by everything drawn with these points (the points plus the counts of
   * the cells drawn beside them, HydrantViewLayer); set as data-hydrants-represented with
   * data-points-rendered. Default: the points.
   */
  represented?: number;
  /** What is drawn (e.g. the view the data answers): set as data-view-drawn once drawn. */
  drawnKey?: string;
}

/** The `name` property of the hydrant points layer. */
export const POINTS_LAYER_NAME = 'hydrant-points';

/** Attribute set on the map's container once the points are drawn: their count. */
export const POINTS_RENDERED_ATTRIBUTE = 'data-points-rendered';
/** Set with it: the hydrants represented by what is drawn (single points plus the cells' counts). */
export const HYDRANTS_REPRESENTED_ATTRIBUTE = 'data-hydrants-represented';
/** Set with it: the `drawnKey` of what is drawn (tests and the bench wait for a new view's). */
export const VIEW_DRAWN_ATTRIBUTE = 'data-view-drawn';

const HIT_TOLERANCE_PX = 6;

/**
 * The hydrant drawn at a pixel of the map (within a few pixels), found in the points
 * layer's spatial index; undefined when none. Use this rather than
 * map.forEachFeatureAtPixel, which the WebGL points layer does not answer.
 */
export function hydrantAtPixel(
  map: OlMap,
  pixel: number[],
  tolerancePx = HIT_TOLERANCE_PX,
): Feature<Point> | undefined {
  const layer = map
    .getAllLayers()
    .find((candidate) => candidate.get('name') === POINTS_LAYER_NAME && candidate.getVisible());
  const source = layer?.getSource() as VectorSource<Feature<Point>> | null | undefined;
  const coordinate = map.getCoordinateFromPixel(pixel);
  if (!source || !coordinate) return undefined;
  const feature = source.getClosestFeatureToCoordinate(coordinate);
  const at = feature?.getGeometry()?.getCoordinates();
  if (!feature || !at) return undefined;
  const drawn = map.getPixelFromCoordinate(at);
  return drawn && Math.hypot(drawn[0] - pixel[0], drawn[1] - pixel[1]) <= tolerancePx ? feature : undefined;
}

/** Builds one feature per point in a single pass (100,000 points in a few hundred ms). */
export function pointFeatures(points: HydrantMapPoints): Feature<Point>[] {
  const { id, latitude, longitude, status, flowClass } = points;
  const features = new Array<Feature<Point>>(id.length);
  let n = 0;
  for (let i = 0; i < id.length; i++) {
    const lat = latitude[i];
    const lng = longitude[i];
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    features[n++] = new Feature({
      geometry: new Point(fromLonLat([lng, lat])),
      hydrant: id[i],
      status: status[i] ?? 'unknown',
      flowClass: flowClass[i] ?? 'none',
      statusCode: statusCode(status[i]),
      flowClassCode: flowClassCode(flowClass[i]),
    });
  }
  features.length = n;
  return features;
}

/**
 * Hydrant markers on a WebGLPointsLayer (smooth with 100,000 points), coloured by
 * status or NFPA flow class. Renders nothing; updates its source when `points` change;
 * the WebGL layer is disposed on unmount (and rebuilt when `colorBy` changes, since a
 * WebGL style is compiled once).
 */
export function HydrantPointsLayer({
  points,
  colorBy = 'status',
  onSelect,
  fit = false,
  represented,
  drawnKey,
}: HydrantPointsLayerProps) {
  const map = useOlMap();
  const source = useMemo(() => new VectorSource<Feature<Point>>({ wrapX: false }), []);
  const layerRef = useRef<WebGLPointsLayer<VectorSource<Feature<Point>>> | null>(null);
  const onSelectRef = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  });
  const renderedRef = useRef<{ count: number; represented: number; key: string; pending: boolean; sawBuild: boolean }>({
    count: 0,
    represented: 0,
    key: '',
    pending: false,
    sawBuild: false,
  });

  // the layer (one per colour scheme)
  useEffect(() => {
    const layer = new WebGLPointsLayer({
      source,
      style: hydrantPointStyle(colorBy),
      // clicks are matched on the CPU from the source's spatial index (hydrantAtPixel): the
      // WebGL hit-detection pass would double the drawing work of every frame
      disableHitDetection: true,
      zIndex: 10,
      properties: { name: POINTS_LAYER_NAME },
    });
    layerRef.current = layer;
    map.addLayer(layer);
    const onPostRender = () => {
      const state = renderedRef.current;
      if (!state.pending) return;
      // the WebGL renderer builds its buffers in a worker: wait for a frame drawn from them
      const ready = (layer.getRenderer() as { ready?: boolean } | null)?.ready !== false;
      if (!ready) {
        state.sawBuild = true;
        return;
      }
      if (!state.sawBuild && state.count > 0) return;
      state.pending = false;
      const target = map.getTargetElement();
      target?.setAttribute(POINTS_RENDERED_ATTRIBUTE, String(state.count));
      target?.setAttribute(HYDRANTS_REPRESENTED_ATTRIBUTE, String(state.represented));
      if (state.key) target?.setAttribute(VIEW_DRAWN_ATTRIBUTE, state.key);
    };
    layer.on('postrender', onPostRender);
    return () => {
      layer.un('postrender', onPostRender);
      map.removeLayer(layer);
      layer.dispose();
      layerRef.current = null;
    };
  }, [map, source, colorBy]);

  // the data
  useEffect(() => {
    const features = pointFeatures(points);
    const state = renderedRef.current;
    const target = map.getTargetElement();
    state.count = features.length;
    state.represented = represented ?? features.length;
    state.key = drawnKey ?? '';
    state.sawBuild = false;
    state.pending =
      features.length > 0 || state.represented > 0 || Boolean(target?.hasAttribute(POINTS_RENDERED_ATTRIBUTE));
    source.clear(true);
    source.addFeatures(features);
    if (fit) {
      const extent = extentOfColumns(points.latitude, points.longitude);
      if (extent) {
        const single = extent[0] === extent[2] && extent[1] === extent[3];
        map.getView().fit(extent, {
          padding: [FIT_PADDING, FIT_PADDING, FIT_PADDING, FIT_PADDING],
          maxZoom: single ? 16 : 18,
          duration: 0,
        });
      }
    }
    map.render();
  }, [map, source, points, fit, represented, drawnKey]);

  useEffect(() => () => source.clear(true), [source]);

  // clicks and the pointer cursor
  useEffect(() => {
    const hit = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>): FeatureLike | undefined =>
      hydrantAtPixel(map, event.pixel) ?? cellAtPixel(map, event.pixel);
    const onClick = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
      const select = onSelectRef.current;
      if (!select) return;
      const feature = hydrantAtPixel(map, event.pixel);
      if (!feature) return;
      const geometry = feature.getGeometry();
      const coordinate = geometry?.getCoordinates?.() ?? event.coordinate;
      select(Number(feature.get('hydrant')), toLngLat(coordinate));
    };
    let frame = 0;
    const onMove = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
      if (event.dragging || !onSelectRef.current || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const target = map.getTargetElement();
        if (target) target.style.cursor = hit(event) ? 'pointer' : '';
      });
    };
    map.on('singleclick', onClick);
    map.on('pointermove', onMove);
    return () => {
      map.un('singleclick', onClick);
      map.un('pointermove', onMove);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [map]);

  return null;
}
