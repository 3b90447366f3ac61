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

/** A worse status colours a whole group once it holds at least this share of the group's hydrants. */
export const GROUP_SHARE = 0.1;

/**
 * A cell's colour. By status: the worst status that holds at least GROUP_SHARE of the cell's
 * hydrants, else the most common one, so one hydrant out of service among a thousand does
 * not paint the whole group red (cellBadge shows it). By flow class: the most common class
 * (the area's typical fire flow). Without class counts (a status filter) the status colour.
 */
export function cellColor(cells: HydrantMapCells, i: number, colorBy: PointColorBy): string {
  const classes = cells.byFlowClass?.[i];
  if (colorBy === 'flowClass' && classes) {
    let best = 0;
    for (let c = 1; c < classes.length; c++) if (classes[c] > classes[best]) best = c;
    return CLASS_ORDER[best];
  }
  const statuses = cells.byStatus[i] ?? [];
  const total = statuses.reduce((sum, n) => sum + n, 0);
  if (total === 0) return STATUS_COLORS.unknown;
  for (let s = statuses.length - 1; s > 0; s--) if (statuses[s] / total >= GROUP_SHARE) return STATUS_ORDER[s];
  let common = 0;
  for (let s = 1; s < statuses.length; s++) if (statuses[s] > statuses[common]) common = s;
  return STATUS_ORDER[common];
}

/**
 * The worst status in a cell when its colour does not already say it (coloured by status):
 * a badge on the circle in that status's colour with how many hydrants have it. Null otherwise.
 */
export function cellBadge(
  cells: HydrantMapCells,
  i: number,
  colorBy: PointColorBy,
): { color: string; count: number } | null {
  if (colorBy === 'flowClass' && cells.byFlowClass?.[i]) return null;
  const statuses = cells.byStatus[i] ?? [];
  const fill = cellColor(cells, i, colorBy);
  for (let s = statuses.length - 1; s > 0; s--) {
    if (statuses[s] === 0) continue;
    return STATUS_ORDER[s] === fill ? null : { color: STATUS_ORDER[s], count: statuses[s] };
  }
  return null;
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

/** The badge at the top right of a cell's circle: the worst status's colour and its count. */
const badgeStyles = new Map<string, Style>();
function badgeStyle(badge: { color: string; count: number }, cellCount: number): Style {
  const radius = cellRadius(cellCount);
  const label = countLabel(badge.count);
  const key = `${badge.color}|${radius}|${label}`;
  let style = badgeStyles.get(key);
  if (!style) {
    const offset = Math.round(radius * 0.75);
    style = new Style({
      image: new Circle({
        radius: 8 + 2 * Math.max(0, label.length - 1),
        displacement: [offset, offset],
        fill: new Fill({ color: badge.color }),
        stroke: new Stroke({ color: '#ffffff', width: 2 }),
      }),
      text: new Text({
        text: label,
        font: mapFont('bold 10px'),
        offsetX: offset,
        offsetY: -offset,
        fill: new Fill({ color: '#ffffff' }),
        stroke: new Stroke({ color: '#000000b3', width: 2 }),
      }),
      zIndex: 1,
    });
    badgeStyles.set(key, style);
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
 * says, with cellBadge's badge. A click on a cell zooms to it. At most a few hundred features: a canvas layer.
 */
export function HydrantCellsLayer({ cells, level, colorBy = 'status' }: HydrantCellsLayerProps) {
  const map = useOlMap();
  const source = useMemo(() => new VectorSource<Feature<Point>>({ wrapX: false }), []);

  useEffect(() => {
    const layer = new VectorLayer({
      source,
      style: (feature) => {
        const count = feature.get('count') as number;
        const main = cellStyle(feature.get('color') as string, count);
        const badge = feature.get('badge') as { color: string; count: number } | null;
        return badge ? [main, badgeStyle(badge, count)] : main;
      },
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
            badge: cellBadge(cells, i, colorBy),
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
