import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Feature from 'ol/Feature';
import MultiPoint from 'ol/geom/MultiPoint';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Modify from 'ol/interaction/Modify';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import type { Coordinate } from 'ol/coordinate';
import type { ZoneColor } from '../constants';
import { zoneColorHex } from '../constants';
import { useOlMap } from '../base-map/map-context';
import { toLatLng } from '../geo/coordinates';
import { zonePolygon } from './zones-layer';
import { useMapLayer } from './use-map-layer';

export interface ModifyZoneProps {
  /** edit mode: the outline's vertices can be dragged (and new ones pulled out of an edge) */
  active: boolean;
  /** the outline, [lat, lng] vertices (not closed) */
  coordinates: [number, number][];
  color: ZoneColor;
  /** after each drag: the whole new outline, [lat, lng] vertices (not closed) */
  onChange: (coordinates: [number, number][]) => void;
}

/** Decimal places kept of a dragged vertex: 1e-7° is about a centimetre. */
const DECIMALS = 7;

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * A polygon ring in map coordinates (closed, as OpenLayers keeps it) → [lat, lng]
 * vertices, open (the closing copy of the first vertex dropped), rounded to 7 decimals
 * so vertices nobody moved come back as they were saved.
 */
export function ringToLatLngs(ring: readonly Coordinate[]): [number, number][] {
  const open =
    ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1]
      ? ring.slice(0, -1)
      : ring;
  return open.map((coordinate) => {
    const [lat, lng] = toLatLng(coordinate);
    return [round(lat), round(lng)];
  });
}

/** The outer ring of a polygon as [lat, lng] vertices (see ringToLatLngs). */
export function polygonToLatLngs(polygon: Polygon): [number, number][] {
  return ringToLatLngs(polygon.getCoordinates()[0] ?? []);
}

/**
 * Reshaping a zone (ARCHITECTURE: Draw/Modify interactions for zones): while active, a
 * temporary copy of the outline is drawn with its vertices as handles and an
 * OpenLayers Modify interaction on it; each finished drag reports the new outline.
 * The interaction and the copy are removed when it turns inactive or unmounts.
 */
export function ModifyZone({ active, coordinates, color, onChange }: ModifyZoneProps) {
  const map = useOlMap();
  const source = useMemo(() => new VectorSource(), []);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  // the outline this component last reported: when it comes back as the prop, the
  // feature already has that shape and is left alone
  const reportedRef = useRef<[number, number][] | null>(null);
  const hex = zoneColorHex(color);
  const layer = useMapLayer(
    () => new VectorLayer({ source, zIndex: 25, properties: { name: 'zone-modify' } }),
    [source],
  );

  useEffect(() => {
    layer?.setStyle([
      new Style({
        fill: new Fill({ color: 'rgba(255,255,255,0.01)' }),
        stroke: new Stroke({ color: hex, width: 4 }),
      }),
      // a white dash over the outline marks it as being edited
      new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 2, lineDash: [8, 6] }) }),
      new Style({
        image: new CircleStyle({
          radius: 6,
          fill: new Fill({ color: '#fff' }),
          stroke: new Stroke({ color: hex, width: 2 }),
        }),
        geometry: (feature) => {
          const geometry = feature.getGeometry();
          return geometry instanceof Polygon ? new MultiPoint(geometry.getCoordinates()[0].slice(0, -1)) : undefined;
        },
      }),
    ]);
  }, [layer, hex]);

  // the temporary feature follows the prop (a new zone, Cancel) but not its own reports
  useEffect(() => {
    if (!active || coordinates.length < 3) {
      source.clear(true);
      reportedRef.current = null;
      return;
    }
    if (coordinates === reportedRef.current && source.getFeatures().length === 1) return;
    source.clear(true);
    source.addFeature(new Feature({ geometry: zonePolygon(coordinates) }));
  }, [source, active, coordinates]);

  useEffect(() => {
    if (!active) return;
    const modify = new Modify({
      source,
      style: new Style({
        image: new CircleStyle({
          radius: 7,
          fill: new Fill({ color: hex }),
          stroke: new Stroke({ color: '#fff', width: 2 }),
        }),
      }),
    });
    const onEnd = () => {
      const geometry = source.getFeatures()[0]?.getGeometry();
      if (!(geometry instanceof Polygon)) return;
      const outline = polygonToLatLngs(geometry);
      reportedRef.current = outline;
      onChangeRef.current(outline);
    };
    modify.on('modifyend', onEnd);
    map.addInteraction(modify);
    return () => {
      modify.un('modifyend', onEnd);
      map.removeInteraction(modify);
      modify.dispose();
    };
  }, [map, source, active, hex]);

  useEffect(() => () => source.clear(true), [source]);

  return null;
}
