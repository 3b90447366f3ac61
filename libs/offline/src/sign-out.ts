import { hasIndexedDb, offlineDb } from './db';
import type { OfflineDb } from './db';

export { TILE_CACHE } from './cache-names';

/** Cache Storage names holding data (not code): the tiles kept for offline maps. */
const DATA_CACHE = /tiles|data|api/i;

/** The writes still waiting on this device. */
export async function waitingCount(db?: OfflineDb): Promise<number> {
  if (!db && !hasIndexedDb()) return 0;
  return (db ?? offlineDb()).outbox.count().catch(() => 0);
}

/**
 * What signing out clears: the offline store (hydrants, schedules, prepared area) and the
 * caches of data such as map tiles; the app's code stays cached, and so does the outbox
 * (nothing queued is dropped without the user saying so: it is sent when its user signs in again).
 */
export async function clearOfflineData(given?: OfflineDb): Promise<void> {
  if (!given && !hasIndexedDb()) return;
  const db = given ?? offlineDb();
  await db
    .transaction('rw', db.hydrants, db.schedules, db.meta, async () => {
      await db.hydrants.clear();
      await db.schedules.clear();
      await db.meta.clear();
    })
    .catch((error: unknown) => console.error('Offline store not cleared', error));
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) if (DATA_CACHE.test(name)) await caches.delete(name);
  }
}
