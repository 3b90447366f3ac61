import OlMap from 'ol/Map';
import View from 'ol/View';
import { fromLonLat } from 'ol/proj';
import { viewCircleOf } from './map-view';

/** A map of `size` pixels showing `resolution` metres a pixel around [lng, lat]. */
function mapAt(lngLat: [number, number], resolution: number, size: [number, number]) {
  const map = new OlMap({ view: new View({ center: fromLonLat(lngLat), resolution }) });
  map.setSize(size);
  return map;
}

describe('the circle around a map view', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver, which an OpenLayers map creates (unused here: no target)
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('is centred on the middle of the view and reaches its farthest corner', () => {
    // at the equator a mercator metre is a metre: 1000 x 600 px at 10 m a pixel is 10 km x 6 km
    const circle = viewCircleOf(mapAt([0, 0], 10, [1000, 600]))!;
    expect(circle.lat).toBeCloseTo(0, 6);
    expect(circle.lng).toBeCloseTo(0, 6);
    const halfDiagonalMiles = Math.hypot(5000, 3000) / 1609.344;
    expect(circle.radiusMiles).toBeGreaterThan(halfDiagonalMiles * 0.99);
    expect(circle.radiusMiles).toBeLessThan(halfDiagonalMiles * 1.01);
  });

  it('shrinks with the mercator scale away from the equator', () => {
    const atEquator = viewCircleOf(mapAt([-89.65, 0], 10, [800, 800]))!;
    const inIllinois = viewCircleOf(mapAt([-89.65, 39.78], 10, [800, 800]))!;
    expect(inIllinois.lat).toBeCloseTo(39.78, 6);
    expect(inIllinois.lng).toBeCloseTo(-89.65, 6);
    expect(inIllinois.radiusMiles / atEquator.radiusMiles).toBeCloseTo(Math.cos((39.78 * Math.PI) / 180), 2);
  });

  it('is not known before the map has a size', () => {
    const map = new OlMap({ view: new View({ center: [0, 0], resolution: 10 }) });
    expect(viewCircleOf(map)).toBeNull();
  });
});
