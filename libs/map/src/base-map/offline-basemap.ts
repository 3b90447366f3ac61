import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Graticule from 'ol/layer/Graticule';
import GeoJSON from 'ol/format/GeoJSON';
import { Fill, Stroke, Style } from 'ol/style';
import type BaseLayer from 'ol/layer/Base';
import type OlMap from 'ol/Map';

/** The `name` property of the graticule layer. */
export const GRATICULE_LAYER_NAME = 'offline-graticule';
export const BASEMAP_ATTRIBUTION = 'Basemap: Natural Earth';
export const WATER_COLOR = '#cfe2ee';
export const LAND_COLOR = '#f3f0e7';
const BORDER_COLOR = '#a9a294';

/**
 * Up to this zoom (a country or a few states on the screen) the 1:110m world is as good as
 * the 1:50m one; past it the 1:50m world is drawn, once loaded. It costs about 40 MiB of the
 * tab's memory and a few hundred ms of parsing and drawing that a country-wide view never
 * needs, so it is loaded only when a view rests past this zoom for DETAIL_DELAY_MS
 * (not for the placeholder view a map shows before it is fitted to its hydrants).
 */
export const DETAILED_BASEMAP_ZOOM = 5;
const DETAIL_DELAY_MS = 1000;

type Scale = '110m' | '50m';

/** The bundled basemap's layers, and what makes them follow a map's zoom. */
export interface OfflineBasemap {
  layers: BaseLayer[];
  /** loads the detailed world when the map first rests past DETAILED_BASEMAP_ZOOM; returns the cleanup */
  attach: (map: OlMap) => () => void;
}

/**
 * The world drawn from data bundled with the app (world-atlas countries at 1:110m and
 * 1:50m, Natural Earth, public domain) plus a graticule, so the map is never a blank canvas
 * when the tile server cannot be reached (DECISIONS §6). Each scale is its own chunk, loaded
 * once from this app's origin; nothing comes from the internet. The 1:110m world is drawn at
 * every zoom until the 1:50m one is loaded, then up to DETAILED_BASEMAP_ZOOM only.
 */
export function createOfflineBasemap(): OfflineBasemap {
  const coarse = worldLayers('110m');
  const detailed = worldLayers('50m');
  detailed.all.forEach((layer) => {
    layer.setMinZoom(DETAILED_BASEMAP_ZOOM);
    layer.setVisible(false);
  });
  // without it the water, the graticule and the street tiles (if any) are still drawn
  coarse.load().catch(() => undefined);
  let requested = false;
  const loadDetailed = () => {
    requested = true;
    detailed.load().then(
      () => {
        coarse.all.forEach((layer) => layer.setMaxZoom(DETAILED_BASEMAP_ZOOM));
        detailed.all.forEach((layer) => layer.setVisible(true));
      },
      // the 1:110m world stays at every zoom; the next view at rest tries again
      () => (requested = false),
    );
  };
  const attach = (map: OlMap) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pastDetail = () => (map.getView().getZoom() ?? 0) > DETAILED_BASEMAP_ZOOM;
    // Another map of this page already parsed the detailed world: it costs nothing more, so use it at once.
    if (parsed.has('50m')) loadDetailed();
    const onMoveEnd = () => {
      clearTimeout(timer);
      if (requested || !pastDetail()) return;
      timer = setTimeout(() => {
        if (requested || !pastDetail()) return;
        loadDetailed();
      }, DETAIL_DELAY_MS);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      clearTimeout(timer);
      map.un('moveend', onMoveEnd);
    };
  };
  return { layers: [...coarse.all, ...detailed.all, createGraticule()], attach };
}

/** Land (with the water as background) and borders at one scale; load() fills them once. */
function worldLayers(scale: Scale) {
  const land = new VectorSource({ attributions: BASEMAP_ATTRIBUTION, wrapX: true });
  const borders = new VectorSource({ wrapX: true });
  const all = [
    new VectorLayer({
      source: land,
      background: WATER_COLOR,
      style: new Style({ fill: new Fill({ color: LAND_COLOR }) }),
      properties: { name: 'offline-basemap', scale },
      updateWhileAnimating: false,
      zIndex: -4,
    }),
    new VectorLayer({
      source: borders,
      style: new Style({ stroke: new Stroke({ color: BORDER_COLOR, width: 0.8 }) }),
      properties: { name: 'offline-borders', scale },
      zIndex: -3,
    }),
  ];
  const load = () =>
    loadWorld(scale).then(({ countries, mesh }) => {
      land.addFeatures(countries);
      borders.addFeatures(mesh);
    });
  return { all, load };
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
const worlds = new Map<Scale, Promise<LoadedWorld>>();
/** The scales whose world this page has parsed. */
const parsed = new Set<Scale>();

const TOPOLOGIES: Record<Scale, () => Promise<unknown>> = {
  '110m': () => import(/* webpackChunkName: "world-110m" */ 'world-atlas/countries-110m.json'),
  '50m': () => import(/* webpackChunkName: "world-50m" */ 'world-atlas/countries-50m.json'),
};

/** Parses one scale's bundled TopoJSON once per page load. */
function loadWorld(scale: Scale): Promise<LoadedWorld> {
  let world = worlds.get(scale);
  if (!world) {
    world = Promise.all([TOPOLOGIES[scale](), import('topojson-client')]).then(([topologyModule, topojson]) => {
      type Topology = Parameters<typeof topojson.feature>[0];
      // the JSON arrives as the module's default export or as the module itself (bundler interop)
      const loaded = topologyModule as { default?: Topology } & Topology;
      const topology: Topology = loaded.default ?? loaded;
      const format = new GeoJSON({ featureProjection: 'EPSG:3857' });
      const countries = format.readFeatures(topojson.feature(topology, topology.objects.countries));
      // mesh() is typed for objects without properties: the borders need none
      const borders = topology.objects.countries as Parameters<typeof topojson.mesh>[1];
      const mesh = format.readFeatures(topojson.mesh(topology, borders, (a, b) => a !== b));
      parsed.add(scale);
      return { countries, mesh };
    });
    worlds.set(scale, world);
    // a chunk that could not be loaded (a deploy under way, a dropped connection) is asked for again next time
    world.catch(() => worlds.delete(scale));
  }
  return world;
}
