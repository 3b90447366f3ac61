import { useCallback, useEffect, useMemo, useState } from 'react';
import type OlMap from 'ol/Map';
import { Button, Card, Col, Row } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { PageTitle } from '@hydrant/ui';
import {
  BaseMap,
  HydrantViewLayer,
  MapPopup,
  MarkerLayer,
  SearchAreaLayer,
  fitToSearchArea,
  viewCircleOf,
} from '@hydrant/map';
import type { MapMarker } from '@hydrant/map';
import { useFindNearbyHydrantsQuery } from '@hydrant/api-client/generated/hydrants';
import type { NearbyHydrantDto } from '@hydrant/api-client/generated/hydrants';
import { useRemoteDiagnostics } from '../diagnostics';
import { useMapConfig } from '../map-screens/use-map-config';
import { MY_LOCATION_COLOR, formatLatLng, useMyLocation } from '../map-screens/use-my-location';
import { useScreenToasts } from '../map-screens/use-screen-toasts';
import { useHydrantMapView } from '../map-screens/use-hydrant-points';
import { useDebouncedValue } from '../map-screens/use-debounced-value';
import { HydrantPopupContent } from './hydrant-popup';
import { MapClickCenter } from './map-click-center';
import { SearchControls, type Center } from './search-controls';
import { SearchResults } from './search-results';
import { useDownload } from '../downloads/file-download';
import { downloadNearbyCsv } from './search-export';
import { DEFAULT_RADIUS, MAX_RADIUS, MIN_RADIUS, RESULTS_PAGE_SIZE, radiusError } from './search-rules';
import '../api';
import { aboutCount } from '../dashboard/registry/page-window';

const CENTER_COLOR = '#722ed1';

