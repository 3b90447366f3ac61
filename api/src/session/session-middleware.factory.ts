import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CookieOptions, NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import onHeaders from 'on-headers';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { DatabaseLifecycle } from '../database/database-lifecycle.service.js';
import { SESSION_POOL } from '../database/session-pool.provider.js';
import { SettingsService } from '../settings/settings.service.js';
import { DatabaseAvailability } from '../database/outage/database-availability.service.js';
import { retryStoreAfterOutage } from './session-store-outage.js';
import { JoinedPgSessionStore } from './pg-session-store.js';
import { SessionCacheListener } from './session-cache-listener.service.js';
import { SESSION_COOKIE_NAME, SESSION_SECRET_SETTING } from './session.constants.js';

/** res.locals key: this response must not send the session cookie (see withholdSessionCookie). */
const WITHHOLD_SESSION_COOKIE = 'withholdSessionCookie';

/** The response will not (re)send the session cookie, e.g. a failed sign-in, whatever session the request had. */
export function withholdSessionCookie(res: Response): void {
  res.locals[WITHHOLD_SESSION_COOKIE] = true;
}

function dropSessionCookie(res: Response): void {
  const cookies = res.getHeader('Set-Cookie');
  if (cookies === undefined) return;
  const kept = ([] as string[])
    .concat(cookies as string | string[])
    .filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (kept.length > 0) res.setHeader('Set-Cookie', kept);
  else res.removeHeader('Set-Cookie');
}

/** Marks an error of the session store (e.g. the database is unreachable) for the exception filter. */
export class SessionStoreError extends Error {
  constructor(override readonly cause: unknown) {
    super(`The session store failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'SessionStoreError';
  }
}

/**
 * Builds the express-session middleware: sessions live in PostgreSQL (connect-pg-simple,
 * table created by a migration; see JoinedPgSessionStore), the cookie is HttpOnly +
 * SameSite=Lax (+ Secure when COOKIE_SECURE=true), and every request renews the idle
 * timeout (rolling: the cookie on every response, the stored expiry at most once a minute).
 * Sessions read are kept in this process while its SessionCacheListener listens (SESSION_CACHE).
 */
@Injectable()
export class SessionMiddlewareFactory {
  private readonly logger = new Logger('SessionStore');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_POOL) private readonly pool: Pool,
    private readonly settings: SettingsService,
    private readonly lifecycle: DatabaseLifecycle,
    private readonly availability: DatabaseAvailability,
    private readonly cacheListener: SessionCacheListener,
  ) {}

  /** Cookie attributes, also used to clear the cookie at logout. */
  cookieOptions(): CookieOptions {
    return { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.cookieSecure };
  }

  /** SESSION_SECRET, or a random secret stored once in app_settings so every process signs alike. */
  async secret(): Promise<string> {
    if (this.config.sessionSecret) return this.config.sessionSecret;
    return this.settings.getOrInit(SESSION_SECRET_SETTING, () => randomBytes(48).toString('base64url'));
  }

  async create(): Promise<RequestHandler> {
    const store = new JoinedPgSessionStore(
      {
        pool: this.pool,
        tableName: 'session',
        createTableIfMissing: false,
        pruneSessionInterval: 15 * 60,
        errorLog: (...args: unknown[]) => this.logger.error(args.map(String).join(' ')),
      },
      (error) =>
        this.logger.warn(`Renewing a session's expiry failed: ${error instanceof Error ? error.message : String(error)}`),
      this.config.sessionCache ? this.cacheListener.cache : undefined,
    );
    this.lifecycle.onBeforeClose(() => store.close());
    retryStoreAfterOutage(store, this.availability);
    const middleware = session({
      name: SESSION_COOKIE_NAME,
      secret: await this.secret(),
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: { ...this.cookieOptions(), maxAge: Math.round(this.config.sessionTtlHours * 3_600_000) },
    });
    return (req: Request, res: Response, next: NextFunction) => {
      // Registered before express-session's own header hook, so this one runs after it.
      onHeaders(res, () => {
        if (res.locals[WITHHOLD_SESSION_COOKIE] === true) dropSessionCookie(res);
      });
      middleware(req, res, (error?: unknown) => {
        if (error === undefined || error === null) return next();
        // The session could not be loaded (the database is away). express-session would
        // destroy it at the end of this request (no req.session, `unset: 'destroy'`),
        // signing the user out; forgetting the id keeps the stored session untouched.
        (req as { sessionID?: string }).sessionID = undefined;
        next(new SessionStoreError(error));
      });
    };
  }
}
