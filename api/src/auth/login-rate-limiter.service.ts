import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';

export interface LoginBlock {
  blocked: boolean;
  /** Seconds until the window ends (for Retry-After), when blocked. */
  retryAfterSeconds: number;
}

/** The counters one sign-in attempt is charged to. */
export interface LoginKeys {
  /** Lower-cased username + client address (LOGIN_MAX_FAILURES). */
  user: string;
  /** The client address alone, whatever the username (LOGIN_MAX_FAILURES_PER_ADDRESS). */
  address: string;
}

/**
 * Counts sign-in attempts in PostgreSQL (table login_failures), so the limit holds across
 * API processes, per username + client address and per client address. An attempt is
 * counted BEFORE the password is checked, in one atomic INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING, so 40 attempts sent at once are counted 1..40 and all past the limit
 * get 429 (reading the count first and writing it after the check let them all through).
 * A successful sign-in takes its attempt back: it clears its username's counter and
 * gives the address one back, so only failures count. A counter older than
 * LOGIN_FAILURE_WINDOW_MINUTES starts again at 1. Times come from the database clock.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  keysFor(username: string, clientAddress: string | undefined): LoginKeys {
    const address = clientAddress ?? 'unknown';
    return { user: `${username.trim().toLowerCase()}|${address}`, address: `address|${address}` };
  }

  private get windowSeconds(): number {
    return Math.round(this.config.loginFailureWindowMinutes * 60);
  }

  /** Counts one attempt on both counters; blocked when either is past its limit. */
  async countAttempt(keys: LoginKeys): Promise<LoginBlock> {
    const rows = await this.dataSource.query<Array<{ key: string; count: number; retry_after: number }>>(
      `INSERT INTO login_failures AS f (key, count, first_failed_at) VALUES ($1, 1, now()), ($2, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN f.first_failed_at <= now() - make_interval(secs => $3) THEN 1 ELSE f.count + 1 END,
         first_failed_at = CASE WHEN f.first_failed_at <= now() - make_interval(secs => $3) THEN now() ELSE f.first_failed_at END
       RETURNING key, count,
         CEIL(EXTRACT(EPOCH FROM (first_failed_at + make_interval(secs => $3) - now())))::int AS retry_after`,
      [keys.user, keys.address, this.windowSeconds],
    );
    const limits: Record<string, number> = {
      [keys.user]: this.config.loginMaxFailures,
      [keys.address]: this.config.loginMaxFailuresPerAddress,
    };
    // An attempt within the limit is attempt number <= max; the one after it is refused.
    const over = rows.filter((row) => row.count > limits[row.key]);
    if (over.length === 0) return { blocked: false, retryAfterSeconds: 0 };
    return { blocked: true, retryAfterSeconds: Math.max(1, ...over.map((row) => row.retry_after)) };
  }

  /** Prunes counters whose window is over (run after a failure; cheap with the primary key index small). */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE first_failed_at <= now() - make_interval(secs => $1)`, [
      this.windowSeconds,
    ]);
  }

  /** After a successful sign-in: its username's counter is cleared, the address gets its attempt back. */
  async succeeded(keys: LoginKeys): Promise<void> {
    await this.dataSource.query(
      `WITH cleared AS (DELETE FROM login_failures WHERE key = $1),
            emptied AS (DELETE FROM login_failures WHERE key = $2 AND count <= 1)
       UPDATE login_failures SET count = count - 1 WHERE key = $2 AND count > 1`,
      [keys.user, keys.address],
    );
  }
}
