import { Inject, Injectable, Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import type { CookieOptions, RequestHandler } from 'express';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DatabaseLifecycle } from '../database/database-lifecycle.service';
import { SESSION_POOL } from '../database/session-pool.provider';
import { SettingsService } from '../settings/settings.service';
import { SESSION_COOKIE_NAME, SESSION_SECRET_SETTING } from './session.constants';

/**
 * Builds the express-session middleware: sessions live in PostgreSQL (connect-pg-simple,
 * table created by a migration), the cookie is HttpOnly + SameSite=Lax (+ Secure when
 * COOKIE_SECURE=true), and every request renews the idle timeout (rolling).
 */
@Injectable()
export class SessionMiddlewareFactory {
  private readonly logger = new Logger('SessionStore');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_POOL) private readonly pool: Pool,
    private readonly settings: SettingsService,
    private readonly lifecycle: DatabaseLifecycle,
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
    const PgStore = connectPgSimple(session);
    const store = new PgStore({
      pool: this.pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => this.logger.error(args.map(String).join(' ')),
    });
    this.lifecycle.onBeforeClose(() => store.close());
    return session({
      name: SESSION_COOKIE_NAME,
      secret: await this.secret(),
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: { ...this.cookieOptions(), maxAge: Math.round(this.config.sessionTtlHours * 3_600_000) },
    });
  }
}
