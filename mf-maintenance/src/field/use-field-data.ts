import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HydrantDto } from '@hydrant/api-client/generated/hydrants';
import type { MaintenanceScheduleDto } from '@hydrant/api-client/generated/maintenance';
import { OUTBOX_SENT_EVENT, keepWork, readStoredWork } from '@hydrant/offline';
import type { PreparedArea } from '@hydrant/offline';
import { hydrantById, takeHydrantsAround, takeSchedules } from './field-reads';
import { isAssignedTo } from './work-list-model';
import type { Position } from './geo';

export interface FieldData {
  hydrants: HydrantDto[];
  schedules: MaintenanceScheduleDto[];
  /** where the list comes from: the server, or what this device kept */
  source: 'network' | 'device' | null;
  area: PreparedArea | null;
  loading: boolean;
  reload: () => void;
  /** a hydrant found by id beyond what was loaded */
  add: (hydrant: HydrantDto) => void;
}

/** The hydrants around a position (or the first page of the registry without one), and open schedules. */
async function loadOnline(
  position: Position | null,
): Promise<{ hydrants: HydrantDto[]; schedules: MaintenanceScheduleDto[] }> {
  const [hydrants, schedules] = await Promise.all([takeHydrantsAround(position), takeSchedules()]);
  return { hydrants, schedules };
}

/** The hydrants of the user's open schedules that lie beyond what was loaded (at most 50). */
async function loadScheduledBeyond(
  loaded: HydrantDto[],
  schedules: MaintenanceScheduleDto[],
  username: string,
): Promise<HydrantDto[]> {
  const known = new Set(loaded.map((hydrant) => hydrant.id));
  const mine = schedules.filter((schedule) => isAssignedTo(schedule, username));
  const missing = [...new Set(mine.map((schedule) => schedule.hydrantId))].filter((id) => !known.has(id));
  const extra = await Promise.all(missing.slice(0, 50).map((id) => hydrantById(id).catch(() => null)));
  return extra.filter((h): h is HydrantDto => h !== null);
}

/**
 * Resolves once the browser has had a chance to draw what was just set (a frame, then a
 * task), or after half a second when no frame comes (a hidden tab): work that is not on
 * screen waits for the list instead of holding it.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 500);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * The field screen's data: what this device kept first (it shows at once, and without
 * signal), then the server's latest around the device, which is kept in turn. `position`
 * undefined: still being found (the server is asked once it is known, or known to be unknown).
 */
export function useFieldData(position: Position | null | undefined, username: string): FieldData {
  const [state, setState] = useState<Omit<FieldData, 'reload' | 'loading' | 'add'>>({
    hydrants: [],
    schedules: [],
    source: null,
    area: null,
  });
  const [found, setFound] = useState<HydrantDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    let fromServer = false;
    void (async () => {
      setLoading(true);
      // what the device kept and the server's latest are asked for at once: the kept list shows
      // until the server answers (and stays when it cannot)
      const storedRead = readStoredWork()
        .catch(() => null)
        .then((stored) => {
          if (!active || !stored) return stored;
          if (fromServer) setState((prev) => ({ ...prev, area: stored.area }));
          else if (stored.hydrants.length) setState({ ...stored, source: 'device' });
          else setState((prev) => ({ ...prev, area: stored.area }));
          return stored;
        });
      if (position === undefined) {
        await storedRead;
        return;
      }
      try {
        const fresh = await loadOnline(position);
        if (!active) return;
        fromServer = true;
        setState((prev) => ({ ...fresh, source: 'network', area: prev.area }));
        const beyond = await loadScheduledBeyond(fresh.hydrants, fresh.schedules, username);
        if (!active) return;
        if (beyond.length) setState((prev) => ({ ...prev, hydrants: [...fresh.hydrants, ...beyond] }));
        await storedRead;
        // kept for the next visit and for no signal, once the list is on screen
        await afterPaint();
        await keepWork([...fresh.hydrants, ...beyond], fresh.schedules).catch(() => undefined);
      } catch {
        // no signal: what the device kept stays on screen, and says so even when the kept
        // area holds no hydrant
        const stored = await storedRead;
        if (active && stored && (stored.area || stored.hydrants.length)) {
          setState((prev) => ({ ...prev, source: 'device' }));
        }
      } finally {
        if (active) setLoading(false);
      }
    })();
    return () => {
      active = false;
    };
  }, [position, username, round]);

  useEffect(() => {
    window.addEventListener(OUTBOX_SENT_EVENT, reload);
    return () => window.removeEventListener(OUTBOX_SENT_EVENT, reload);
  }, [reload]);

  const add = useCallback(
    (hydrant: HydrantDto) => setFound((prev) => [...prev.filter((h) => h.id !== hydrant.id), hydrant]),
    [],
  );
  const hydrants = useMemo(() => {
    const ids = new Set(state.hydrants.map((h) => h.id));
    return [...state.hydrants, ...found.filter((h) => !ids.has(h.id))];
  }, [state.hydrants, found]);

  return { ...state, hydrants, loading, reload, add };
}
