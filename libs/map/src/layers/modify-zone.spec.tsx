import { act } from 'react';
import { render } from '@testing-library/react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Modify from 'ol/interaction/Modify';
import Polygon from 'ol/geom/Polygon';
import type VectorLayer from 'ol/layer/Vector';
import type VectorSource from 'ol/source/Vector';
import { MapContext } from '../base-map/map-context';
import { toMapCoordinate } from '../geo/coordinates';
import { ModifyZone, polygonToLatLngs, ringToLatLngs } from './modify-zone';
import { zonePolygon } from './zones-layer';

const square: [number, number][] = [
  [40.71, -74.01],
  [40.71, -73.99],
  [40.73, -73.99],
  [40.73, -74.01],
];

describe('outline conversions', () => {
  it('gives back the saved vertices of an untouched polygon, open and in [lat, lng]', () => {
    expect(polygonToLatLngs(zonePolygon(square))).toEqual(square);
  });

  it('reads a moved vertex in degrees rounded to 7 decimals', () => {
    const ring = zonePolygon(square).getCoordinates()[0];
    ring[2] = toMapCoordinate([40.7350000004, -73.9812345678]);
    expect(ringToLatLngs(ring)).toEqual([square[0], square[1], [40.735, -73.9812346], square[3]]);
  });

  it('keeps every vertex of a ring that is not closed', () => {
    const ring = square.map((point) => toMapCoordinate(point));
    expect(ringToLatLngs(ring)).toEqual(square);
  });

  it('keeps a vertex added on an edge', () => {
    const ring = zonePolygon(square).getCoordinates()[0];
    ring.splice(1, 0, toMapCoordinate([40.705, -74.0]));
    expect(ringToLatLngs(ring)).toEqual([square[0], [40.705, -74], ...square.slice(1)]);
  });
});

describe('ModifyZone', () => {
  // jsdom has no ResizeObserver, which an OpenLayers map creates (it is not used here: no target)
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  function setup(active: boolean) {
    const map = new OlMap({ view: new View({ center: toMapCoordinate([40.72, -74]), zoom: 14 }) });
    const onChange = jest.fn();
    const view = (props: { active: boolean; coordinates?: [number, number][] }) => (
      <MapContext.Provider value={map}>
        <ModifyZone active={props.active} coordinates={props.coordinates ?? square} color="teal" onChange={onChange} />
      </MapContext.Provider>
    );
    const result = render(view({ active }));
    const modifies = () =>
      map
        .getInteractions()
        .getArray()
        .filter((interaction) => interaction instanceof Modify);
    const sketch = () =>
      map.getAllLayers().find((layer) => layer.get('name') === 'zone-modify') as VectorLayer<VectorSource> | undefined;
    return { map, onChange, result, view, modifies, sketch };
  }

  it('puts an editable copy of the outline on the map only while active, and removes it after', () => {
    const { result, view, modifies, sketch } = setup(true);
    expect(modifies()).toHaveLength(1);
    const [feature] = sketch()!.getSource()!.getFeatures();
    expect(polygonToLatLngs(feature.getGeometry() as Polygon)).toEqual(square);

    result.rerender(view({ active: false }));
    expect(modifies()).toHaveLength(0);
    expect(sketch()!.getSource()!.getFeatures()).toHaveLength(0);

    result.rerender(view({ active: true }));
    expect(modifies()).toHaveLength(1);
    result.unmount();
    expect(modifies()).toHaveLength(0);
    expect(sketch()).toBeUndefined();
  });

  it('reports the whole new outline when a drag ends, and shows a restored outline', () => {
    const { result, view, modifies, sketch, onChange } = setup(true);
    const feature = sketch()!.getSource()!.getFeatures()[0];
    const ring = (feature.getGeometry() as Polygon).getCoordinates()[0];
    ring[0] = toMapCoordinate([40.7, -74.02]);
    ring[ring.length - 1] = ring[0];
    act(() => {
      feature.setGeometry(new Polygon([ring]));
      modifies()[0].dispatchEvent('modifyend');
    });
    const moved = [[40.7, -74.02], ...square.slice(1)];
    expect(onChange).toHaveBeenCalledWith(moved);

    // Cancel: the saved outline comes back as the prop
    result.rerender(view({ active: true, coordinates: [...square] }));
    const restored = sketch()!.getSource()!.getFeatures()[0];
    expect(polygonToLatLngs(restored.getGeometry() as Polygon)).toEqual(square);
  });
});