/** Hydrant Search & Mapping (/search): hydrants nearest a point, within a radius. */
export function HydrantMapPage() {
  useRemoteDiagnostics('HydrantMap');
  const toast = useScreenToasts('hydrant-search');
  const mapTiles = useMapConfig();
  const [map, setMap] = useState<OlMap | null>(null);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const [radius, setRadius] = useState<number | null>(DEFAULT_RADIUS);
  const [center, setCenter] = useState<Center | null>(null);
  const [page, setPage] = useState(1);
  const [popup, setPopup] = useState<{ id: number; position: [number, number]; distance?: number } | null>(null);
  const [exporting, setExporting] = useState(false);

  const chooseCenter = useCallback((next: Center) => {
    setCenter(next);
    setPopup(null);
  }, []);
  const location = useMyLocation(map, (found) => {
    chooseCenter(found);
    toast.success('Location Found', `Your location: ${formatLatLng(found.lat, found.lng)}`);
  });

  const validRadius = radiusError(radius) === null ? (radius as number) : null;
  // a new centre, radius or search starts again at page 1
  const [pagedQuery, setPagedQuery] = useState({ center, validRadius, search });
  if (pagedQuery.center !== center || pagedQuery.validRadius !== validRadius || pagedQuery.search !== search) {
    setPagedQuery({ center, validRadius, search });
    setPage(1);
  }

  const query =
    center && validRadius !== null
      ? {
          lat: center.lat,
          lng: center.lng,
          radius: validRadius,
          search: search || undefined,
          page,
          pageSize: RESULTS_PAGE_SIZE,
        }
      : skipToken;
  const { data, isFetching, error } = useFindNearbyHydrantsQuery(query);
  const mapView = useHydrantMapView({ search }).layer;

  // show the whole search area when the centre or radius changes
  useEffect(() => {
    if (map && center && validRadius !== null) fitToSearchArea(map, [center.lat, center.lng], validRadius);
  }, [map, center, validRadius]);

  useEffect(() => {
    if (error) toast.error('Failed to search hydrants');
  }, [error, toast]);

  const distances = useMemo(() => new Map((data?.items ?? []).map((h) => [h.id, h.distance])), [data]);
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [];
    if (center)
      list.push({ id: 'center', lat: center.lat, lng: center.lng, color: CENTER_COLOR, label: 'Search centre' });
    if (
      location.position &&
      (!center || location.position.lat !== center.lat || location.position.lng !== center.lng)
    ) {
      list.push({
        id: 'me',
        lat: location.position.lat,
        lng: location.position.lng,
        color: MY_LOCATION_COLOR,
        label: 'You are here',
      });
    }
    return list;
  }, [center, location.position]);

  const onSelectHydrant = useCallback(
    (id: number, position: [number, number]) => setPopup({ id, position, distance: distances.get(id) }),
    [distances],
  );
  const showResult = useCallback((hydrant: NearbyHydrantDto) => {
    // the popup pans the map to the hydrant
    setPopup({ id: hydrant.id, position: [hydrant.longitude, hydrant.latitude], distance: hydrant.distance });
  }, []);
  const closePopup = useCallback(() => setPopup(null), []);

  // the keyboard's way to the hydrants on the map: the results list what the map shows
  // (a search around the middle of the view, out to its farthest corner)
  const listInView = () => {
    const circle = map && viewCircleOf(map);
    if (!circle) return;
    setRadius(Math.min(MAX_RADIUS, Math.max(MIN_RADIUS, Math.ceil(circle.radiusMiles))));
    chooseCenter({ lat: Number(circle.lat.toFixed(6)), lng: Number(circle.lng.toFixed(6)) });
  };

  const exportCsv = useDownload(downloadNearbyCsv);
  const exportResults = async () => {
    if (!center || validRadius === null) return;
    setExporting(true);
    try {
      await exportCsv({ lat: center.lat, lng: center.lng, radius: validRadius, search });
    } catch {
      toast.error('Failed to export search results');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageTitle
        extra={
          <Button
            onClick={() => void exportResults()}
            loading={exporting}
            disabled={!center || validRadius === null || !data?.total}
          >
            Export Results
          </Button>
        }
      >
        Hydrant Search &amp; Mapping
      </PageTitle>
      <Card size="small" style={{ marginBottom: 16 }}>
        <SearchControls
          search={text}
          radius={radius}
          center={center}
          locating={location.locating}
          locationError={location.error}
          onSearch={setText}
          onRadius={setRadius}
          onCenter={chooseCenter}
          onLocate={() => void location.getMyLocation()}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          <Card
            size="small"
            title="Map"
            extra={
              <Button size="small" onClick={listInView} disabled={!map}>
                List Hydrants in View
              </Button>
            }
            styles={{ body: { padding: 0, overflow: 'hidden' } }}
          >
            <BaseMap
              {...mapTiles}
              zoom={4}
              height="clamp(320px, 55vh, 560px)"
              data-testid="search-map"
              aria-label="Hydrant search map"
              onReady={setMap}
            >
              <SearchAreaLayer center={center ? [center.lat, center.lng] : null} radiusMiles={validRadius ?? 0} />
              {/* until a centre is chosen, the map shows every hydrant */}
              <HydrantViewLayer {...mapView} onSelect={onSelectHydrant} fit={!center} />
              <MarkerLayer markers={markers} />
              <MapClickCenter onPick={(lat, lng) => chooseCenter({ lat, lng })} />
              <MapPopup position={popup?.position ?? null} onClose={closePopup} title="Hydrant">
                {popup ? <HydrantPopupContent id={popup.id} distance={popup.distance} onClose={closePopup} /> : null}
              </MapPopup>
            </BaseMap>
          </Card>
        </Col>
        <Col xs={24} xl={11}>
          <Card
            size="small"
            title="Results"
            extra={
              data && center && validRadius !== null ? (
                <span data-testid="results-total">
                  {data.totalIsEstimate ? `about ${aboutCount(data.total)}` : data.total}{' '}
                  {data.total === 1 ? 'hydrant' : 'hydrants'} within {validRadius} mi
                </span>
              ) : null
            }
            styles={{ body: { padding: 0 } }}
          >
            <SearchResults
              items={data?.items ?? []}
              total={data?.total ?? 0}
              page={page}
              loading={isFetching}
              hasCenter={center !== null}
              onPage={setPage}
              onShow={showResult}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
