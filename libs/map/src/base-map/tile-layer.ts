import TileLayer from 'ol/layer/Tile';
import VectorTileLayer from 'ol/layer/VectorTile';
import XYZ from 'ol/source/XYZ';
import VectorTileSource from 'ol/source/VectorTile';
import MVT from 'ol/format/MVT';
import type BaseLayer from 'ol/layer/Base';
import type { FeatureLike } from 'ol/Feature';
import { Fill, Stroke, Style } from 'ol/style';
import { PMTilesRasterSource, PMTilesVectorSource } from 'ol-pmtiles';

/** A PMTiles archive the map reads with HTTP range requests (GET /api/map-config's pmtiles). */
export interface PmtilesTiles {
  url: string;
  kind: 'raster' | 'vector';
}

/** Where the street tiles come from: an XYZ URL template or a PMTiles archive, and the zooms they hold. */
export interface MapTileOptions {
  tileUrl?: string | null;
  /** What the XYZ template serves: images (the default) or vector tiles (MVT, e.g. a PMTiles archive's tiles one by one). */
  tileKind?: 'raster' | 'vector';
  pmtiles?: PmtilesTiles | null;
  /** Lowest zoom the tile set holds: the layer hides more than half a zoom level below it. */
  tileMinZoom?: number | null;
  /** Highest zoom the tile set holds: beyond it the map enlarges its tiles. */
  tileMaxZoom?: number | null;
  attribution?: string;
}

export const TILE_LAYER_NAME = 'tiles';

const WATER = new Style({ fill: new Fill({ color: '#aad3df' }) });
const LAND = new Style({ fill: new Fill({ color: '#f2efe9' }) });
const GREEN = new Style({ fill: new Fill({ color: '#d8e8c8' }) });
const BUILDING = new Style({
  fill: new Fill({ color: '#d9d0c9' }),
  stroke: new Stroke({ color: '#c4b6ab', width: 0.5 }),
});
const ROAD_CASING = new Style({ stroke: new Stroke({ color: '#bbbbbb', width: 4 }), zIndex: 1 });
const ROAD = new Style({ stroke: new Stroke({ color: '#ffffff', width: 2.5 }), zIndex: 2 });
const BOUNDARY = new Style({ stroke: new Stroke({ color: '#9e9cab', width: 1, lineDash: [4, 3] }) });

/**
 * A plain street style for vector archives of the two common schemas (Protomaps basemap:
 * earth, water, landuse, buildings, roads; OpenMapTiles: water, landcover, building,
 * transportation): water blue, buildings beige, roads white with a grey casing.
 */
export function vectorTileStyle(feature: FeatureLike): Style | Style[] | undefined {
  const layer = String(feature.get('layer') ?? feature.get('pmtiles_layer') ?? '');
  const type = feature.getGeometry()?.getType() ?? '';
  if (layer === 'water' || layer === 'waterway') return type.includes('Line') ? undefined : WATER;
  if (layer === 'earth') return LAND;
  if (layer === 'landuse' || layer === 'landcover' || layer === 'park') return GREEN;
  if (layer === 'buildings' || layer === 'building') return BUILDING;
  if (layer === 'roads' || layer === 'transportation') return type.includes('Line') ? [ROAD_CASING, ROAD] : undefined;
  if (layer === 'boundaries' || layer === 'boundary') return BOUNDARY;
  return undefined;
}

/**
 * The street tile layer for the options, or null (only the offline basemap). It sits above
 * the offline basemap, so tiles that fail to load leave the basemap visible.
 */
export function createTileLayer(options: MapTileOptions): BaseLayer | null {
  const { tileUrl, pmtiles, attribution } = options;
  const maxZoom = options.tileMaxZoom ?? 19;
  const minZoom = options.tileMinZoom ?? 0;
  // A tile set cut from zoom 10 up would be drawn from thousands of its tiles at zoom 3: hide it there.
  const layerMinZoom = minZoom > 0 ? minZoom - 0.5 : undefined;
  const properties = { name: TILE_LAYER_NAME };
  if (pmtiles?.kind === 'vector') {
    return new VectorTileLayer({
      zIndex: -1,
      properties,
      minZoom: layerMinZoom,
      declutter: true,
      style: vectorTileStyle,
      source: new PMTilesVectorSource({ url: pmtiles.url, attributions: attribution, minZoom, maxZoom }),
    });
  }
  if (pmtiles) {
    return new TileLayer({
      zIndex: -1,
      properties,
      minZoom: layerMinZoom,
      source: new PMTilesRasterSource({
        url: pmtiles.url,
        attributions: attribution,
        minZoom,
        maxZoom,
        transition: 150,
      }),
    });
  }
  if (!tileUrl) return null;
  if (options.tileKind === 'vector') {
    return new VectorTileLayer({
      zIndex: -1,
      properties,
      minZoom: layerMinZoom,
      declutter: true,
      style: vectorTileStyle,
      source: new VectorTileSource({ url: tileUrl, format: new MVT(), attributions: attribution, minZoom, maxZoom }),
    });
  }
  return new TileLayer({
    zIndex: -1,
    properties,
    minZoom: layerMinZoom,
    source: new XYZ({ url: tileUrl, attributions: attribution, minZoom, maxZoom, transition: 150 }),
  });
}
