import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Alert, Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { hasRole, useSession } from '@hydrant/api-client';
import type { HydrantDto } from '@hydrant/api-client/generated/hydrants';
import { OutboxPanel, enqueue, useOutboxEntries, useSendOutbox } from '@hydrant/offline';
import { DEMO_READ_ONLY, PageTitle, useScreenToasts, useUpdateSearchParams } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import { FindHydrant } from './find-hydrant';
import { inspectionWrite, outOfServiceWrite } from './field-writes';
import type { InspectionValues, OutOfServiceValues } from './field-writes';
import { HydrantPanel } from './hydrant-panel';
import type { FieldTask } from './hydrant-panel';
import { InspectionForm } from './inspection-form';
import { OutOfServiceForm } from './out-of-service-form';
import { PrepareOffline } from './prepare-offline';
import { useFieldData } from './use-field-data';
import { useFieldFocus } from './use-field-focus';
import { toFieldTiles, useFieldMapConfig } from './use-field-tiles';
import { WorkList } from './work-list';
import { localDate, openScheduleFor, workList } from './work-list-model';
import { locateOnce } from './field-reads';
import type { Position } from './geo';
import './field.css';

const FieldMap = lazy(() => import('./field-map'));

/** SPEC §3's inspection checklist, in the order the forms show it. */
export const CHECKLIST_ITEMS = [
  'Cap Present',
  'No Leaks',
  'Valve Operational',
  'Marked Visible',
  'Paint Good',
  'Chain Attached',
  'Flow Test Passed',
  'Accessible',
] as const;

/**
 * Field (/field): an inspector's day on a phone in one hand. Their work for today nearest
 * first, a hydrant found by id or on the map, one inspection form, out of service with
 * its reason. Every write goes through the outbox (sent at once when there is signal).
 */
