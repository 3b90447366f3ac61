import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { ALERT_CHECK_LAST_RUN_SETTING, ALERT_CHECK_LOCK_ID } from './alert.constants.js';
import {
  raiseInspectionAlerts,
  raiseMaintenanceAlerts,
  resolveInspectionAlerts,
  resolveMaintenanceAlerts,
  resolveStatusAlerts,
} from './alert-rules.js';

export interface AlertCheckResult {
  /** False when another process was running the check at that moment (it does the same work). */
  ran: boolean;
  raised: number;
  resolved: number;
  ms: number;
}

const INTERVAL_NAME = 'alert-check';

/**
 * Every rule over the whole registry, in one transaction, under a transaction-scoped advisory
 * lock taken with try: of several API processes, one runs the check and the others skip that
 * round (the partial unique index keeps alerts single even without the lock).
 */
export async function runAlertCheck(dataSource: DataSource): Promise<AlertCheckResult> {
  const started = Date.now();
  return dataSource.transaction(async (manager: EntityManager) => {
    const [{ locked }] = await manager.query<Array<{ locked: boolean }>>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      ALERT_CHECK_LOCK_ID,
    ]);
    if (!locked) return { ran: false, raised: 0, resolved: 0, ms: Date.now() - started };
    let resolved = await resolveStatusAlerts(manager);
    resolved += await resolveInspectionAlerts(manager);
    resolved += await resolveMaintenanceAlerts(manager);
    let raised = await raiseMaintenanceAlerts(manager);
    raised += await raiseInspectionAlerts(manager);
    await manager.query(
      `INSERT INTO app_settings (name, value) VALUES ($1, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
       ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
      [ALERT_CHECK_LAST_RUN_SETTING],
    );
    return { ran: true, raised, resolved, ms: Date.now() - started };
  });
}

/**
 * The periodic alert check (DECISIONS §3): at start and every ALERT_CHECK_INTERVAL_SECONDS
 * (default 300; 0 turns the timer off) through @nestjs/schedule. Rounds never overlap in
 * one process; shutdown waits for a running round.
 */
@Injectable()
export class AlertCheckService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AlertCheckService.name);
  private running: Promise<AlertCheckResult | null> | null = null;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
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
    this.running ??= runAlertCheck(this.dataSource)
      .then((result) => {
        if (result.ran && (result.raised > 0 || result.resolved > 0)) {
          this.logger.log(`Alert check: ${result.raised} raised, ${result.resolved} resolved in ${result.ms} ms`);
        }
        return result;
      })
      .catch((error: unknown) => {
        this.logger.error(`Alert check failed: ${(error as Error).message}`);
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Runs a round and answers its result (tests, bench). */
  run(): Promise<AlertCheckResult> {
    return runAlertCheck(this.dataSource);
  }
}
