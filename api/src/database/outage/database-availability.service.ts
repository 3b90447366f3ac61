import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, Pool } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config.js';
import { isDatabaseUnavailable } from '../../common/database-errors.js';
import { SESSION_POOL } from '../session-pool.provider.js';

/** Pause between two attempts to reach the database while it is away. */
const PROBE_INTERVAL_MS = 100;

/**
 * Knows whether the database is reachable, so that requests arriving during a restart or
 * failover wait for it instead of failing. Marked down by any failure that means "the
 * database cannot be reached" (a request's query, the session store, a pooled connection
 * cut by the server); from then on a probe connects on a fresh connection every 100 ms
 * and marks it up again at the first answer, which releases every waiting request at once.
 */
@Injectable()
export class DatabaseAvailability implements OnApplicationShutdown {
  private readonly logger = new Logger('DatabaseAvailability');
  private downSince: number | undefined;
  private back: Promise<void> | undefined;
  private stopped = false;
  private readonly pools: Pool[];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() dataSource: DataSource,
    @Inject(SESSION_POOL) sessionPool: Pool,
  ) {
    // The server cutting idle pooled connections is the first sign of a restart.
    const master = (dataSource.driver as unknown as { master?: Pool }).master;
    this.pools = master ? [sessionPool, master] : [sessionPool];
    for (const pool of this.pools) pool.on('error', (error) => this.report(error));
  }

  get isDown(): boolean {
    return this.downSince !== undefined;
  }

  /** Notes a failure; marks the database down when it means the database cannot be reached. */
  report(error: unknown): void {
    if (!isDatabaseUnavailable(error) || this.stopped || this.downSince !== undefined) return;
    this.downSince = Date.now();
    this.logger.warn(`Database unreachable (${error instanceof Error ? error.message : String(error)}); waiting for it`);
    this.back = this.probeUntilBack();
  }

  /**
   * Resolves true at once when the database is up, else when it is back within the configured
   * wait (DATABASE_OUTAGE_WAIT_SECONDS); false when it is not.
   */
  async waitForDatabase(ms = this.config.databaseOutageWaitSeconds * 1000): Promise<boolean> {
    const back = this.back;
    if (this.downSince === undefined || !back) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    try {
      return await Promise.race([back.then(() => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  onApplicationShutdown(): void {
    this.stopped = true;
  }

  private async probeUntilBack(): Promise<void> {
    while (!this.stopped && !(await this.answers())) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    }
    const since = this.downSince ?? Date.now();
    // Connections made before the outage may be dead without the pool knowing it yet (a
    // crashed server does not always close them cleanly): the requests released now, and
    // the retries among them, get fresh ones.
    for (const pool of this.pools) closeIdleConnections(pool);
    this.downSince = undefined;
    this.back = undefined;
    if (!this.stopped) this.logger.log(`Database reachable again after ${Date.now() - since} ms`);
  }

  private async answers(): Promise<boolean> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: 1_000,
      application_name: 'hydrant-api-probe',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** pg-pool's own bookkeeping, which its typings leave out (the same calls its end() makes). */
interface PoolInternals {
  _idle: Array<{ client: unknown }>;
  _remove(client: unknown): void;
}

/** Closes the pool's idle connections (busy ones are released by their own failure). */
function closeIdleConnections(pool: Pool): void {
  const internals = pool as unknown as Partial<PoolInternals>;
  if (!Array.isArray(internals._idle) || typeof internals._remove !== 'function') return;
  for (const { client } of internals._idle.slice()) internals._remove(client);
}