export function FieldPage() {
  useRemoteDiagnostics('Field');
  const { user } = useSession();
  const toasts = useScreenToasts('field');
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  // undefined while it is being found
  const [position, setPosition] = useState<Position | null | undefined>(undefined);
  const [positionError, setPositionError] = useState<string | null>(null);
  const [view, setView] = useState<'list' | 'map'>('list');
  const data = useFieldData(position, user?.username ?? '');
  const mapConfig = useFieldMapConfig();
  const tiles = useMemo(() => toFieldTiles(mapConfig), [mapConfig]);
  const entries = useOutboxEntries();
  const send = useSendOutbox();

  useEffect(() => {
    locateOnce()
      .then(setPosition)
      .catch(() => {
        setPosition(null);
        setPositionError('Your location is not known: the list is not sorted by distance.');
      });
  }, []);

  const username = user?.username ?? '';
  const items = useMemo(
    () => workList(data.hydrants, data.schedules, username, position ?? null),
    [data.hydrants, data.schedules, username, position],
  );
  const pending = useMemo(
    () => new Set((entries ?? []).map((entry) => entry.hydrantId).filter((id): id is number => id !== undefined)),
    [entries],
  );
  const selectedId = Number(params.get('hydrant')) || null;
  const hydrant = selectedId ? data.hydrants.find((h) => h.id === selectedId) : undefined;
  const schedule = hydrant ? openScheduleFor(hydrant.id, data.schedules, username) : undefined;
  const task = params.get('task') as FieldTask | null;
  useFieldFocus(hydrant?.id ?? null, hydrant ? task : null);
  const writeDisabledReason = user?.isDemo
    ? DEMO_READ_ONLY
    : hasRole(user?.role, 'inspector')
      ? undefined
      : 'Recording inspections needs the inspector role.';

  const open = (id: number | null, nextTask?: FieldTask) =>
    updateParams((current) => {
      if (id) current.set('hydrant', String(id));
      else current.delete('hydrant');
      if (nextTask) current.set('task', nextTask);
      else current.delete('task');
    });

  async function find(label: string): Promise<boolean> {
    const wanted = label.toLowerCase();
    let found: HydrantDto | undefined = data.hydrants.find((h) => h.hydrantId.toLowerCase() === wanted);
    if (!found && navigator.onLine) {
      const response = await fetch(`/api/hydrants?search=${encodeURIComponent(label)}&pageSize=20`, {
        credentials: 'same-origin',
      }).catch(() => null);
      const page = response?.ok ? ((await response.json()) as { items: HydrantDto[] }) : null;
      found = page?.items.find((h) => h.hydrantId.toLowerCase() === wanted);
      if (found) data.add(found);
    }
    if (found) open(found.id);
    return !!found;
  }

  async function queue(write: Parameters<typeof enqueue>[1]) {
    if (!user) return;
    try {
      await enqueue(user, write);
    } catch (error) {
      toasts.error(error instanceof Error ? error.message : String(error));
      return;
    }
    open(null);
    const result = await send();
    if (result.stopped === 'offline' || result.stopped === 'server') {
      toasts.success('Saved on this device', 'It is sent when the network returns.');
    } else {
      toasts.success('Saved');
    }
  }

  const saveInspection = (values: InspectionValues) =>
    queue(inspectionWrite(hydrant!, schedule, values, username, localDate()));
  const saveOutOfService = (values: OutOfServiceValues) =>
    queue(outOfServiceWrite(hydrant!, values, hasRole(user?.role, 'officer'), username, localDate()));

  return (
    <div className="field-page" data-testid="field-page">
      <PageTitle>Field</PageTitle>
      {data.source === 'device' ? (
        <Alert
          type="info"
          showIcon
          title="Showing what this device kept: no connection to the server."
          className="field-banner"
        />
      ) : null}
      {(entries?.length ?? 0) > 0 ? <OutboxPanel /> : null}
      {hydrant && task === 'inspect' ? (
        <section aria-labelledby="field-form-title" className="field-section">
          <h2 id="field-form-title" className="field-heading" tabIndex={-1}>
            Inspection of {hydrant.hydrantId}
          </h2>
          <InspectionForm
            checklistItems={CHECKLIST_ITEMS}
            disabled={!!writeDisabledReason}
            onSubmit={saveInspection}
            onCancel={() => open(hydrant.id)}
          />
        </section>
      ) : hydrant && task === 'out-of-service' ? (
        <section aria-labelledby="field-form-title" className="field-section">
          <h2 id="field-form-title" className="field-heading" tabIndex={-1}>
            {hydrant.hydrantId} out of service
          </h2>
          <OutOfServiceForm
            disabled={!!writeDisabledReason}
            onSubmit={saveOutOfService}
            onCancel={() => open(hydrant.id)}
          />
        </section>
      ) : hydrant ? (
        <HydrantPanel
          hydrant={hydrant}
          schedule={schedule}
          pending={pending.has(hydrant.id)}
          writeDisabledReason={writeDisabledReason}
          onTask={(next) => open(hydrant.id, next)}
          onBack={() => open(null)}
        />
      ) : (
        <>
          <FindHydrant onFind={find} />
          <Segmented
            block
            size="large"
            className="field-view-switch"
            value={view}
            onChange={(value) => setView(value as 'list' | 'map')}
            options={[
              { label: 'List', value: 'list' },
              { label: 'Map', value: 'map' },
            ]}
          />
          {positionError ? <p className="field-empty">{positionError}</p> : null}
          {view === 'map' ? (
            <Suspense fallback={<p className="field-empty">Loading the map…</p>}>
              <FieldMap
                hydrants={data.hydrants}
                position={position ?? null}
                tiles={tiles}
                onSelect={(id) => open(id)}
              />
            </Suspense>
          ) : data.loading && !data.source ? (
            <p className="field-empty">Loading your work…</p>
          ) : (
            <WorkList items={items} pending={pending} onOpen={(id) => open(id)} />
          )}
          <PrepareOffline
            position={position ?? null}
            mapConfig={mapConfig}
            checklist={CHECKLIST_ITEMS}
            onKeptChanged={data.reload}
          />
          {entries?.length === 0 ? (
            <p className="field-empty" data-testid="outbox-empty">
              Outbox: everything is sent.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
