import { conflictingFields, resolvedBody } from './conflicts';
import type { FieldChoice } from './conflicts';
import { offlineDb } from './db';
import type { OfflineDb, OutboxEntry } from './db';
import { blobToDataUrl } from './photo-data';

/** A write to queue: the API call, and what the user sees of it. */
export interface QueuedWrite {
  method: OutboxEntry['method'];
  path: string;
  body: Record<string, unknown>;
  photos?: Blob[];
  photoField?: string;
  baseVersion?: number | null;
  recordPath?: string;
  label: string;
  hydrantId?: number;
  /** When the work was done (default now). */
  fieldTime?: string;
}

/** Who is queueing: a demo session never writes, so it cannot queue either. */
export interface OutboxUser {
  username: string;
  isDemo: boolean;
}

export class DemoCannotQueueError extends Error {
  constructor() {
    super('Demo access is read-only: nothing can be recorded');
  }
}

function newKey(): string {
  return crypto.randomUUID();
}

/** Puts a write at the end of the outbox (it is sent by sendOutbox). */
export async function enqueue(user: OutboxUser, write: QueuedWrite, db: OfflineDb = offlineDb()): Promise<OutboxEntry> {
  if (user.isDemo) throw new DemoCannotQueueError();
  const now = new Date().toISOString();
  const entry: OutboxEntry = {
    key: newKey(),
    user: user.username,
    method: write.method,
    path: write.path,
    body: write.body,
    photos: write.photos ?? [],
    photoField: write.photoField,
    baseVersion: write.baseVersion ?? null,
    recordPath: write.recordPath,
    fieldTime: write.fieldTime ?? now,
    queuedAt: now,
    label: write.label,
    hydrantId: write.hydrantId,
    state: 'waiting',
    error: null,
    attempts: 0,
    conflict: null,
  };
  entry.seq = await db.outbox.add(entry);
  return entry;
}

export type SendStop = 'offline' | 'unauthorized' | 'server';

export interface SendResult {
  sent: number;
  /** Why sending stopped before the end (the rest waits for the next try). */
  stopped?: SendStop;
}

async function requestBody(entry: OutboxEntry): Promise<string> {
  if (!entry.photos.length || !entry.photoField) return JSON.stringify(entry.body);
  const added = await Promise.all(entry.photos.map(blobToDataUrl));
  const existing = entry.body[entry.photoField];
  const list = Array.isArray(existing) ? [...(existing as unknown[]), ...added] : added;
  return JSON.stringify({ ...entry.body, [entry.photoField]: list });
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: Record<string, unknown> };
    if (body.errors && typeof body.errors === 'object') {
      const first = Object.values(body.errors).flat()[0];
      if (typeof first === 'string') return first;
    }
    if (Array.isArray(body.message)) return body.message.join('; ');
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON
  }
  return `The server answered ${response.status}`;
}

/** On a 409: read the record as it is now and keep the fields where the change differs. */
async function recordConflict(db: OfflineDb, entry: OutboxEntry, response: Response): Promise<void> {
  const message = await messageOf(response);
  let current: Record<string, unknown> = {};
  if (entry.recordPath) {
    try {
      const answer = await fetch(entry.recordPath, { credentials: 'same-origin', cache: 'no-store' });
      if (answer.ok) current = (await answer.json()) as Record<string, unknown>;
    } catch {
      // offline again: the view shows what it has, the user can retry
    }
  }
  const currentVersion = typeof current.version === 'number' ? current.version : null;
  await db.outbox.update(entry.seq, {
    state: 'conflict',
    error: message,
    conflict: { current, fields: conflictingFields(entry.body, current), currentVersion },
  });
}

type Send = (entry: OutboxEntry) => Promise<Response>;

/** The API call of an entry, with its key and field time. */
export const sendEntry: Send = async (entry) =>
  fetch(entry.path, {
    method: entry.method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': entry.key,
      'X-Field-Time': entry.fieldTime,
    },
    body: await requestBody(entry),
  });

let running: Promise<SendResult> | null = null;
let again = false;

