import Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type { HydrantDto, MaintenanceScheduleDto } from './api-types';

/** Where a queued write stands: waiting (or being sent), or held for the user to decide. */
export type OutboxState = 'waiting' | 'sending' | 'conflict' | 'failed';

/** The record as it is now on the server and the fields where it differs from the queued change. */
export interface OutboxConflict {
  current: Record<string, unknown>;
  fields: string[];
  currentVersion: number | null;
}

/**
 * One write made in the field, kept until the server has it: the same API call as online,
 * with its photos as blobs (turned into data URLs when sent), the version it was based on,
 * when the work was done and the key that makes sending it twice harmless.
 */
export interface OutboxEntry {
  seq?: number;
  /** Idempotency-Key: the same key again returns the first answer and writes nothing. */
  key: string;
  /** The user (username) who queued it: only they may send it. */
  user: string;
  method: 'POST' | 'PATCH' | 'PUT';
  /** '/api/hydrants/bulk-inspection' */
  path: string;
  body: Record<string, unknown>;
  photos: Blob[];
  /** The body field the photos are appended to, as data URLs. */
  photoField?: string;
  /** The record's version the change was based on (also body.version when the route checks it). */
  baseVersion: number | null;
  /** GET path of the record the version belongs to ('/api/hydrants/12'): read on a 409. */
  recordPath?: string;
  /** When the work was done in the field (X-Field-Time). */
  fieldTime: string;
  queuedAt: string;
  /** What the user sees: 'Inspection of H-0001'. */
  label: string;
  hydrantId?: number;
  state: OutboxState;
  error?: string | null;
  attempts: number;
  conflict?: OutboxConflict | null;
}

/** A hydrant kept for offline use, with the area it was prepared for. */
export type StoredHydrant = HydrantDto;
export type StoredSchedule = MaintenanceScheduleDto;

export interface MetaRow {
  key: string;
  value: unknown;
}

export const DB_NAME = 'hydrantops-offline';

/** The console's IndexedDB: the outbox and the offline store (hydrants, open schedules, settings). */
export class OfflineDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  hydrants!: EntityTable<StoredHydrant, 'id'>;
  schedules!: EntityTable<StoredSchedule, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      outbox: '++seq, user, state',
      hydrants: 'id, hydrantId',
      schedules: 'id, hydrantId',
      meta: 'key',
    });
  }
}

let instance: OfflineDb | null = null;

/** The one database of this page (opened on first use). */
export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}

/** Whether this browser has IndexedDB (some private modes and test environments do not). */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}
