import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Graticule from 'ol/layer/Graticule';
import GeoJSON from 'ol/format/GeoJSON';
import { Fill, Stroke, Style } from 'ol/style';
import type BaseLayer from 'ol/layer/Base';

/** The `name` property of the graticule layer. */
export const GRATICULE_LAYER_NAME = 'offline-graticule';
export const BASEMAP_ATTRIBUTION = 'Basemap: Natural Earth';
export const WATER_COLOR = '#cfe2ee';
export const LAND_COLOR = '#f3f0e7';
const BORDER_COLOR = '#a9a294';

/**
 * The world drawn from data bundled with the app (world-atlas 1:50m countries,
 * Natural Earth, public domain) plus a graticule, so the map is never a blank canvas
 * when the tile server cannot be reached (DECISIONS §6). The data is its own chunk,
 * loaded once from this app's origin; nothing comes from the internet.
 */
export function createOfflineBasemapLayers(): BaseLayer[] {
  const land = new VectorSource({ attributions: BASEMAP_ATTRIBUTION, wrapX: true });
  const borders = new VectorSource({ wrapX: true });
  void loadWorld().then(({ countries, mesh }) => {
    land.addFeatures(countries);
    borders.addFeatures(mesh);
  });
  return [
    new VectorLayer({
      source: land,
      background: WATER_COLOR,
      style: new Style({ fill: new Fill({ color: LAND_COLOR }) }),
      properties: { name: 'offline-basemap' },
      updateWhileAnimating: false,
      zIndex: -4,
    }),
    new VectorLayer({
      source: borders,
      style: new Style({ stroke: new Stroke({ color: BORDER_COLOR, width: 0.8 }) }),
      properties: { name: 'offline-borders' },
      zIndex: -3,
    }),
    createGraticule(),
  ];
}

/**
 * Dashed lines of longitude and latitude under the data. Their labels are drawn by
 * drawGraticuleLabels (graticule-label-renderer.ts), which keeps them readable.
 */
function createGraticule(): Graticule {
  return new Graticule({
    strokeStyle: new Stroke({ color: 'rgba(80, 110, 140, 0.35)', width: 1, lineDash: [3, 4] }),
    showLabels: false,
    wrapX: false,
    properties: { name: GRATICULE_LAYER_NAME },
    zIndex: -2,
  });
}

type LoadedWorld = { countries: import('ol/Feature').default[]; mesh: import('ol/Feature').default[] };
let world: Promise<LoadedWorld> | undefined;

/** Parses the bundled TopoJSON once per page load. */
function loadWorld(): Promise<LoadedWorld> {
  world ??= Promise.all([
    import(/* webpackChunkName: "world-50m" */ 'world-atlas/countries-50m.json'),
    import('topojson-client'),
  ]).then(([topologyModule, topojson]) => {
    type Topology = Parameters<typeof topojson.feature>[0];
    // the JSON arrives as the module's default export or as the module itself (bundler interop)
    const loaded = topologyModule as unknown as { default?: Topology } & Topology;
    const topology: Topology = loaded.default ?? loaded;
    const format = new GeoJSON({ featureProjection: 'EPSG:3857' });
    const countries = format.readFeatures(topojson.feature(topology, topology.objects.countries));
    // mesh() is typed for objects without properties: the borders need none
    const borders = topology.objects.countries as Parameters<typeof topojson.mesh>[1];
    const mesh = format.readFeatures(topojson.mesh(topology, borders, (a, b) => a !== b));
    return { countries, mesh };
  });
  return world;
}
