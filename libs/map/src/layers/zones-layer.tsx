import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style, Text } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import type { ZoneColor } from '../constants';
import { zoneColorHex } from '../constants';
import { useOlMap } from '../base-map/map-context';
import { toMapCoordinate } from '../geo/coordinates';
import { withAlpha } from './color';
import { useMapLayer } from './use-map-layer';
import { mapFont } from '../base-map/map-font';

export interface MapZone {
  id: number;
  name: string;
  color: ZoneColor;
  /** [lat, lng] vertices (the ring is closed here) */
  coordinates: [number, number][];
}

export interface ZonesLayerProps {
  zones: MapZone[];
  selectedId?: number | null;
  /** a click on the map: the zone under it, or null when none */
  onSelect?: (id: number | null) => void;
}

/** The zone polygon in map coordinates, closed. */
export function zonePolygon(coordinates: [number, number][]): Polygon {
  const ring = coordinates.map((point) => toMapCoordinate(point));
  if (ring.length > 0) ring.push(ring[0].slice());
  return new Polygon([ring]);
}

function zoneStyle(feature: FeatureLike, selectedId: number | null | undefined): Style {
  const hex = zoneColorHex(String(feature.get('color')));
  const selected = feature.get('zone') === selectedId;
  return new Style({
    fill: new Fill({ color: withAlpha(hex, selected ? 0.32 : 0.18) }),
    stroke: new Stroke({ color: hex, width: selected ? 4 : 2 }),
    zIndex: selected ? 1 : 0,
  });
}

/** The zone's name, drawn on its own layer above the hydrant points. */
function zoneLabelStyle(feature: FeatureLike, selectedId: number | null | undefined): Style {
  const selected = feature.get('zone') === selectedId;
  return new Style({
    text: new Text({
      text: String(feature.get('name') ?? ''),
      font: mapFont(selected ? '600 13px' : '13px'),
      fill: new Fill({ color: '#1f1f1f' }),
      stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 3 }),
      overflow: true,
    }),
    zIndex: selected ? 1 : 0,
  });
}

/** Layer order: zone areas under the hydrant points (zIndex 10), their names above them. */
const ZONES_Z_INDEX = 5;
const ZONE_LABELS_Z_INDEX = 15;

/**
 * Zones as coloured polygons with their names; the selected one is emphasised. The
 * areas are drawn under the hydrant points and the names on a second layer (same
 * source) above them, so the points do not hide the names; clicks on points are
 * matched from the points' own index and clicks on zones from the area layer only.
 */
export function ZonesLayer({ zones, selectedId = null, onSelect }: ZonesLayerProps) {
  const map = useOlMap();
  const source = useMemo(() => new VectorSource(), []);
  const selectedRef = useRef(selectedId);
  useLayoutEffect(() => {
    selectedRef.current = selectedId;
  });
  const onSelectRef = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  });
  const layer = useMapLayer(
    () =>
      new VectorLayer({
        source,
        style: (feature) => zoneStyle(feature, selectedRef.current),
        zIndex: ZONES_Z_INDEX,
        properties: { name: 'zones' },
      }),
    [source],
  );
  const labelLayer = useMapLayer(
    () =>
      new VectorLayer({
        source,
        style: (feature) => zoneLabelStyle(feature, selectedRef.current),
        zIndex: ZONE_LABELS_Z_INDEX,
        properties: { name: 'zone-labels' },
      }),
    [source],
  );

  useEffect(() => {
    source.clear(true);
    source.addFeatures(
      zones
        .filter((zone) => zone.coordinates.length >= 3)
        .map(
          (zone) =>
            new Feature({ geometry: zonePolygon(zone.coordinates), zone: zone.id, name: zone.name, color: zone.color }),
        ),
    );
  }, [source, zones]);

  useEffect(() => {
    layer?.changed();
    labelLayer?.changed();
  }, [layer, labelLayer, selectedId]);

  useEffect(() => {
    if (!layer) return;
    const onClick = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
      const select = onSelectRef.current;
      if (!select) return;
      const feature = map.forEachFeatureAtPixel(event.pixel, (candidate) => candidate, {
        layerFilter: (candidate) => candidate === layer,
      });
      select(feature ? Number(feature.get('zone')) : null);
    };
    map.on('singleclick', onClick);
    return () => {
      map.un('singleclick', onClick);
    };
  }, [map, layer]);

  return null;
}
