import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { hasRole, Role } from '../auth/min-role.decorator.js';
import { EVENT_KINDS } from './event-kinds.js';

/** One open stream: a signed-in tab. */
export interface StreamClient {
  /** The session it belongs to: a deleted session closes it. */
  sid: string;
  /** The user (null for a demo session): a change of their role applies at once. */
  userId: number | null;
  role: Role;
  /** When the session ends by itself (a demo's end), if it does. */
  endsAt?: number;
  res: Response;
}

/** A message kept for resuming: the role it needs is checked when it is sent. */
interface Entry {
  seq: number;
  event: 'change' | 'bulk' | 'reset';
  data: string;
  minRole: Role;
}

/** A change as the trigger sends it: [table, record id, version, action]. */
export type ChangeRow = [string, string | null, number | null, string];

/** Messages kept for Last-Event-ID resumes (a minute of busy traffic; a reconnect comes within seconds). */
export const RING_SIZE = 2000;

/** A client that has not read this much of its stream is dropped (it reconnects, or refetches). */
const MAX_UNSENT_BYTES = 1024 * 1024;

/** Milliseconds an EventSource waits before reconnecting on its own (the `retry:` field), before jitter. */
const RETRY_MS = 2000;

const ID_PATTERN = /^([0-9a-f]{8})-(\d{1,15})$/;

/**
 * The streams of this process and the fan-out of changes to them. Event ids are
 * `<instance>-<n>`: n increases by one per message of this process, the instance is new at
 * every start. A reconnect naming an id of this instance still in the ring gets what it
 * missed (what its role may read); any other id is answered `ready` with resumed=false,
 * and the console refetches everything. Heartbeats are comments on one timer for all
 * streams, so idle streams cost no CPU beyond that.
 */
export class EventHub {
  readonly instance = randomBytes(4).toString('hex');
  private seq = 0;
  private readonly ring: Entry[] = [];
  private readonly streams = new Set<StreamClient>();
  private readonly endTimers = new Map<StreamClient, NodeJS.Timeout>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(heartbeatSeconds: number) {
    this.heartbeat = setInterval(() => this.beat(), heartbeatSeconds * 1000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  /** Starts a stream: the retry delay, what it missed (when it can resume), then `ready`. */
  attach(client: StreamClient, lastEventId: string | undefined): void {
    this.streams.add(client);
    client.res.on('close', () => this.detach(client));
    if (client.endsAt !== undefined) {
      const timer = setTimeout(() => this.end(client), Math.max(0, client.endsAt - Date.now()));
      timer.unref();
      this.endTimers.set(client, timer);
    }
    const missed = this.missedSince(lastEventId);
    let text = `retry: ${RETRY_MS + Math.floor(Math.random() * 1000)}\n\n`;
    for (const entry of missed ?? []) if (hasRole(client.role, entry.minRole)) text += this.format(entry);
    text += `event: ready\ndata: ${JSON.stringify({ resumed: missed !== undefined, instance: this.instance })}\n\n`;
    this.write(client, text);
  }

  /** Changes of one committed statement, each sent to the streams whose role may read it. */
  publishChanges(rows: ChangeRow[]): void {
    for (const [table, id, version, action] of rows) {
      const kind = EVENT_KINDS[table];
      if (!kind) continue;
      this.publish('change', JSON.stringify({ type: kind.type, id, version, action }), kind.minRole);
    }
  }

  /** Many records of these tables changed at once (a bulk write): one message per type. */
  publishTables(tables: string[]): void {
    for (const table of tables) {
      const kind = EVENT_KINDS[table];
      if (kind) this.publish('bulk', JSON.stringify({ type: kind.type }), kind.minRole);
    }
  }

  /** Everything may have changed (a restore, or notifications lost while the listener was away). */
  publishReset(): void {
    this.publish('reset', '{}', 'viewer');
  }

  /** These sessions ended (signed out, disabled, expired): their streams close now. */
  endSessions(sids: Iterable<string>): void {
    const ended = new Set(sids);
    for (const client of this.streams) if (ended.has(client.sid)) this.end(client);
  }

  /** A user's role changed, or the user is gone or disabled (null): their streams follow at once. */
  updateUser(userId: number, role: Role | null): void {
    for (const client of this.streams) {
      if (client.userId !== userId) continue;
      if (role === null) this.end(client);
      else client.role = role;
    }
  }

  /** The users that have a stream here (only those are looked up when users change). */
  userIds(): Set<number> {
    const ids = new Set<number>();
    for (const client of this.streams) if (client.userId !== null) ids.add(client.userId);
    return ids;
  }

  hasUser(userId: number): boolean {
    for (const client of this.streams) if (client.userId === userId) return true;
    return false;
  }

  /** Closes every stream (shutdown) and stops the heartbeat. */
  close(): void {
    clearInterval(this.heartbeat);
    for (const client of [...this.streams]) {
      this.detach(client);
      client.res.end();
    }
  }

  private publish(event: Entry['event'], data: string, minRole: Role): void {
    const entry: Entry = { seq: ++this.seq, event, data, minRole };
    this.ring.push(entry);
    if (this.ring.length > RING_SIZE) this.ring.shift();
    if (this.streams.size === 0) return;
    const text = this.format(entry);
    for (const client of this.streams) if (hasRole(client.role, minRole)) this.write(client, text);
  }

  /** The messages after `lastEventId`, or undefined when it cannot be resumed from here. */
  private missedSince(lastEventId: string | undefined): Entry[] | undefined {
    const match = lastEventId ? ID_PATTERN.exec(lastEventId) : null;
    if (!match || match[1] !== this.instance) return undefined;
    const last = Number(match[2]);
    const oldest = this.ring.length > 0 ? this.ring[0].seq : this.seq + 1;
    if (last > this.seq || last < oldest - 1) return undefined;
    return this.ring.filter((entry) => entry.seq > last);
  }

  private format(entry: Entry): string {
    return `id: ${this.instance}-${entry.seq}\nevent: ${entry.event}\ndata: ${entry.data}\n\n`;
  }

  private beat(): void {
    for (const client of this.streams) this.write(client, ':\n\n');
  }

  private write(client: StreamClient, text: string): void {
    if (client.res.writableEnded || client.res.destroyed) return;
    client.res.write(text);
    if (client.res.writableLength > MAX_UNSENT_BYTES) {
      this.detach(client);
      client.res.destroy();
    }
  }

  /** Tells the tab its session is over, then closes the stream. */
  private end(client: StreamClient): void {
    this.detach(client);
    if (client.res.writableEnded || client.res.destroyed) return;
    client.res.end('event: session-ended\ndata: {}\n\n');
  }

  private detach(client: StreamClient): void {
    this.streams.delete(client);
    const timer = this.endTimers.get(client);
    if (timer) clearTimeout(timer);
    this.endTimers.delete(client);
  }
}