/**
 * Sends the user's waiting writes in the order they were queued. A write that fails on
 * the way (no network, server error) is tried again later with the same key, so the
 * server never records it twice; 401 stops until the user signs in again. A conflict
 * (409) or a refusal (400, 403, 404, 422) is kept for the user to decide, and later
 * writes to the same record wait behind it. Writes queued by another user are not sent.
 * One run at a time: a call during a run makes the run go round once more.
 */
export function sendOutbox(
  username: string | null,
  db: OfflineDb = offlineDb(),
  send: Send = sendEntry,
): Promise<SendResult> {
  if (!username) return Promise.resolve({ sent: 0 });
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let total = 0;
    let result: SendResult;
    do {
      again = false;
      result = await sendOnce(username, db, send);
      total += result.sent;
      // Asked again while this round was out (the network back, Send now): one more round,
      // even after one that ended without signal; only a session that ended stops it.
    } while (again && result.stopped !== 'unauthorized');
    return { ...result, sent: total };
  })().finally(() => {
    running = null;
  });
  return running;
}

async function sendOnce(username: string, db: OfflineDb, send: Send): Promise<SendResult> {
  const entries = await db.outbox.orderBy('seq').toArray();
  const blocked = new Set<string>();
  let sent = 0;
  for (const entry of entries) {
    if (entry.user !== username) continue;
    const record = entry.recordPath ?? entry.path;
    if (entry.state === 'conflict' || entry.state === 'failed' || blocked.has(record)) {
      blocked.add(record);
      continue;
    }
    await db.outbox.update(entry.seq, { state: 'sending', attempts: entry.attempts + 1 });
    let response: Response;
    try {
      response = await send(entry);
    } catch {
      await db.outbox.update(entry.seq, { state: 'waiting' });
      return { sent, stopped: 'offline' };
    }
    if (response.ok) {
      await db.outbox.delete(entry.seq);
      sent++;
      continue;
    }
    if (response.status === 401) {
      await db.outbox.update(entry.seq, { state: 'waiting' });
      return { sent, stopped: 'unauthorized' };
    }
    if (response.status === 409) {
      await recordConflict(db, entry, response);
      blocked.add(record);
      continue;
    }
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      await db.outbox.update(entry.seq, { state: 'waiting', error: await messageOf(response) });
      return { sent, stopped: 'server' };
    }
    await db.outbox.update(entry.seq, { state: 'failed', error: await messageOf(response) });
    blocked.add(record);
  }
  return { sent };
}

/** Removes a write the user chose to drop. */
export async function discard(seq: number, db: OfflineDb = offlineDb()): Promise<void> {
  await db.outbox.delete(seq);
}

/** A refused write the user wants tried again as it is (after fixing what stopped it). */
export async function retry(seq: number, db: OfflineDb = offlineDb()): Promise<void> {
  await db.outbox.update(seq, { state: 'waiting', error: null });
}

/**
 * The user's choices for a conflict: their values where they chose them, on the current
 * version, under a new key (it is a new request). Everything kept as it is now: the
 * entry is done and removed.
 */
export async function resolveConflict(
  seq: number,
  choices: Record<string, FieldChoice>,
  db: OfflineDb = offlineDb(),
): Promise<'queued' | 'nothing-to-send'> {
  const entry = await db.outbox.get(seq);
  if (!entry?.conflict) throw new Error('This change has no conflict to resolve');
  const body = resolvedBody(entry.body, entry.conflict.fields, choices, entry.conflict.currentVersion);
  if (!body) {
    await db.outbox.delete(seq);
    return 'nothing-to-send';
  }
  await db.outbox.update(seq, {
    body,
    key: newKey(),
    baseVersion: entry.conflict.currentVersion,
    state: 'waiting',
    error: null,
    conflict: null,
  });
  return 'queued';
}

/** Writes still on this device (any user's): a crash mid-send leaves 'sending', which waits too. */
export async function pendingCount(db: OfflineDb = offlineDb()): Promise<number> {
  return db.outbox.count();
}
