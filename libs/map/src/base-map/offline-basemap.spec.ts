import OlMap from 'ol/Map';
import View from 'ol/View';
import type VectorLayer from 'ol/layer/Vector';
import type BaseLayer from 'ol/layer/Base';
import { createOfflineBasemap, DETAILED_BASEMAP_ZOOM } from './offline-basemap';

/** The land layer of one scale, and how many countries it holds. */
const land = (layers: BaseLayer[], scale: string) =>
  layers.find((layer) => layer.get('name') === 'offline-basemap' && layer.get('scale') === scale) as VectorLayer;
const countries = (layer: VectorLayer) => layer.getSource()!.getFeatures().length;

/** The real setTimeout (the tests fake the global one). */
const realSetTimeout = globalThis.setTimeout;
const tick = () => new Promise((resolve) => realSetTimeout(resolve, 0));

/** Resolves once `check` holds (the world's chunks load asynchronously; setTimeout is faked). */
async function until(check: () => boolean) {
  while (!check()) await tick();
}
/** Lets a load that was started finish (chunks are required synchronously under jest). */
async function settle() {
  for (let i = 0; i < 20; i += 1) await tick();
}

/** A map at a zoom with the basemap attached, and its land layers of both scales. */
function mapAt(zoom: number) {
  const basemap = createOfflineBasemap();
  const map = new OlMap({ layers: basemap.layers, view: new View({ center: [0, 0], zoom }) });
  const stop = basemap.attach(map);
  return { map, stop, coarse: land(basemap.layers, '110m'), detailed: land(basemap.layers, '50m') };
}

describe('the bundled basemap', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());
  beforeAll(() => {
    // jsdom has no ResizeObserver, which an OpenLayers map creates (unused here: no target)
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('draws the 1:110m world at country zoom and never loads the 1:50m one there', async () => {
    const { map, stop, coarse, detailed } = mapAt(3);
    await until(() => countries(coarse) > 0);
    map.dispatchEvent('moveend');
    jest.advanceTimersByTime(5000);
    await settle();
    expect(countries(detailed)).toBe(0);
    expect(detailed.getVisible()).toBe(false);
    expect(coarse.getMaxZoom()).toBe(Infinity);
    stop();
  });

  it('loads the 1:50m world once a view rests past the zoom, and draws the 1:110m one only below it', async () => {
    const { map, stop, coarse, detailed } = mapAt(12);
    // a placeholder view that moves on at once (a map fitted to its hydrants) loads nothing
    map.dispatchEvent('moveend');
    jest.advanceTimersByTime(500);
    map.getView().setZoom(3);
    map.dispatchEvent('moveend');
    jest.advanceTimersByTime(5000);
    await settle();
    expect(countries(detailed)).toBe(0);
    // a view that rests at street zoom does, after a second
    map.getView().setZoom(8);
    map.dispatchEvent('moveend');
    jest.advanceTimersByTime(999);
    map.dispatchEvent('moveend'); // a small pan starts the second again
    jest.advanceTimersByTime(999);
    await settle();
    expect(countries(detailed)).toBe(0);
    jest.advanceTimersByTime(1);
    await until(() => detailed.getVisible());
    expect(countries(detailed)).toBeGreaterThan(countries(coarse));
    expect(detailed.getMinZoom()).toBe(DETAILED_BASEMAP_ZOOM);
    expect(coarse.getMaxZoom()).toBe(DETAILED_BASEMAP_ZOOM);
    stop();
  });

  // after the test above: this page has parsed the 1:50m world
  it('a second map uses the 1:50m world another map already loaded, without waiting for its view to rest', async () => {
    const { stop, coarse, detailed } = mapAt(12);
    await settle();
    expect(detailed.getVisible()).toBe(true);
    expect(countries(detailed)).toBeGreaterThan(countries(coarse));
    expect(coarse.getMaxZoom()).toBe(DETAILED_BASEMAP_ZOOM);
    stop();
  });
});
