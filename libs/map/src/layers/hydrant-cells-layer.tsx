import { useEffect, useMemo } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import { fromLonLat } from 'ol/proj';
import type OlMap from 'ol/Map';
import type { FeatureLike } from 'ol/Feature';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { FIT_PADDING, FLOW_CLASS_COLORS, STATUS_COLORS } from '../constants';
import { useOlMap } from '../base-map/map-context';
import { mapFont } from '../base-map/map-font';
import { tileExtent } from '../geo/map-view';
import type { HydrantMapCells } from '../types';
import type { PointColorBy } from './point-style';

/** The `name` property of the hydrant cells layer. */
export const CELLS_LAYER_NAME = 'hydrant-cells';

const STATUS_ORDER = [STATUS_COLORS.operational, STATUS_COLORS.maintenance, STATUS_COLORS['out-of-service']];
const CLASS_ORDER = [
  FLOW_CLASS_COLORS.AA,
  FLOW_CLASS_COLORS.A,
  FLOW_CLASS_COLORS.B,
  FLOW_CLASS_COLORS.C,
  FLOW_CLASS_COLORS.none,
];

/**
 * A cell's colour. By status: the worst status present (one hydrant out of service in the
 * area is what a crew must see). By flow class: the most common class (the area's typical
 * fire flow; one weak hydrant would colour nearly every cell). Without class counts (a status
 * filter) the status colour.
 */
export function cellColor(cells: HydrantMapCells, i: number, colorBy: PointColorBy): string {
  const classes = cells.byFlowClass?.[i];
  if (colorBy === 'flowClass' && classes) {
    let best = 0;
    for (let c = 1; c < classes.length; c++) if (classes[c] > classes[best]) best = c;
    return CLASS_ORDER[best];
  }
  const statuses = cells.byStatus[i] ?? [];
  for (let s = statuses.length - 1; s >= 0; s--) if (statuses[s] > 0) return STATUS_ORDER[s];
  return STATUS_COLORS.unknown;
}

/** 1234 → '1.2k', 123456 → '123k', 1234567 → '1.2M'. */
export function countLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return count < 10_000 ? `${(count / 1000).toFixed(1)}k` : `${Math.round(count / 1000)}k`;
  return `${(count / 1_000_000).toFixed(1)}M`;
}

/** Radius in pixels, growing with the logarithm of the count (12 px for 1, 30 px for a million). */
export const cellRadius = (count: number) => Math.round(12 + 3 * Math.log10(Math.max(1, count)));

const styles = new Map<string, Style>();
function cellStyle(color: string, count: number): Style {
  const radius = cellRadius(count);
  const label = countLabel(count);
  const key = `${color}|${radius}|${label}`;
  let style = styles.get(key);
  if (!style) {
    style = new Style({
      image: new Circle({
        radius,
        fill: new Fill({ color: `${color}d9` }),
        stroke: new Stroke({ color: '#ffffff', width: 2 }),
      }),
      text: new Text({
        text: label,
        font: mapFont('bold 12px'),
        fill: new Fill({ color: '#ffffff' }),
        stroke: new Stroke({ color: '#000000b3', width: 3 }),
      }),
    });
    styles.set(key, style);
  }
  return style;
}

/** The cell drawn at a pixel (inside its circle), or undefined. */
export function cellAtPixel(map: OlMap, pixel: number[]): FeatureLike | undefined {
  return map.forEachFeatureAtPixel(pixel, (feature) => feature, {
    layerFilter: (layer) => layer.get('name') === CELLS_LAYER_NAME,
    hitTolerance: 2,
  });
}

export interface HydrantCellsLayerProps {
  cells: HydrantMapCells | null;
  /** the tile level of the cells */
  level: number;
  colorBy?: PointColorBy;
}

/**
 * Aggregated hydrants (GET /api/hydrants/map-view far out): a circle per cell at the centroid
 * of its hydrants, sized by their number, the number as its label, coloured as cellColor
 * says. A click on a cell zooms to it. At most a few hundred features: a canvas layer.
 */
export function HydrantCellsLayer({ cells, level, colorBy = 'status' }: HydrantCellsLayerProps) {
  const map = useOlMap();
  const source = useMemo(() => new VectorSource<Feature<Point>>({ wrapX: false }), []);

  useEffect(() => {
    const layer = new VectorLayer({
      source,
      style: (feature) => cellStyle(feature.get('color') as string, feature.get('count') as number),
      zIndex: 11,
      properties: { name: CELLS_LAYER_NAME },
      updateWhileAnimating: false,
      updateWhileInteracting: false,
    });
    map.addLayer(layer);
    const onClick = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
      const feature = cellAtPixel(map, event.pixel);
      if (!feature) return;
      const [x, y, cellLevel] = feature.get('tile') as [number, number, number];
      map.getView().fit(tileExtent(x, y, cellLevel), {
        padding: [FIT_PADDING, FIT_PADDING, FIT_PADDING, FIT_PADDING],
        duration: 250,
      });
    };
    map.on('singleclick', onClick);
    return () => {
      map.un('singleclick', onClick);
      map.removeLayer(layer);
      layer.dispose();
    };
  }, [map, source]);

  useEffect(() => {
    const features: Feature<Point>[] = [];
    if (cells) {
      for (let i = 0; i < cells.count.length; i++) {
        features.push(
          new Feature({
            geometry: new Point(fromLonLat([cells.longitude[i], cells.latitude[i]])),
            count: cells.count[i],
            color: cellColor(cells, i, colorBy),
            tile: [cells.x[i], cells.y[i], level],
          }),
        );
      }
    }
    source.clear(true);
    source.addFeatures(features);
  }, [source, cells, level, colorBy]);

  useEffect(() => () => source.clear(true), [source]);
  return null;
}
