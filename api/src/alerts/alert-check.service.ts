import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { ALERT_CHECK_LAST_RUN_SETTING, ALERT_CHECK_LOCK_ID } from './alert.constants.js';
import { alertCheckRound, AlertCheckMode } from './alert-check-round.js';

export interface AlertCheckResult {
  /** False when another process was running the check at that moment, or ran it within the period. */
  ran: boolean;
  /** Why it did not run: another process held the lock, or another process ran it less than minGapSeconds ago. */
  skipped?: 'locked' | 'recent';
  /** Whether the round ran every rule over every row (else only what crossed a date line since the last round). */
  full?: boolean;
  raised: number;
  resolved: number;
  ms: number;
}

const INTERVAL_NAME = 'alert-check';

export interface AlertCheckOptions {
  /** Skip when any process finished a round less than this long ago (the timer's rounds). */
  minGapSeconds?: number;
  /** 'full': every rule over every row; 'auto': incremental when possible (alert-check-round.ts). */
  mode?: AlertCheckMode;
  /** In 'auto' mode, run a full round when none completed since then (the process's start). */
  fullIfNoneSince?: Date;
}

/**
 * One round of the check (alert-check-round.ts), in one transaction, under a transaction-scoped advisory
 * lock taken with try: of several API processes, one runs the check and the others skip that
 * round (the partial unique index keeps alerts single even without the lock). With
 * minGapSeconds (the timer's rounds), a process also skips when any process finished a round
 * less than that long ago (the last run is kept in app_settings, compared on the database's
 * clock), so N processes run the check once per period, not N times.
 */
export async function runAlertCheck(dataSource: DataSource, options: AlertCheckOptions = {}): Promise<AlertCheckResult> {
  const { minGapSeconds = 0, mode = 'auto', fullIfNoneSince } = options;
  const started = Date.now();
  return dataSource.transaction(async (manager: EntityManager) => {
    const [{ locked }] = await manager.query<Array<{ locked: boolean }>>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      ALERT_CHECK_LOCK_ID,
    ]);
    if (!locked) return { ran: false, skipped: 'locked', raised: 0, resolved: 0, ms: Date.now() - started };
    if (minGapSeconds > 0) {
      const recent = await manager.query<unknown[]>(
        `SELECT 1 FROM app_settings WHERE name = $1 AND value::timestamptz > now() - make_interval(secs => $2)`,
        [ALERT_CHECK_LAST_RUN_SETTING, minGapSeconds],
      );
      if (recent.length > 0) return { ran: false, skipped: 'recent', raised: 0, resolved: 0, ms: Date.now() - started };
    }
    const round = await alertCheckRound(manager, mode, fullIfNoneSince);
    return { ran: true, ...round, ms: Date.now() - started };
  });
}

/**
 * The periodic alert check (DECISIONS §3): at start and every ALERT_CHECK_INTERVAL_SECONDS
 * (default 300; 0 turns the timer off) through @nestjs/schedule. Rounds never overlap in
 * one process; shutdown waits for a running round. The timer's rounds are incremental, except
 * the first one after this process started unless some process completed a full round since.
 */
@Injectable()
export class AlertCheckService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AlertCheckService.name);
  private running: Promise<AlertCheckResult | null> | null = null;
  private stopped = false;
  private readonly startedAt = new Date();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly metrics: MetricsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.alertCheckIntervalSeconds < 0) return;
    // Not awaited: a large registry must not hold up the start.
    void this.tick();
    if (this.config.alertCheckIntervalSeconds > 0) {
      const timer = setInterval(() => void this.tick(), this.config.alertCheckIntervalSeconds * 1000);
      timer.unref();
      this.scheduler.addInterval(INTERVAL_NAME, timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.running;
  }

  /** One round now (the one in progress, if any). Errors are logged, never thrown to the timer. */
  tick(): Promise<AlertCheckResult | null> {
    if (this.stopped) return Promise.resolve(null);
    // A little under the interval, so timers that drift apart still leave one round per period.
    const minGap = this.config.alertCheckIntervalSeconds * 0.8;
    this.running ??= runAlertCheck(this.dataSource, { minGapSeconds: minGap, fullIfNoneSince: this.startedAt })
      .then((result) => {
        this.metrics.jobRound(INTERVAL_NAME, result.ran ? 'ran' : (result.skipped ?? 'locked'), result.ms);
        if (result.ran && (result.full || result.raised > 0 || result.resolved > 0)) {
          const kind = result.full ? 'full' : 'incremental';
          this.logger.log(`Alert check (${kind}): ${result.raised} raised, ${result.resolved} resolved in ${result.ms} ms`);
        }
        return result;
      })
      .catch((error: unknown) => {
        this.logger.error(`Alert check failed: ${(error as Error).message}`);
        this.metrics.jobRound(INTERVAL_NAME, 'failed', 0);
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /**
   * Runs a round now, whenever the last one was, and answers its result: a full one unless
   * 'auto' is asked (on demand, after changes made outside the API).
   */
  async run(mode: AlertCheckMode = 'full'): Promise<AlertCheckResult> {
    const result = await runAlertCheck(this.dataSource, { mode });
    this.metrics.jobRound(INTERVAL_NAME, result.ran ? 'ran' : (result.skipped ?? 'locked'), result.ms);
    return result;
  }
}
