import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import MultiPoint from 'ol/geom/MultiPoint';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import DoubleClickZoom from 'ol/interaction/DoubleClickZoom';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import type { ZoneColor } from '../constants';
import { zoneColorHex } from '../constants';
import { useOlMap } from '../base-map/map-context';
import { toLatLng, toMapCoordinate } from '../geo/coordinates';
import { withAlpha } from './color';
import { zonePolygon } from './zones-layer';
import { useMapLayer } from './use-map-layer';

export interface DrawZoneProps {
  /** drawing mode: each map click adds a point */
  active: boolean;
  color: ZoneColor;
  /** the points so far, [lat, lng] */
  points: [number, number][];
  onAddPoint: (lat: number, lng: number) => void;
}

/**
 * Zone drawing (SPEC §4): while active, a click on the map adds a vertex; the sketch
 * (vertices, outline, and the polygon from 3 points) is drawn in the zone's colour.
 * Double-click zoom is off while drawing so quick clicks stay points.
 */
export function DrawZone({ active, color, points, onAddPoint }: DrawZoneProps) {
  const map = useOlMap();
  const source = useMemo(() => new VectorSource(), []);
  const onAddRef = useRef(onAddPoint);
  useLayoutEffect(() => {
    onAddRef.current = onAddPoint;
  });
  const hex = zoneColorHex(color);
  const layer = useMapLayer(
    () => new VectorLayer({ source, zIndex: 20, properties: { name: 'zone-sketch' } }),
    [source],
  );

  useEffect(() => {
    layer?.setStyle([
      new Style({
        fill: new Fill({ color: withAlpha(hex, 0.22) }),
        stroke: new Stroke({ color: hex, width: 2, lineDash: [6, 4] }),
      }),
      new Style({
        image: new CircleStyle({
          radius: 5,
          fill: new Fill({ color: '#fff' }),
          stroke: new Stroke({ color: hex, width: 2 }),
        }),
        geometry: (feature) => {
          const geometry = feature.getGeometry();
          if (geometry instanceof LineString) return new MultiPoint(geometry.getCoordinates());
          if (geometry && 'getCoordinates' in geometry) {
            const rings = (geometry as unknown as { getCoordinates(): number[][][] }).getCoordinates();
            return new MultiPoint(rings[0].slice(0, -1));
          }
          return undefined;
        },
      }),
    ]);
  }, [layer, hex]);

  useEffect(() => {
    source.clear(true);
    if (!active || points.length === 0) return;
    const geometry =
      points.length >= 3 ? zonePolygon(points) : new LineString(points.map((point) => toMapCoordinate(point)));
    source.addFeature(new Feature({ geometry }));
  }, [source, active, points]);

  useEffect(() => {
    if (!active) return;
    const target = map.getTargetElement();
    const zooms = map
      .getInteractions()
      .getArray()
      .filter((interaction) => interaction instanceof DoubleClickZoom);
    zooms.forEach((interaction) => interaction.setActive(false));
    if (target) target.style.cursor = 'crosshair';
    const onClick = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
      const [lat, lng] = toLatLng(event.coordinate);
      onAddRef.current(lat, lng);
    };
    map.on('click', onClick);
    return () => {
      map.un('click', onClick);
      zooms.forEach((interaction) => interaction.setActive(true));
      if (target) target.style.cursor = '';
    };
  }, [map, active]);

  return null;
}
