import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type OlMap from 'ol/Map';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { DemoDisabled, PageTitle, useFocusWhenClosed } from '@hydrant/ui';
import {
  BaseMap,
  DrawZone,
  HydrantViewLayer,
  MarkerLayer,
  ModifyZone,
  ZONES_ZOOM,
  ZonesLayer,
  fitToCoordinates,
  zoneColorAt,
} from '@hydrant/map';
import type { ZoneColor } from '@hydrant/map';
import {
  useCreateZoneMutation,
  useDeleteZoneMutation,
  useListZonesQuery,
  useUpdateZoneMutation,
} from '@hydrant/api-client/generated/zones';
import { useRemoteDiagnostics } from '../diagnostics';
import { useMapConfig } from '../map-screens/use-map-config';
import { formatLatLng, useMyLocation } from '../map-screens/use-my-location';
import { useScreenToasts } from '../map-screens/use-screen-toasts';
import { useHydrantMapView } from '../map-screens/use-hydrant-points';
import { errorText } from '../map-screens/error-text';
import { isStaleVersion } from '../conflicts/stale-version';
import { ZoneDetails, type ZoneEdit } from './zone-details';
import { ZoneDrawPanel } from './zone-draw-panel';
import { ZoneList } from './zone-list';
import { ZoneSummary } from './zone-summary';
import { MIN_ZONE_POINTS, OUTLINE_HINT, ZONE_NEEDS_POINTS, defaultZoneName, toMapZone } from './zone-types';
import type { ZoneDto } from './zone-types';
import '../api';

interface Sketch {
  name: string;
  color: ZoneColor;
  points: [number, number][];
}

type Outline = [number, number][];
const NO_OUTLINE: Outline = [];

