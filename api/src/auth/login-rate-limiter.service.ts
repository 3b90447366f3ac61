import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export interface LoginBlock {
  blocked: boolean;
  /** Seconds until the window ends (for Retry-After), when blocked. */
  retryAfterSeconds: number;
}

/**
 * Counts failed logins per key (lower-cased username + client address) in PostgreSQL,
 * so the limit holds across API processes. After LOGIN_MAX_FAILURES failures within
 * LOGIN_FAILURE_WINDOW_MINUTES the key is blocked until the window ends; a successful
 * login clears it. Times come from the database clock.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  keyFor(username: string, clientAddress: string | undefined): string {
    return `${username.trim().toLowerCase()}|${clientAddress ?? 'unknown'}`;
  }

  private get windowSeconds(): number {
    return Math.round(this.config.loginFailureWindowMinutes * 60);
  }

  async check(key: string): Promise<LoginBlock> {
    const rows = await this.dataSource.query<Array<{ count: number; retry_after: number }>>(
      `SELECT count,
              CEIL(EXTRACT(EPOCH FROM (first_failed_at + make_interval(secs => $2) - now())))::int AS retry_after
         FROM login_failures
        WHERE key = $1 AND first_failed_at > now() - make_interval(secs => $2)`,
      [key, this.windowSeconds],
    );
    const row = rows[0];
    if (!row || row.count < this.config.loginMaxFailures) return { blocked: false, retryAfterSeconds: 0 };
    return { blocked: true, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  /** Adds one failure (starting a new window when the old one is over) and prunes expired rows. */
  async recordFailure(key: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO login_failures (key, count, first_failed_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN login_failures.first_failed_at <= now() - make_interval(secs => $2)
                      THEN 1 ELSE login_failures.count + 1 END,
         first_failed_at = CASE WHEN login_failures.first_failed_at <= now() - make_interval(secs => $2)
                      THEN now() ELSE login_failures.first_failed_at END`,
      [key, this.windowSeconds],
    );
    await this.dataSource.query(`DELETE FROM login_failures WHERE first_failed_at <= now() - make_interval(secs => $1)`, [
      this.windowSeconds,
    ]);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_failures WHERE key = $1', [key]);
  }
}
