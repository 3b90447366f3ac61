import { useEffect, useMemo } from 'react';
import Feature from 'ol/Feature';
import { circular } from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import type OlMap from 'ol/Map';
import type Polygon from 'ol/geom/Polygon';
import { FIT_PADDING } from '../constants';
import { useMapLayer } from './use-map-layer';
import { withAlpha } from './color';

/** Metres in a statute mile. */
export const METERS_PER_MILE = 1609.344;
/** SPEC §9: the Earth radius of the proximity search, in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

/** The search circle (geodesic, on the search's Earth radius) in map coordinates. */
export function searchAreaPolygon([lat, lng]: [number, number], radiusMiles: number): Polygon {
  return circular([lng, lat], radiusMiles * METERS_PER_MILE, 128, EARTH_RADIUS_MILES * METERS_PER_MILE).transform(
    'EPSG:4326',
    'EPSG:3857',
  );
}

/** Fits the view to the search circle (padding 20). */
export function fitToSearchArea(map: OlMap, center: [number, number], radiusMiles: number): void {
  map.getView().fit(searchAreaPolygon(center, radiusMiles), {
    padding: [FIT_PADDING, FIT_PADDING, FIT_PADDING, FIT_PADDING],
    duration: 300,
  });
}

export interface SearchAreaLayerProps {
  /** [lat, lng] of the centre; null draws nothing */
  center: [number, number] | null;
  radiusMiles: number;
  color?: string;
}

/** The area of a proximity search: a circle of the radius around the centre. */
export function SearchAreaLayer({ center, radiusMiles, color = '#1677ff' }: SearchAreaLayerProps) {
  const source = useMemo(() => new VectorSource(), []);
  const layer = useMapLayer(
    () => new VectorLayer({ source, zIndex: 4, properties: { name: 'search-area' } }),
    [source],
  );
  useEffect(() => {
    layer?.setStyle(
      new Style({
        fill: new Fill({ color: withAlpha(color, 0.08) }),
        stroke: new Stroke({ color, width: 2, lineDash: [8, 6] }),
      }),
    );
  }, [layer, color]);
  const lat = center?.[0];
  const lng = center?.[1];
  useEffect(() => {
    source.clear(true);
    if (lat === undefined || lng === undefined || !(radiusMiles > 0)) return;
    source.addFeature(new Feature({ geometry: searchAreaPolygon([lat, lng], radiusMiles) }));
  }, [source, lat, lng, radiusMiles]);
  return null;
}
