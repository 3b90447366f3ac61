import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { useOlMap } from '../base-map/map-context';
import { toMapCoordinate } from '../geo/coordinates';
import { useMapLayer } from './use-map-layer';
import { mapFont } from '../base-map/map-font';

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  color: string;
  label?: string;
}

export interface MarkerLayerProps {
  markers: MapMarker[];
  onSelect?: (id: string) => void;
}

function markerStyle(color: string, label: string | undefined): Style[] {
  return [
    new Style({
      image: new CircleStyle({
        radius: 9,
        fill: new Fill({ color }),
        stroke: new Stroke({ color: '#fff', width: 3 }),
      }),
      text: label
        ? new Text({
            text: label,
            offsetY: -20,
            font: mapFont('600 12px'),
            fill: new Fill({ color: '#1f1f1f' }),
            stroke: new Stroke({ color: 'rgba(255,255,255,0.95)', width: 3 }),
          })
        : undefined,
    }),
    new Style({ image: new CircleStyle({ radius: 3, fill: new Fill({ color: '#fff' }) }) }),
  ];
}

/** A few simple markers drawn by OpenLayers styles (search centre, the user's location). */
export function MarkerLayer({ markers, onSelect }: MarkerLayerProps) {
  const map = useOlMap();
  const source = useMemo(() => new VectorSource<Feature<Point>>(), []);
  const layer = useMapLayer(() => new VectorLayer({ source, zIndex: 30, properties: { name: 'markers' } }), [source]);
  const onSelectRef = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    source.clear(true);
    source.addFeatures(
      markers.map((marker) => {
        const feature = new Feature({
          geometry: new Point(toMapCoordinate([marker.lat, marker.lng])),
          marker: marker.id,
        });
        feature.setStyle(markerStyle(marker.color, marker.label));
        return feature;
      }),
    );
  }, [source, markers]);

  useEffect(() => {
    if (!layer) return;
    const onClick = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
      const select = onSelectRef.current;
      if (!select) return;
      const feature = map.forEachFeatureAtPixel(event.pixel, (candidate) => candidate, {
        layerFilter: (candidate) => candidate === layer,
      });
      if (feature) select(String(feature.get('marker')));
    };
    map.on('singleclick', onClick);
    return () => {
      map.un('singleclick', onClick);
    };
  }, [map, layer]);

  return null;
}
