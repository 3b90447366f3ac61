import { render } from '@testing-library/react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { MapContext } from '../base-map/map-context';
import { toMapCoordinate } from '../geo/coordinates';
import { HydrantPointsLayer, POINTS_LAYER_NAME } from './hydrant-points-layer';
import { ZonesLayer } from './zones-layer';

describe('ZonesLayer', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver, which an OpenLayers map creates (unused here: no target)
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('draws the zone areas under the hydrant points and their names above them', () => {
    const map = new OlMap({ view: new View({ center: toMapCoordinate([40.72, -74]), zoom: 13 }) });
    const zone = {
      id: 1,
      name: 'North',
      color: 'red' as const,
      coordinates: [
        [40.71, -74.01],
        [40.71, -73.99],
        [40.73, -74],
      ] as [number, number][],
    };
    render(
      <MapContext.Provider value={map}>
        <ZonesLayer zones={[zone]} />
        <HydrantPointsLayer points={{ id: [], latitude: [], longitude: [], status: [], flowClass: [] }} />
      </MapContext.Provider>,
    );
    const zIndexOf = (name: string) =>
      map
        .getAllLayers()
        .find((layer) => layer.get('name') === name)!
        .getZIndex()!;
    expect(zIndexOf('zones')).toBeLessThan(zIndexOf(POINTS_LAYER_NAME));
    expect(zIndexOf('zone-labels')).toBeGreaterThan(zIndexOf(POINTS_LAYER_NAME));
  });
});
