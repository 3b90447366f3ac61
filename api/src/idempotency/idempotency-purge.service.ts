import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';

const INTERVAL_NAME = 'idempotency-purge';

/** Deletes, in one set-based statement, the keys older than `retentionDays` (on the database's clock); answers how many. */
export async function purgeIdempotencyKeys(dataSource: DataSource, retentionDays: number): Promise<number> {
  const [, deleted] = await dataSource.query<[unknown, number]>(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)`,
    [retentionDays],
  );
  return deleted;
}

/**
 * The periodic purge of expired idempotency keys: at start and every
 * IDEMPOTENCY_PURGE_INTERVAL_SECONDS (default 3600; 0: at start only; -1: never), through
 * @nestjs/schedule like the alert check. Several API processes may purge at once: the
 * DELETE is idempotent. Rounds never overlap in one process; shutdown waits for a running one.
 */
@Injectable()
export class IdempotencyPurgeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotencyPurgeService.name);
  private running: Promise<number | null> | null = null;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly metrics: MetricsService,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.idempotency.purgeIntervalSeconds;
    if (seconds < 0) return;
    void this.tick();
    if (seconds > 0) {
      const timer = setInterval(() => void this.tick(), seconds * 1000);
      timer.unref();
      this.scheduler.addInterval(INTERVAL_NAME, timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.running;
  }

  /** One purge now (the one in progress, if any); the number of keys deleted, null when it failed. Never throws. */
  tick(): Promise<number | null> {
    if (this.stopped) return Promise.resolve(null);
    const started = Date.now();
    this.running ??= purgeIdempotencyKeys(this.dataSource, this.config.idempotency.retentionDays)
      .then((deleted) => {
        this.metrics.jobRound(INTERVAL_NAME, 'ran', Date.now() - started);
        if (deleted > 0) this.logger.log(`Idempotency keys: ${deleted} expired keys purged`);
        return deleted;
      })
      .catch((error: unknown) => {
        this.logger.error(`Idempotency key purge failed: ${(error as Error).message}`);
        this.metrics.jobRound(INTERVAL_NAME, 'failed', 0);
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
