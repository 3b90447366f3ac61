import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { SESSION_CACHE_CHANNEL } from '../database/migrations/1796000001900-session-cache-notify.js';
import { DatabaseAvailability } from '../database/outage/database-availability.service.js';
import { SessionCache } from './session-cache.js';

/** The application_name of the listening connection (one per process). */
export const SESSION_CACHE_LISTENER_NAME = 'hydrant-api-session-cache';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;
/** A connection that has not answered a ping within this is taken for lost (a silently dead peer). */
const PING_INTERVAL_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;

/**
 * Owns this process's {@link SessionCache} and the one dedicated PostgreSQL connection
 * (outside every pool) that LISTENs on the channel the session and user triggers notify
 * (migration SessionCacheNotify1796000001900). The cache is used only while that
 * connection listens: when it is lost (a database restart, a dropped connection, a ping
 * left unanswered) the cache is cleared and bypassed, the connection is made again
 * (100 ms, then up to every 2 s), and the cache is cleared once more when it listens again,
 * since notifications may have been missed meanwhile.
 */
@Injectable()
export class SessionCacheListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SessionCache');
  readonly cache: SessionCache;
  private client: Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Connections already given up (an error, its end and a late ping may each report one). */
  private readonly given = new WeakSet<Client>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    availability: DatabaseAvailability,
  ) {
    this.cache = new SessionCache(config.sessionCache, () => availability.isDown);
  }

  /** Whether the listening connection is up (the cache is in use). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  async onModuleInit(): Promise<void> {
    if (this.config.sessionCache) await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    if (client) await this.lost(client);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: SESSION_CACHE_LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    client.on('notification', (message) => {
      if (message.channel === SESSION_CACHE_CHANNEL && this.client === client)
        this.cache.applyNotification(message.payload ?? '*');
    });
    client.on('error', (error) => void this.lost(client, error));
    client.on('end', () => void this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CACHE_CHANNEL}`);
    } catch (error) {
      void this.lost(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    // Listening from here on; whatever was committed before may have been missed.
    this.cache.setListening(true);
    this.schedulePing(client);
  }

  private schedulePing(client: Client): void {
    this.pingTimer = setTimeout(() => {
      if (this.client !== client) return;
      const timeout = setTimeout(() => void this.lost(client, new Error('no answer to a ping')), PING_TIMEOUT_MS);
      client.query('SELECT 1').then(
        () => {
          clearTimeout(timeout);
          if (this.client === client) this.schedulePing(client);
        },
        (error: unknown) => {
          clearTimeout(timeout);
          void this.lost(client, error);
        },
      );
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  /** Gives the connection up (the cache is bypassed and cleared) and plans the next one; resolves once it is closed. */
  private lost(client: Client, error?: unknown): Promise<void> {
    if (this.given.has(client)) return Promise.resolve();
    this.given.add(client);
    if (this.client === client) this.client = undefined;
    clearTimeout(this.pingTimer);
    this.cache.setListening(false);
    client.removeAllListeners('end');
    client.removeAllListeners('error');
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    const ended = client.end().catch(() => undefined);
    if (this.stopped || this.retryTimer) return ended;
    const reason = error instanceof Error ? error.message : 'connection ended';
    this.logger.warn(
      `The session cache listener lost its connection (${reason}); sessions are read from the database until it is back`,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    return ended;
  }
}
