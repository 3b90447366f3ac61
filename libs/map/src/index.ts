/**
 * @hydrant/map — OpenLayers the React way: one map per page (BaseMap), layers as
 * components that render nothing, a WebGL points layer for hydrants, zones, zone
 * drawing, popups, and an offline basemap bundled with the app (DECISIONS §6).
 * Coordinates in props are [lat, lng] unless named lngLat / position.
 */

export { BaseMap } from './base-map/base-map';
export type { BaseMapProps } from './base-map/base-map';
export { TILE_LAYER_NAME, createTileLayer, vectorTileStyle } from './base-map/tile-layer';
export type { MapTileOptions, PmtilesTiles } from './base-map/tile-layer';
export { useOlMap } from './base-map/map-context';
export { BASEMAP_ATTRIBUTION } from './base-map/offline-basemap';
export {
  HYDRANTS_REPRESENTED_ATTRIBUTE,
  HydrantPointsLayer,
  POINTS_LAYER_NAME,
  POINTS_RENDERED_ATTRIBUTE,
  VIEW_DRAWN_ATTRIBUTE,
  hydrantAtPixel,
  pointFeatures,
} from './layers/hydrant-points-layer';
export type { HydrantPointsLayerProps } from './layers/hydrant-points-layer';
export {
  CELLS_LAYER_NAME,
  HydrantCellsLayer,
  cellAtPixel,
  cellBadge,
  cellColor,
  cellRadius,
  countLabel,
} from './layers/hydrant-cells-layer';
export type { HydrantCellsLayerProps } from './layers/hydrant-cells-layer';
export { HydrantViewLayer } from './layers/hydrant-view-layer';
export type { HydrantViewLayerProps } from './layers/hydrant-view-layer';
export { mapExtentOf, tileExtent, tileLat, tileLng, tileX, tileY, viewCircleOf, viewRequestOf } from './geo/map-view';
export { flowClassCode, hydrantPointStyle, statusCode } from './layers/point-style';
export type { PointColorBy } from './layers/point-style';
export { ZonesLayer, zonePolygon } from './layers/zones-layer';
export type { MapZone, ZonesLayerProps } from './layers/zones-layer';
export { DrawZone } from './layers/draw-zone';
export { ModifyZone, polygonToLatLngs, ringToLatLngs } from './layers/modify-zone';
export type { ModifyZoneProps } from './layers/modify-zone';
export {
  EARTH_RADIUS_MILES,
  METERS_PER_MILE,
  SearchAreaLayer,
  fitToSearchArea,
  searchAreaPolygon,
} from './layers/search-area-layer';
export type { SearchAreaLayerProps } from './layers/search-area-layer';
export type { DrawZoneProps } from './layers/draw-zone';
export { MarkerLayer } from './layers/marker-layer';
export type { MapMarker, MarkerLayerProps } from './layers/marker-layer';
export { MapPopup } from './popup/map-popup';
export type { MapPopupProps } from './popup/map-popup';
export { fitToCoordinates, flyTo, useFitTo } from './layers/fit';
export { withAlpha } from './layers/color';
export {
  GeolocationFailure,
  locate,
  mapLocationErrorText,
  toGeolocationFailure,
  useGeolocation,
} from './geo/geolocation';
export type { GeolocationFailureCode, LatLng } from './geo/geolocation';
export { extentOfColumns, extentOfLatLngs, toLatLng, toLngLat, toMapCoordinate } from './geo/coordinates';
export {
  DASHBOARD_ZOOM,
  DEFAULT_CENTER,
  FIT_PADDING,
  FLOW_CLASS_COLORS,
  GEOLOCATION_TIMEOUT_MS,
  MAP_SCREEN_LOCATION_MAX_AGE_MS,
  POPUP_MAX_WIDTH,
  POPUP_MIN_WIDTH,
  POPUP_PHOTO_MAX_HEIGHT,
  POPUP_PHOTO_MAX_WIDTH,
  STATUS_COLORS,
  USER_LOCATION_ZOOM,
  ZONE_COLORS,
  ZONE_COLOR_NAMES,
  ZONES_ZOOM,
  directionsUrl,
  isAppleMobile,
  zoneColorAt,
  zoneColorHex,
} from './constants';
export type { FlowClass, ZoneColor } from './constants';
export type {
  HydrantMapCells,
  HydrantMapPoints,
  HydrantMapViewData,
  LatLngTuple,
  LngLatExtent,
  LngLatTuple,
  MapViewRequest,
} from './types';
