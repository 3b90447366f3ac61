// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the apps compile this file with their own tsconfig, which lacks the lib's ambient asset declarations
/// <reference path="../assets.d.ts" />
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { defaults as defaultControls } from 'ol/control/defaults';
import ScaleLine from 'ol/control/ScaleLine';
import 'ol/ol.css';
import './base-map.css';
import { DEFAULT_CENTER, DASHBOARD_ZOOM } from '../constants';
import { toMapCoordinate } from '../geo/coordinates';
import { MapContext } from './map-context';
import { createOfflineBasemapLayers } from './offline-basemap';
import { drawGraticuleLabels } from './graticule-label-renderer';
import { reportViewState } from './view-state';
import Graticule from 'ol/layer/Graticule';

export interface BaseMapProps {
  /** [lat, lng]; SPEC's default centre when omitted. Changing it re-centres the view. */
  center?: [number, number];
  zoom?: number;
  /** XYZ tile URL template ({z}/{x}/{y}); null or empty = no tile layer (offline basemap only). */
  tileUrl?: string | null;
  attribution?: string;
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
  const tileLayerRef = useRef<TileLayer<XYZ> | null>(null);
  const onReadyRef = useRef(onReady);
  useLayoutEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    const tileLayer = new TileLayer<XYZ>({ zIndex: -1, properties: { name: 'tiles' } });
    tileLayerRef.current = tileLayer;
    const basemap = createOfflineBasemapLayers();
    const olMap = new OlMap({
      target: targetRef.current!,
      layers: [...basemap, tileLayer],
      controls: defaultControls({ attributionOptions: { collapsible: false } }).extend([
        new ScaleLine({ units: 'us' }),
      ]),
      view: new View({ center: toMapCoordinate(center), zoom, maxZoom: 19 }),
    });
    const graticule = basemap.find((layer): layer is Graticule => layer instanceof Graticule);
    const stopLabels = graticule ? drawGraticuleLabels(olMap, graticule) : undefined;
    const stopViewState = reportViewState(olMap);
    setMap(olMap);
    onReadyRef.current?.(olMap);
    return () => {
      stopLabels?.();
      stopViewState();
      onReadyRef.current?.(null);
      olMap.setTarget(undefined);
      olMap.getLayers().forEach((layer) => layer.dispose());
      olMap.dispose();
      tileLayerRef.current = null;
      setMap(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is created once per mount; prop changes are applied by the effects below
  }, []);

  useEffect(() => {
    const layer = tileLayerRef.current;
    if (!map || !layer) return;
    const source = tileUrl ? new XYZ({ url: tileUrl, attributions: attribution, maxZoom: 19, transition: 150 }) : null;
    layer.setSource(source);
    return () => source?.dispose();
  }, [map, tileUrl, attribution]);

  const [lat, lng] = center;
  useEffect(() => {
    map?.getView().setCenter(toMapCoordinate([lat, lng]));
  }, [map, lat, lng]);
  useEffect(() => {
    map?.getView().setZoom(zoom);
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
