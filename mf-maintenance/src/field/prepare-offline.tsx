import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Popconfirm, Progress, Segmented, Select } from 'antd';
import type { MapConfigDto } from '@hydrant/api-client/generated/map-config';
import type { ZoneDto } from '@hydrant/api-client/generated/zones';
import { useSession } from '@hydrant/api-client';
import { formatDateTime } from '@hydrant/ui';
import {
  FIELD_CONFIRM,
  clearOfflineData,
  keptTilesOutdated,
  listArchiveTiles,
  planArea,
  prepareArea,
  readStoredWork,
  storedBytes,
} from '@hydrant/offline';
import type { AreaChoice, AreaPlan, PrepareProgress, PreparedArea } from '@hydrant/offline';
import type { Position } from './geo';

const RADII = [1, 2, 5];

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(bytes < 10_485_760 ? 1 : 0)} MB`;
}

/** A street map's size: kB below a megabyte (a small archive's exact figure would read 0.0 MB). */
function mapSize(bytes: number): string {
  return bytes < 1_048_576 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : megabytes(bytes);
}

/** What the street map of a plan takes, said before anything loads. */
function sizeText(plan: AreaPlan): string {
  if (plan.archive) return 'Reading the size of the street map…';
  const size = plan.tileUrls.length
    ? `Street map: ${plan.tileUrls.length} tiles, ${plan.exactSize ? '' : 'about '}${mapSize(plan.estimateBytes)}, plus the hydrants.`
    : 'Hydrants and the basemap only.';
  return plan.tileNote ? `${size} ${plan.tileNote}` : size;
}

/** Why preparing failed, in the user's words: most often there is no signal. */
function failureText(failure: unknown): string {
  // fetch rejects with a TypeError when there is no answer at all
  if (!navigator.onLine || failure instanceof TypeError) {
    return 'No connection to the server: an area can be kept or refreshed once there is signal. What this device kept is unchanged.';
  }
  return failure instanceof Error ? failure.message : String(failure);
}

/** Why the size of an archive's street map is not known (offline, most often). */
function listingFailure(failure: unknown): string {
  if (!navigator.onLine || failure instanceof TypeError) {
    return 'The size of the street map is read from the server once there is signal.';
  }
  return failure instanceof Error ? failure.message : String(failure);
}

/** One key per area picked: a progress bar belongs to the area it was shown for. */
function areaKey(choice: AreaChoice): string {
  return JSON.stringify(choice);
}

export interface PrepareOfflineProps {
  position: Position | null;
  mapConfig: MapConfigDto | null;
  checklist: readonly string[];
  /** An area was kept, refreshed or removed: what the screen shows from the device changed. */
  onKeptChanged: () => void;
}

/**
 * Prepare for offline: the user picks an area (a circle around here or a zone), sees its
 * size, and the console keeps its hydrants, open schedules, checklist and the site's own
 * map tiles on the device, with a progress bar; refreshed again in one tap.
 */
export function PrepareOffline({ position, mapConfig, checklist, onKeptChanged }: PrepareOfflineProps) {
  const { user } = useSession();
  const [area, setArea] = useState<PreparedArea | null>(null);
  const [usage, setUsage] = useState<number | null>(null);
  const [kind, setKind] = useState<'circle' | 'zone'>('circle');
  const [radius, setRadius] = useState(1);
  const [zones, setZones] = useState<ZoneDto[]>([]);
  const [zoneId, setZoneId] = useState<number | null>(null);
  // the area the progress is for (areaKey): another area picked shows its own size, not this bar
  const [progress, setProgress] = useState<{ of: string; state: PrepareProgress } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refreshInfo = () => {
    void readStoredWork().then((stored) => setArea(stored.area));
    void storedBytes().then(setUsage);
  };
  useEffect(refreshInfo, []);
  // The site's tiles changed since the area was kept (a folder became an archive, or they stop at
  // another zoom): say so.
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    let active = true;
    keptTilesOutdated(mapConfig)
      .then((found) => active && setOutdated(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [mapConfig, area]);
  useEffect(() => {
    fetch('/api/zones', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<ZoneDto[]>) : []))
      .then(setZones)
      .catch(() => undefined);
  }, []);

  const zone = zones.find((z) => z.id === zoneId);
  const choice = useMemo((): AreaChoice | null => {
    if (kind === 'circle') return position ? { kind: 'circle', center: position, radiusMiles: radius } : null;
    return zone ? { kind: 'zone', name: zone.name, coordinates: zone.coordinates } : null;
  }, [kind, position, radius, zone]);
  const planned = useMemo(() => (choice ? planArea(choice, mapConfig) : null), [choice, mapConfig]);
  // A PMTiles archive's tiles are listed by the server: the plan as it is until they are.
  const [listed, setListed] = useState<{ of: AreaPlan; plan: AreaPlan; failure?: string } | null>(null);
  useEffect(() => {
    if (!planned?.archive) return;
    let active = true;
    listArchiveTiles(planned, mapConfig)
      .then(
        (plan) => active && setListed({ of: planned, plan }),
        (failure: unknown) => active && setListed({ of: planned, plan: planned, failure: listingFailure(failure) }),
      )
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [planned, mapConfig]);
  const current = planned && listed?.of === planned ? listed : null;
  const plan = current?.plan ?? planned;

  async function prepare(picked: AreaChoice) {
    if (!user) return;
    setError(null);
    const of = areaKey(picked);
    setProgress({ of, state: { step: 'hydrants', done: 0, total: 0 } });
    try {
      const areaPlan = await listArchiveTiles(planArea(picked, mapConfig), mapConfig);
      await prepareArea(picked, areaPlan, mapConfig, user.username, checklist, (state) => setProgress({ of, state }));
      refreshInfo();
      onKeptChanged();
    } catch (failure) {
      setError(failureText(failure));
      setProgress(null);
    }
  }

  // Frees the device: the area's hydrants, schedules and street tiles go; writes waiting to be
  // sent stay in the outbox.
  async function remove() {
    setError(null);
    setProgress(null);
    await clearOfflineData();
    refreshInfo();
    onKeptChanged();
  }

  // The bar stays at its end once the area is kept, so the user sees it completed, while
  // that area is the one picked (the pickers wait while one loads).
  const busy = progress !== null && progress.state.step !== 'done';
  const shown = progress && (busy || (choice && progress.of === areaKey(choice))) ? progress.state : null;
  const percent =
    shown?.step === 'done' ? 100 : shown && shown.total ? Math.round((shown.done / shown.total) * 100) : 0;
  const progressText =
    shown?.step === 'done'
      ? 'Kept on this device'
      : shown?.step === 'tiles'
        ? `Map tiles: ${shown.done} of ${shown.total}`
        : 'Hydrants and schedules';

  return (
    <section aria-labelledby="field-offline" className="field-section" data-testid="prepare-offline">
      <h2 id="field-offline" className="field-heading">
        Offline area
      </h2>
      {area ? (
        <div className="field-offline-info" data-testid="offline-area">
          <p>
            Kept on this device: <strong>{area.label}</strong>, {area.hydrants} hydrants, {area.schedules} open
            schedules, {area.tiles} map tiles. Refreshed {formatDateTime(area.refreshedAt)}.
            {usage !== null ? ` ${megabytes(usage)} stored in all.` : ''}
          </p>
          {outdated ? (
            <Alert
              type="warning"
              showIcon
              className="field-offline-notice"
              title="The site's street map has changed since this area was kept: Refresh to keep the new one for offline use."
            />
          ) : null}
          <Button size="large" block disabled={busy} onClick={() => void prepare(area.choice as AreaChoice)}>
            Refresh
          </Button>
          <Popconfirm
            title="Remove this area from the device?"
            description="Its hydrants, schedules and map tiles are no longer kept for offline use. Writes waiting to be sent stay."
            okText="Remove"
            {...FIELD_CONFIRM}
            cancelText="Keep"
            onConfirm={() => void remove()}
          >
            <Button size="large" block danger disabled={busy} className="field-offline-remove">
              Remove from this device
            </Button>
          </Popconfirm>
        </div>
      ) : (
        <p className="field-empty">Nothing is kept for offline use yet.</p>
      )}
      <Segmented
        block
        size="large"
        disabled={busy}
        value={kind}
        onChange={(value) => setKind(value as 'circle' | 'zone')}
        options={[
          { label: 'Around here', value: 'circle' },
          { label: 'A zone', value: 'zone' },
        ]}
      />
      {kind === 'circle' ? (
        <Select
          size="large"
          className="field-select"
          aria-label="Distance around here"
          disabled={busy}
          value={radius}
          onChange={setRadius}
          options={RADII.map((miles) => ({ value: miles, label: `Within ${miles} mi` }))}
        />
      ) : (
        <Select
          size="large"
          className="field-select"
          aria-label="Zone"
          placeholder="Choose a zone"
          disabled={busy}
          value={zoneId ?? undefined}
          onChange={setZoneId}
          options={zones.map((z) => ({ value: z.id, label: z.name }))}
        />
      )}
      {kind === 'circle' && !position ? (
        <p className="field-empty">Your location is needed for an area around here.</p>
      ) : null}
      {plan ? <p data-testid="offline-size">{current?.failure ?? sizeText(plan)}</p> : null}
      {shown ? (
        <Progress
          percent={percent}
          status={shown.step === 'done' ? 'success' : 'active'}
          aria-label="Preparing the offline area"
          aria-valuetext={`${progressText}: ${percent}%`}
        />
      ) : null}
      {error ? <Alert type="error" showIcon title={error} className="field-offline-error" /> : null}
      <Button
        type="primary"
        size="large"
        block
        disabled={!choice || busy}
        loading={busy}
        onClick={() => choice && void prepare(choice)}
      >
        Keep this area offline
      </Button>
    </section>
  );
}
