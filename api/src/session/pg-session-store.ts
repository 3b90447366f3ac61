import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session from 'express-session';
import type { Role } from '../auth/min-role.decorator.js';
import type { CachedSession, SessionCache } from './session-cache.js';

const PgStore = connectPgSimple(session);
type PgStoreOptions = ConstructorParameters<typeof PgStore>[0];

/** The user row a session names (passport.user.userId), read in the same statement as the session. */
export interface SessionUserRow {
  id: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  disabled: boolean;
  /** When the user's second factor was confirmed (null: none). */
  secondFactorEnabledAt: Date | null;
  /** The directory subject of a user who signs in through the site's provider (null: a local account). */
  oidcSubject: string | null;
}

/** What the store read with the session of a request: its user (null when the row is gone) and the stored expiry. */
interface LoadedWithSession {
  userId: number | null;
  user: SessionUserRow | null;
  /** The session row's expire column, in ms since the epoch. */
  expire: number;
}

interface JoinedRow {
  sess: session.SessionData | string;
  expire: number;
  user_id: number | null;
  username: string | null;
  role: Role | null;
  must_change_password: boolean | null;
  disabled: boolean | null;
  second_factor_enabled_at: Date | null;
  oidc_subject: string | null;
}

/** connect-pg-simple's own helpers, which its type declarations leave out. */
interface PgStoreInternals {
  quotedTable(): string;
  query(sql: string, params: unknown[], callback: (error: unknown, row?: JoinedRow) => void): void;
}

/** Attached by get() to the session data it answers, taken off by createSession() (symbols are never stored). */
const LOADED = Symbol('hydrant.loadedWithSession');
type WithLoaded = session.SessionData & { [LOADED]?: LoadedWithSession };

const loadedByRequest = new WeakMap<Request, LoadedWithSession>();

/**
 * The user the session store read together with this request's session, when the
 * session names that user id; undefined when it was not read this way (then the caller
 * loads the user itself). null: the session names a user that no longer exists.
 */
export function userLoadedWithSession(req: Request | undefined, userId: number): SessionUserRow | null | undefined {
  const loaded = req ? loadedByRequest.get(req) : undefined;
  return loaded && loaded.userId === userId ? loaded.user : undefined;
}

/** A stored expiry closer than this to the one a request would set is left as it is. */
export const TOUCH_INTERVAL_MS = 60_000;

// The user id of a session, only when it is a plain integer (never a failed cast).
const USER_ID_SQL = `CASE WHEN (s.sess #>> '{passport,user,userId}') ~ '^[0-9]{1,9}$'
  THEN (s.sess #>> '{passport,user,userId}')::int END`;

/**
 * connect-pg-simple's store (same table, same format, same writes), with two changes on
 * the hot path of every signed-in request:
 *
 * - get() loads the session and the user it names in one statement (a LEFT JOIN of
 *   users), and hands the user to the passport deserializer through the request, so a
 *   request no longer pays a second round trip (and TypeORM) for it. What it read is kept
 *   in this process's {@link SessionCache} (when given) and served from there while the
 *   database's notifications say nothing changed: a signed-out session or a disabled user
 *   ends within a second whichever process made the change. This process's own writes
 *   (save, sign-out) drop the entry before and after they are made.
 * - touch() (rolling sessions renew the expiry on every response) writes only when the
 *   stored expiry is a minute or more away from the new one, and never makes the response
 *   wait for it: express-session awaits touch() before ending the response, which cost a
 *   round trip per request and split the response in two writes.
 */
export class JoinedPgSessionStore extends PgStore {
  constructor(
    options: PgStoreOptions,
    private readonly onBackgroundError: (error: unknown) => void,
    private readonly cache?: SessionCache,
  ) {
    super(options);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    const cached = this.cache?.read(sid);
    if (cached) return callback(null, fromCache(cached));
    const begun = this.cache?.begin();
    const store = this as unknown as PgStoreInternals;
    store.query(
      `SELECT s.sess, extract(epoch FROM s.expire) * 1000 AS expire,
              u.id AS user_id, u.username, u.role, u.must_change_password, u.disabled, u.second_factor_enabled_at,
              u.oidc_subject
       FROM ${store.quotedTable()} s LEFT JOIN users u ON u.id = ${USER_ID_SQL}
       WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
      [sid, Date.now() / 1000],
      (error, row) => {
        if (error) return callback(error);
        if (!row) return callback(null, null);
        let data: WithLoaded;
        try {
          data = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as WithLoaded;
        } catch {
          return this.destroy(sid, (err) => callback(err));
        }
        const sessJson = this.cache ? JSON.stringify(data) : undefined;
        const userId = (data as { passport?: { user?: { userId?: unknown } } }).passport?.user?.userId;
        const loaded: LoadedWithSession = (data[LOADED] = {
          userId: typeof userId === 'number' ? userId : null,
          user:
            row.user_id === null
              ? null
              : {
                  id: row.user_id,
                  username: row.username!,
                  role: row.role!,
                  mustChangePassword: row.must_change_password === true,
                  disabled: row.disabled === true,
                  secondFactorEnabledAt: row.second_factor_enabled_at ?? null,
                  oidcSubject: row.oidc_subject ?? null,
                },
          expire: Number(row.expire),
        });
        // A session naming a user that is gone is not kept (a user created later could take the id).
        if (this.cache && sessJson !== undefined && begun !== undefined && (loaded.userId === null || loaded.user)) {
          const user = loaded.user && { ...loaded.user };
          this.cache.keep(sid, { sessJson, userId: loaded.userId, user, expire: loaded.expire }, begun);
        }
        callback(null, data);
      },
    );
  }

  override createSession(req: Request, data: session.SessionData): session.Session & session.SessionData {
    const loaded = (data as WithLoaded)[LOADED];
    if (loaded) loadedByRequest.set(req, loaded);
    return super.createSession(req, data);
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.cache?.dropSession(sid);
    super.set(sid, data, (error?: unknown) => {
      this.cache?.dropSession(sid);
      callback?.(error);
    });
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.cache?.dropSession(sid);
    super.destroy(sid, (error?: unknown) => {
      this.cache?.dropSession(sid);
      callback?.(error);
    });
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const req = (data as unknown as { req?: Request }).req;
    const stored = req ? loadedByRequest.get(req)?.expire : undefined;
    const next = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : undefined;
    const fresh = stored !== undefined && next !== undefined && Math.abs(next - stored) < TOUCH_INTERVAL_MS;
    if (!fresh) {
      super.touch(sid, data, (error?: unknown) => {
        if (error) this.onBackgroundError(error);
        else if (next !== undefined) this.cache?.renewed(sid, next);
      });
      // Keep the next touch of this request (if any) from writing again.
      if (req && next !== undefined) {
        const loaded = loadedByRequest.get(req);
        if (loaded) loaded.expire = next;
      }
    }
    callback?.();
  }
}

/** A fresh copy of a kept session for one request (express-session and passport change what they get). */
function fromCache(entry: CachedSession): session.SessionData {
  const data = JSON.parse(entry.sessJson) as WithLoaded;
  data[LOADED] = { userId: entry.userId, user: entry.user && { ...entry.user }, expire: entry.expire };
  return data;
}
