import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { retryDelaySeconds } from './notification-config.js';
import type { NotificationEvent, NotificationPayload } from './notification-delivery.entity.js';
import { Mailer, postWebhook, subjectOf, textOf, webhookBody } from './notification-senders.js';

/** How long a claimed delivery is kept from other workers while it is being sent. */
const LEASE_SECONDS = 300;
const BATCH = 50;

interface Claimed {
  id: number;
  event: NotificationEvent;
  payload: NotificationPayload;
  attempts: number;
  kind: 'email' | 'webhook';
  address: string;
  secret: string | null;
  reason: string | null;
  expected_return: string | null;
}

export interface WorkerRound {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox (notification_deliveries) after commit: the trigger's rows are seen only
 * once their transaction committed. A round claims due rows in one statement with
 * FOR UPDATE SKIP LOCKED and leases them (next_attempt_at moves past the send), so several
 * API processes never send the same row twice; a process that dies mid-send leaves its rows
 * to be sent again after the lease. Failures are retried with exponential backoff until
 * NOTIFY_MAX_ATTEMPTS, then kept as 'failed'. Nothing here runs in a user's request.
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationWorker.name);
  private readonly mailer: Mailer;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<WorkerRound> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.mailer = new Mailer(config.notifications);
  }

  get smtpConfigured(): boolean {
    return this.mailer.configured;
  }

  onApplicationBootstrap(): void {
    const seconds = this.config.notifications.pollSeconds;
    if (seconds < 0) return;
    this.timer = setInterval(() => void this.tick(), seconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.mailer.close();
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    try {
      await this.runOnce();
    } catch (error) {
      this.logger.warn(`Notification round failed: ${(error as Error).message}`);
    }
  }

  /** One round: claim what is due, send it, record the outcome. Rounds never overlap in one process. */
  runOnce(): Promise<WorkerRound> {
    this.running ??= this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(): Promise<WorkerRound> {
    const [claimed] = await this.dataSource.query<[Claimed[], number]>(
      `UPDATE notification_deliveries d
          SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
         FROM notification_targets t
        WHERE t.id = d.target_id
          AND d.id IN (SELECT id FROM notification_deliveries
                        WHERE status = 'pending' AND next_attempt_at <= now()
                        ORDER BY next_attempt_at, id LIMIT $1
                        FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.event, d.payload, d.attempts, t.kind, t.address, t.secret,
                  -- An out-of-service event tells the reason and expected return of the open period.
                  (SELECT o.reason FROM hydrant_out_of_service o
                    WHERE o.hydrant_id = d.hydrant_id AND o.ended_at IS NULL AND d.event = 'out-of-service') AS reason,
                  (SELECT to_char(o.expected_return, 'YYYY-MM-DD') FROM hydrant_out_of_service o
                    WHERE o.hydrant_id = d.hydrant_id AND o.ended_at IS NULL AND d.event = 'out-of-service') AS expected_return`,
      [BATCH, LEASE_SECONDS],
    );
    const outcomes = await Promise.allSettled(claimed.map((row) => this.deliver(row)));
    let sent = 0;
    let failed = 0;
    for (const [index, outcome] of outcomes.entries()) {
      const row = claimed[index];
      if (outcome.status === 'fulfilled') {
        sent += 1;
        await this.dataSource.query(
          `UPDATE notification_deliveries SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`,
          [row.id],
        );
      } else {
        failed += 1;
        const message = String((outcome.reason as Error)?.message ?? outcome.reason).slice(0, 1000);
        const giveUp = row.attempts >= this.config.notifications.maxAttempts;
        await this.dataSource.query(
          `UPDATE notification_deliveries
              SET status = CASE WHEN $2 THEN 'failed' ELSE 'pending' END,
                  next_attempt_at = now() + make_interval(secs => $3), last_error = $4
            WHERE id = $1`,
          [row.id, giveUp, retryDelaySeconds(this.config.notifications, row.attempts), message],
        );
        this.logger.warn(`Notification ${row.id} to ${row.kind} failed (attempt ${row.attempts}): ${message}`);
      }
    }
    return { sent, failed };
  }

  private async deliver(claimed: Claimed): Promise<void> {
    const row = {
      ...claimed,
      payload: { ...claimed.payload, reason: claimed.reason, expectedReturn: claimed.expected_return },
    };
    if (row.kind === 'email') {
      await this.mailer.send(row.address, subjectOf(row.event, row.payload), textOf(row.event, row.payload));
    } else {
      await postWebhook(
        row.address,
        row.secret ?? '',
        row.event,
        webhookBody(row.id, row.event, row.payload),
        this.config.notifications.allowPrivateTargets,
      );
    }
  }
}
