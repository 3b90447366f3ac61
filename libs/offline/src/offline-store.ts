import { offlineDb } from './db';
import type { OfflineDb, StoredHydrant, StoredSchedule } from './db';

/** The area prepared for offline use, and when. */
export interface PreparedArea {
  /** 'Within 2 mi of here', 'Zone: North' */
  label: string;
  kind: 'circle' | 'zone' | 'area';
  center: { lat: number; lng: number } | null;
  radiusMiles: number | null;
  refreshedAt: string;
  hydrants: number;
  schedules: number;
  tiles: number;
  tileBytes: number;
  /** the user the store was filled for (it holds what their role may read) */
  user: string;
  /** what was picked, so one tap refreshes it */
  choice: unknown;
}

export interface StoredWork {
  hydrants: StoredHydrant[];
  schedules: StoredSchedule[];
  area: PreparedArea | null;
}

const AREA_KEY = 'area';
const CHECKLIST_KEY = 'checklist';

/** Everything the field screen can show without the network. */
export async function readStoredWork(db: OfflineDb = offlineDb()): Promise<StoredWork> {
  const [hydrants, schedules, area] = await Promise.all([
    db.hydrants.toArray(),
    db.schedules.toArray(),
    db.meta.get(AREA_KEY),
  ]);
  return { hydrants, schedules, area: (area?.value as PreparedArea | undefined) ?? null };
}

/**
 * Keeps what the field screen read online (latest values), so it still shows after a
 * reload without signal. The schedules given (every open one) replace the stored ones.
 */
export async function keepWork(
  hydrants: StoredHydrant[],
  schedules: StoredSchedule[],
  db: OfflineDb = offlineDb(),
): Promise<void> {
  await db.transaction('rw', db.hydrants, db.schedules, async () => {
    await db.hydrants.bulkPut(hydrants);
    // the open schedules as they are now (completed ones drop out)
    await db.schedules.clear();
    await db.schedules.bulkPut(schedules);
  });
}

/** Replaces the store with a freshly prepared area. */
export async function replaceStore(
  hydrants: StoredHydrant[],
  schedules: StoredSchedule[],
  area: PreparedArea,
  checklist: readonly string[],
  db: OfflineDb = offlineDb(),
): Promise<void> {
  await db.transaction('rw', db.hydrants, db.schedules, db.meta, async () => {
    await db.hydrants.clear();
    await db.schedules.clear();
    await db.hydrants.bulkPut(hydrants);
    await db.schedules.bulkPut(schedules);
    await db.meta.put({ key: AREA_KEY, value: area });
    await db.meta.put({ key: CHECKLIST_KEY, value: [...checklist] });
  });
}

/** The checklist items stored with the area (the built-in list until one is stored). */
export async function storedChecklist(fallback: readonly string[], db: OfflineDb = offlineDb()): Promise<string[]> {
  const row = await db.meta.get(CHECKLIST_KEY);
  return Array.isArray(row?.value) ? (row.value as string[]) : [...fallback];
}
