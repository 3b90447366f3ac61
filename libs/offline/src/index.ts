/**
 * @hydrant/offline — field work without signal: the outbox (writes queued in IndexedDB and
 * sent in order, each with an idempotency key and its field time), the offline store (a
 * prepared area's hydrants, schedules and map tiles) and the conflict view. Shared as a
 * Module Federation singleton: always import it by package name.
 */
export { DB_NAME, OfflineDb, offlineDb } from './db';
export type { OutboxConflict, OutboxEntry, OutboxState, StoredHydrant, StoredSchedule } from './db';
export {
  DemoCannotQueueError,
  discard,
  enqueue,
  pendingCount,
  resolveConflict,
  retry,
  sendEntry,
  sendOutbox,
} from './outbox';
export type { OutboxUser, QueuedWrite, SendResult, SendStop } from './outbox';
export { FIELD_LABELS, NEVER_AUTO_MERGED, conflictingFields, displayValue, resolvedBody } from './conflicts';
export type { FieldChoice } from './conflicts';
export { blobToDataUrl, dataUrlToBlob } from './photo-data';
export { OUTBOX_SENT_EVENT, useOutboxCount, useOutboxEntries, useOutboxSender, useSendOutbox } from './use-outbox';
export { OutboxIndicator } from './outbox-indicator';
export { OutboxPanel } from './outbox-panel';
export { ConflictView } from './conflict-view';
export { FIELD_CONFIRM } from './field-confirm';
export { TILE_CACHE, clearOfflineData, waitingCount } from './sign-out';
export { useSignOutGuard } from './use-sign-out-guard';
export { keepWork, readStoredWork, replaceStore, storedChecklist } from './offline-store';
export type { PreparedArea, StoredWork } from './offline-store';
export {
  MAX_TILES,
  withoutDistance,
  MIN_TILE_ZOOM,
  insidePolygon,
  keptTilesOutdated,
  listArchiveTiles,
  planArea,
  prepareArea,
  storedBytes,
  storedMapConfig,
} from './prepare';
export type { AreaChoice, AreaPlan, PrepareProgress } from './prepare';
export { STREET_ZOOM, boxAround, isSiteTiles, tilesFor } from './tiles';
