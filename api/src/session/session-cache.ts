import { LRUCache } from 'lru-cache';
import type { SessionUserRow } from './pg-session-store.js';

/** How long an entry may be served at most, whatever the notifications say. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;

/** How many sessions a process keeps at most (the least recently used go first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** A session row and the user it names, as one read of the database answered them. */
export interface CachedSession {
  /** The session's stored data, as JSON (parsed again for every request: express-session changes it). */
  sessJson: string;
  /** passport.user.userId of the session (null: no user, e.g. a demo session). */
  userId: number | null;
  /** The user row (null only when the session names no user). */
  user: SessionUserRow | null;
  /** The stored expiry (the session row's expire column), in ms since the epoch. */
  expire: number;
}

/**
 * The sessions (with their users) this process read recently, so a signed-in request need
 * not read them again. It is only ever right because every change that could make an entry
 * wrong drops it: the database announces each at commit (SessionCacheListener), and this
 * process's own session writes drop the entry themselves before they are made and again once
 * they are done. Hence:
 *
 * - nothing is served or kept while the listener is not listening (a notification may be
 *   missed), and everything is dropped when it starts listening again;
 * - an entry is served for at most SESSION_CACHE_MAX_AGE_MS, and never once the stored
 *   expiry it read has passed (that expiry is never later than the one the browser's cookie
 *   carries, so the cookie's expiry is kept too);
 * - a read that was under way while anything was dropped is answered but not kept (it may
 *   have read the row before the change it missed the notification of).
 */
export class SessionCache {
  private readonly entries: LRUCache<string, CachedSession>;
  /** The sessions kept per user id, to drop them when the user changes. */
  private readonly sidsByUser = new Map<number, Set<string>>();
  /** Moves on every drop: a read begun before a drop is not kept. */
  private generation = 0;
  private listening = false;

  constructor(
    /** False when SESSION_CACHE=false: nothing is ever kept. */
    private readonly enabled: boolean,
    /** True while the database is known to be unreachable (then nothing is served). */
    private readonly databaseDown: () => boolean = () => false,
    maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly maxAgeMs = SESSION_CACHE_MAX_AGE_MS,
  ) {
    this.entries = new LRUCache<string, CachedSession>({
      max: maxEntries,
      ttl: maxAgeMs,
      // Checked on every read, never extended by one.
      updateAgeOnGet: false,
      dispose: (entry, sid) => this.unindex(sid, entry),
    });
  }

  /** Whether entries may be served and kept now. */
  get usable(): boolean {
    return this.enabled && this.listening && !this.databaseDown();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry of this session, if it may be served now. */
  read(sid: string, now = Date.now()): CachedSession | undefined {
    if (!this.usable) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (now >= entry.expire) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** Taken before reading a session from the database; {@link keep} keeps the result only if nothing was dropped since. */
  begin(): number {
    return this.generation;
  }

  keep(sid: string, entry: CachedSession, begun: number): void {
    if (!this.usable || begun !== this.generation || entry.expire - Date.now() <= 0) return;
    this.entries.set(sid, entry);
    if (entry.userId !== null) {
      let sids = this.sidsByUser.get(entry.userId);
      if (!sids) this.sidsByUser.set(entry.userId, (sids = new Set()));
      sids.add(sid);
    }
  }

  /** This process renewed the stored expiry of the session (written): the entry follows. */
  renewed(sid: string, expire: number): void {
    const entry = this.entries.peek(sid);
    if (entry && expire > entry.expire) entry.expire = expire;
  }

  dropSession(sid: string): void {
    this.generation += 1;
    this.entries.delete(sid);
  }

  dropUser(userId: number): void {
    this.generation += 1;
    for (const sid of [...(this.sidsByUser.get(userId) ?? [])]) this.entries.delete(sid);
  }

  /**
   * Runs a change of a user's row or sessions made by this process and drops that user's
   * entries once it is done (committed or not), without waiting for the notification.
   */
  async afterUserChange<T>(userId: number, change: Promise<T>): Promise<T> {
    try {
      return await change;
    } finally {
      this.dropUser(userId);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.sidsByUser.clear();
  }

  /** The listener started or stopped listening: either way, what was kept may be out of date. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  /** Applies one notification of the session cache channel: `s:<sid>`, `u:<id>` or `*`. */
  applyNotification(payload: string): void {
    if (payload.startsWith('s:')) return this.dropSession(payload.slice(2));
    const userId = payload.startsWith('u:') ? Number(payload.slice(2)) : NaN;
    // Anything else (`*`, or a payload this version does not know): drop everything.
    if (Number.isInteger(userId)) this.dropUser(userId);
    else this.clear();
  }

  private unindex(sid: string, entry: CachedSession): void {
    if (entry.userId === null) return;
    const sids = this.sidsByUser.get(entry.userId);
    sids?.delete(sid);
    if (sids?.size === 0) this.sidsByUser.delete(entry.userId);
  }
}
