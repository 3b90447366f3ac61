// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the apps compile this file with their own tsconfig, which lacks the lib's ambient asset declarations
/// <reference path="../assets.d.ts" />
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import ScaleLine from 'ol/control/ScaleLine';
import 'ol/ol.css';
import './base-map.css';
import { DEFAULT_CENTER, DASHBOARD_ZOOM } from '../constants';
import { toMapCoordinate } from '../geo/coordinates';
import { MapContext } from './map-context';
import { createOfflineBasemap } from './offline-basemap';
import { drawGraticuleLabels } from './graticule-label-renderer';
import { reportViewState } from './view-state';
import { createTileLayer } from './tile-layer';
import type { MapTileOptions } from './tile-layer';
import Graticule from 'ol/layer/Graticule';

export interface BaseMapProps extends MapTileOptions {
  /** [lat, lng]; SPEC's default centre when omitted. Changing it re-centres the view. */
  center?: [number, number];
  zoom?: number;
  height?: number | string;
  children?: ReactNode;
  'data-testid'?: string;
  /** accessible name of the map region */
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
  /** the map once created (null after unmount), for controls outside the map */
  onReady?: (map: OlMap | null) => void;
}

/**
 * One OpenLayers map for a page: created once in an effect and disposed on unmount.
 * The bundled offline basemap is always underneath; the tile layer (when configured)
 * is drawn over it, so tiles that fail to load leave the basemap visible. Children
 * (layer components that render nothing) reach the map through useOlMap().
 */
export function BaseMap({
  center = DEFAULT_CENTER,
  zoom = DASHBOARD_ZOOM,
  tileUrl = null,
  tileKind,
  pmtiles = null,
  tileMinZoom = null,
  tileMaxZoom = null,
  attribution,
  height = 400,
  children,
  'data-testid': testId,
  'aria-label': ariaLabel = 'Map',
  className,
  style,
  onReady,
}: BaseMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<OlMap | null>(null);
  const onReadyRef = useRef(onReady);
  useLayoutEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    const basemap = createOfflineBasemap();
    const olMap = new OlMap({
      target: targetRef.current!,
      layers: basemap.layers,
      controls: defaultControls({ attributionOptions: { collapsible: false } }).extend([
        new ScaleLine({ units: 'us' }),
      ]),
      view: new View({ center: toMapCoordinate(center), zoom, maxZoom: 19 }),
    });
    const stopBasemap = basemap.attach(olMap);
    const graticule = basemap.layers.find((layer): layer is Graticule => layer instanceof Graticule);
    const stopLabels = graticule ? drawGraticuleLabels(olMap, graticule) : undefined;
    const stopViewState = reportViewState(olMap);
    setMap(olMap);
    onReadyRef.current?.(olMap);
    return () => {
      stopLabels?.();
      stopBasemap();
      stopViewState();
      onReadyRef.current?.(null);
      olMap.setTarget(undefined);
      olMap.getLayers().forEach((layer) => layer.dispose());
      olMap.dispose();
      setMap(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is created once per mount; prop changes are applied by the effects below
  }, []);

  // The street tiles (TILE_URL, or the site's own TILE_DIR / TILE_FILE): one layer, replaced
  // when the configuration changes.
  const pmtilesUrl = pmtiles?.url;
  const pmtilesKind = pmtiles?.kind;
  useEffect(() => {
    if (!map) return;
    const layer = createTileLayer({
      tileUrl,
      tileKind,
      pmtiles: pmtilesUrl && pmtilesKind ? { url: pmtilesUrl, kind: pmtilesKind } : null,
      tileMinZoom,
      tileMaxZoom,
      attribution,
    });
    if (!layer) return;
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
      layer.dispose();
    };
  }, [map, tileUrl, tileKind, pmtilesUrl, pmtilesKind, tileMinZoom, tileMaxZoom, attribution]);

  // The view is created with the first centre and zoom; these apply later changes only. Run
  // again when the map appears, they would undo a fit its layers made in that same commit
  // (a layer whose extent is already known fits before these parent effects run).
  const [lat, lng] = center;
  const shown = useRef({ lat, lng, zoom });
  useEffect(() => {
    if (!map || (shown.current.lat === lat && shown.current.lng === lng)) return;
    shown.current = { ...shown.current, lat, lng };
    map.getView().setCenter(toMapCoordinate([lat, lng]));
  }, [map, lat, lng]);
  useEffect(() => {
    if (!map || shown.current.zoom === zoom) return;
    shown.current = { ...shown.current, zoom };
    map.getView().setZoom(zoom);
  }, [map, zoom]);

  // The layers render no DOM of their own (popups portal into their overlay), so they
  // sit beside the target element, which belongs to OpenLayers.
  return (
    <>
      <div
        ref={targetRef}
        className={className ? `hydrant-base-map ${className}` : 'hydrant-base-map'}
        data-testid={testId}
        role="region"
        aria-label={ariaLabel}
        style={{ position: 'relative', width: '100%', height, ...style }}
      />
      {map && <MapContext.Provider value={map}>{children}</MapContext.Provider>}
    </>
  );
}
