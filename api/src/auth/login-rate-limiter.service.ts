import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';

export interface LoginBlock {
  blocked: boolean;
  /** Seconds until the window ends (for Retry-After), when blocked. */
  retryAfterSeconds: number;
}

/** One counter an attempt is charged to, and how many attempts it allows in a window. */
interface Counter {
  key: string;
  limit: number;
}

/**
 * The counters one sign-in attempt is charged to: a browser holding a valid device cookie
 * of the user is charged on its device counter alone; any other attempt on its username +
 * client address and on the client address.
 */
export type LoginKeys =
  | { kind: 'device'; device: string }
  /** The code step of a two-factor sign-in: one counter per user, whatever the address (LOGIN_MAX_FAILURES). */
  | { kind: 'second-factor'; user: string }
  | {
      kind: 'address';
      /** Lower-cased username + client address (LOGIN_MAX_FAILURES). */
      user: string;
      /** The client address alone, whatever the username (LOGIN_MAX_FAILURES_PER_ADDRESS). */
      address: string;
    };

/**
 * Counts sign-in attempts in PostgreSQL (table login_failures), so the limit holds across
 * API processes. An attempt is counted BEFORE the password is checked, in one atomic
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING, so 40 attempts sent at once are counted
 * 1..40 and all past the limit get 429 (reading the count first and writing it after the
 * check let them all through). A successful sign-in takes its attempt back: it clears its
 * username's (or device's) counter and gives the address one back, so only failures count.
 * A counter older than LOGIN_FAILURE_WINDOW_MINUTES starts again at 1. Times come from the
 * database clock.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The counter of a two-factor sign-in's code step. */
  secondFactorKeys(userId: number): LoginKeys {
    return { kind: 'second-factor', user: `second-factor|${userId}` };
  }

  /** The counters of an attempt; `deviceNonce` when the browser holds a valid device cookie of this username. */
  keysFor(username: string, clientAddress: string | undefined, deviceNonce?: string): LoginKeys {
    if (deviceNonce) return { kind: 'device', device: `device|${deviceNonce}` };
    const address = clientAddress ?? 'unknown';
    return { kind: 'address', user: `${username.trim().toLowerCase()}|${address}`, address: `address|${address}` };
  }

  private get windowSeconds(): number {
    return Math.round(this.config.loginFailureWindowMinutes * 60);
  }

  private countersOf(keys: LoginKeys): Counter[] {
    if (keys.kind === 'device') return [{ key: keys.device, limit: this.config.loginMaxFailures }];
    if (keys.kind === 'second-factor') return [{ key: keys.user, limit: this.config.loginMaxFailures }];
    return [
      { key: keys.user, limit: this.config.loginMaxFailures },
      { key: keys.address, limit: this.config.loginMaxFailuresPerAddress },
    ];
  }

  /** Counts one attempt on each of its counters; blocked when any is past its limit. */
  async countAttempt(keys: LoginKeys): Promise<LoginBlock> {
    const counters = this.countersOf(keys);
    const rows = await this.dataSource.query<Array<{ key: string; count: number; retry_after: number }>>(
      `INSERT INTO login_failures AS f (key, count, first_failed_at) SELECT unnest($1::text[]), 1, now()
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN f.first_failed_at <= now() - make_interval(secs => $2) THEN 1 ELSE f.count + 1 END,
         first_failed_at = CASE WHEN f.first_failed_at <= now() - make_interval(secs => $2) THEN now() ELSE f.first_failed_at END
       RETURNING key, count,
         CEIL(EXTRACT(EPOCH FROM (first_failed_at + make_interval(secs => $2) - now())))::int AS retry_after`,
      [counters.map((counter) => counter.key), this.windowSeconds],
    );
    const limits = new Map(counters.map((counter) => [counter.key, counter.limit]));
    // An attempt within the limit is attempt number <= max; the one after it is refused.
    const over = rows.filter((row) => row.count > (limits.get(row.key) ?? 0));
    if (over.length === 0) return { blocked: false, retryAfterSeconds: 0 };
    return { blocked: true, retryAfterSeconds: Math.max(1, ...over.map((row) => row.retry_after)) };
  }

  /** Prunes counters whose window is over (run after a failure; cheap with the primary key index small). */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE first_failed_at <= now() - make_interval(secs => $1)`, [
      this.windowSeconds,
    ]);
  }

  /** After a successful sign-in: its username's (or device's) counter is cleared, the address gets its attempt back. */
  async succeeded(keys: LoginKeys): Promise<void> {
    if (keys.kind !== 'address') {
      await this.dataSource.query(`DELETE FROM login_failures WHERE key = $1`, [
        keys.kind === 'device' ? keys.device : keys.user,
      ]);
      return;
    }
    await this.dataSource.query(
      `WITH cleared AS (DELETE FROM login_failures WHERE key = $1),
            emptied AS (DELETE FROM login_failures WHERE key = $2 AND count <= 1)
       UPDATE login_failures SET count = count - 1 WHERE key = $2 AND count > 1`,
      [keys.user, keys.address],
    );
  }
}