/** Zone Management (/zones): draw, select, edit and delete zones on the map. */
export function ZonesPage() {
  useRemoteDiagnostics('Zones');
  const toast = useScreenToasts('zones');
  const mapTiles = useMapConfig();
  const { data: zones = [], isLoading, refetch: refetchZones } = useListZonesQuery();
  const mapView = useHydrantMapView().layer;
  const [createZone, { isLoading: creating }] = useCreateZoneMutation();
  const [updateZone, { isLoading: updating }] = useUpdateZoneMutation();
  const [deleteZone, { isLoading: deleting }] = useDeleteZoneMutation();

  const [map, setMap] = useState<OlMap | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const addZoneButton = useRef<HTMLButtonElement>(null);
  const [sketch, setSketch] = useState<Sketch | null>(null);
  // the selected zone's outline while its Edit mode is on (null: not editing)
  const [outline, setOutline] = useState<Outline | null>(null);
  // the version of the selected zone the edit started from (sent with the save), and
  // whether that save was refused because someone else changed the zone meanwhile
  const [editVersion, setEditVersion] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const location = useMyLocation(map, (found) =>
    toast.success('Location Found', `Your location: ${formatLatLng(found.lat, found.lng)}`),
  );

  const selected = zones.find((zone) => zone.id === selectedId) ?? null;
  const editing = outline !== null && selected !== null;
  // while editing, the selected zone is drawn (area and name) with the outline being edited
  const mapZones = useMemo(
    () =>
      zones.map((zone) =>
        outline && zone.id === selectedId ? { ...toMapZone(zone), coordinates: outline } : toMapZone(zone),
      ),
    [zones, outline, selectedId],
  );

  // another zone (or none) selected: its edit mode is off
  const [outlineOf, setOutlineOf] = useState(selectedId);
  if (outlineOf !== selectedId) {
    setOutlineOf(selectedId);
    setOutline(null);
  }
  // no edit under way: no stale-version warning either
  if (outline === null && stale) setStale(false);

  // once, when the zones first arrive: show them all
  const fitted = useRef(false);
  useEffect(() => {
    if (!map || fitted.current || isLoading) return;
    fitted.current = true;
    const all = zones.flatMap((zone) => zone.coordinates);
    if (all.length) fitToCoordinates(map, all);
  }, [map, zones, isLoading]);

  const select = useCallback(
    (id: number | null) => {
      if (id === null) return;
      setSelectedId(id);
      const zone = zones.find((candidate) => candidate.id === id);
      if (map && zone) fitToCoordinates(map, zone.coordinates);
    },
    [map, zones],
  );

  const startDrawing = () => {
    setSelectedId(null);
    setSketch({ name: defaultZoneName(zones.length), color: zoneColorAt(zones.length), points: [] });
  };

  const addPoint = useCallback(
    (lat: number, lng: number) => setSketch((s) => (s ? { ...s, points: [...s.points, [lat, lng]] } : s)),
    [],
  );

  const saveSketch = async () => {
    if (!sketch) return;
    try {
      const zone = await createZone({
        createZoneDto: {
          name: sketch.name.trim(),
          color: sketch.color,
          coordinates: sketch.points,
          assignedPersonnel: [],
        },
      }).unwrap();
      setSketch(null);
      setSelectedId(zone.id);
      toast.success('Zone saved', `${zone.name} was added.`);
    } catch (error) {
      toast.error(errorText(error, 'Failed to save zone'));
    }
  };

  const startEdit = () => {
    if (!selected) return;
    setEditVersion(selected.version);
    setOutline(selected.coordinates.map(([lat, lng]) => [lat, lng] as [number, number]));
  };

  /** After a stale save: the latest zone from the server, its outline and version in the editor. */
  const reloadZone = async (): Promise<ZoneDto | null> => {
    if (!selected) return null;
    setReloading(true);
    try {
      const { data } = await refetchZones();
      const latest = data?.find((zone) => zone.id === selected.id);
      if (!latest) {
        setOutline(null);
        toast.error('Zone not found');
        return null;
      }
      setEditVersion(latest.version);
      setOutline(latest.coordinates.map(([lat, lng]) => [lat, lng] as [number, number]));
      setStale(false);
      return latest;
    } finally {
      setReloading(false);
    }
  };

  const saveChanges = async (changes: ZoneEdit): Promise<boolean> => {
    if (!selected || !outline) return false;
    if (outline.length < MIN_ZONE_POINTS) {
      toast.error(ZONE_NEEDS_POINTS);
      return false;
    }
    try {
      await updateZone({
        id: selected.id,
        updateZoneDto: { ...changes, coordinates: outline, ...(editVersion !== null && { version: editVersion }) },
      }).unwrap();
      setOutline(null);
      toast.success('Zone updated', `${changes.name} was saved.`);
      return true;
    } catch (error) {
      toast.error(errorText(error, 'Failed to update zone'));
      if (isStaleVersion(error)) setStale(true);
      return false;
    }
  };

  const remove = async () => {
    if (!selected) return;
    try {
      await deleteZone({ id: selected.id }).unwrap();
      setSelectedId(null);
      // the zone's details (and the question that asked) are gone: Add Zone has the focus next
      addZoneButton.current?.focus();
      toast.success('Zone deleted', `${selected.name} was removed.`);
    } catch (error) {
      toast.error(errorText(error, 'Failed to delete zone'));
    }
  };

  const drawing = sketch !== null;
  // the drawing panel closes (saved or cancelled): the focus goes back to Add Zone
  useFocusWhenClosed(drawing, addZoneButton);
  return (
    <>
      <PageTitle
        extra={
          <>
            <Button onClick={() => void location.getMyLocation()} loading={location.locating}>
              Get My Location
            </Button>
            <DemoDisabled>
              <Button ref={addZoneButton} type="primary" onClick={startDrawing} disabled={drawing}>
                Add Zone
              </Button>
            </DemoDisabled>
          </>
        }
      >
        Zone Management
      </PageTitle>
      {location.error && (
        <Typography.Paragraph type="danger" role="alert" data-testid="location-error">
          {location.error}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card
            size="small"
            title="Zone Map"
            extra={
              editing && (
                <Typography.Text type="secondary" data-testid="zone-outline-hint">
                  {OUTLINE_HINT}
                </Typography.Text>
              )
            }
            styles={{ body: { padding: 0, overflow: 'hidden' } }}
          >
            <BaseMap
              zoom={ZONES_ZOOM}
              {...mapTiles}
              height="min(560px, 60vh)"
              data-testid="zones-map"
              aria-label="Zone map"
              onReady={setMap}
            >
              <ZonesLayer zones={mapZones} selectedId={selectedId} onSelect={drawing || editing ? undefined : select} />
              <HydrantViewLayer {...mapView} />
              <DrawZone
                active={drawing}
                color={sketch?.color ?? 'blue'}
                points={sketch?.points ?? []}
                onAddPoint={addPoint}
              />
              <ModifyZone
                active={editing}
                coordinates={outline ?? NO_OUTLINE}
                color={selected?.color ?? 'blue'}
                onChange={setOutline}
              />
              <MarkerLayer markers={location.marker ? [location.marker] : []} />
            </BaseMap>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {sketch && (
              <ZoneDrawPanel
                name={sketch.name}
                color={sketch.color}
                pointCount={sketch.points.length}
                saving={creating}
                onNameChange={(name) => setSketch({ ...sketch, name })}
                onColorChange={(color) => setSketch({ ...sketch, color })}
                onUndo={() => setSketch({ ...sketch, points: sketch.points.slice(0, -1) })}
                onAddPoint={addPoint}
                onSave={() => void saveSketch()}
                onCancel={() => setSketch(null)}
              />
            )}
            {selected && !drawing && (
              <ZoneDetails
                zone={selected}
                editing={editing}
                outlinePoints={outline?.length ?? selected.coordinates.length}
                saving={updating}
                deleting={deleting}
                stale={stale}
                reloading={reloading}
                onReload={reloadZone}
                onEdit={startEdit}
                onCancel={() => setOutline(null)}
                onSave={saveChanges}
                onDelete={() => void remove()}
                onZoomTo={() => map && fitToCoordinates(map, selected.coordinates)}
              />
            )}
            <ZoneSummary zones={zones} />
            <ZoneList zones={zones} selectedId={selectedId} loading={isLoading} onSelect={select} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
