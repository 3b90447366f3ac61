import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, Notification } from 'pg';
import { DataSource } from 'typeorm';
import { isRole } from '../auth/min-role.decorator.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { CHANGES_CHANNEL, SESSIONS_CHANNEL } from '../database/migrations/1796000000100-live-events.js';
import { ChangeRow, EventHub } from './event-hub.js';

interface ChangesPayload {
  changes?: ChangeRow[];
  tables?: string[];
  reset?: boolean;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/**
 * One dedicated PostgreSQL connection per process that LISTENs for the changes and ended
 * sessions the database announces at commit (migration LiveEvents1796000000100), and hands
 * them to this process's streams. When the connection drops it reconnects with backoff,
 * and then tells every stream to refetch: notifications sent meanwhile are lost.
 */
@Injectable()
export class ChangeListener implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('LiveEvents');
  readonly hub: EventHub;
  private client: Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private everConnected = false;
  /** Notifications are handled one after another: see onNotification. */
  private handled: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.hub = new EventHub(config.events.heartbeatSeconds);
  }

  /** Listening before the app serves, so a change committed after start reaches every stream. */
  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  /** Streams end before the HTTP server closes (an open stream would keep it waiting). */
  onModuleDestroy(): void {
    this.stopped = true;
    this.hub.close();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'hydrant-api-events' });
    client.on('notification', (message) => {
      // In commit order, each after the last: a change committed after a user's role changed
      // reaches their streams only once the new role applies (no record leaks under the old one).
      this.handled = this.handled
        .then(() => this.onNotification(message))
        .catch((error: unknown) => this.logger.warn(`A change notification failed: ${(error as Error).message}`));
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    // Anything committed while no connection listened was missed: every console refetches.
    if (this.everConnected) {
      this.logger.log('Listening for changes again; consoles refetch');
      this.hub.publishReset();
    }
    this.everConnected = true;
  }

  private lost(client: Client, error?: unknown): void {
    if (this.client !== undefined && this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.stopped || this.retryTimer) return;
    const reason = error instanceof Error ? error.message : 'connection ended';
    this.logger.warn(`The change listener lost its connection (${reason}); retrying in ${this.retryMs} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private async onNotification(message: Notification): Promise<void> {
    if (message.channel === SESSIONS_CHANNEL) {
      if (message.payload) this.hub.endSessions(message.payload.split(','));
      return;
    }
    if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
    let payload: ChangesPayload;
    try {
      payload = JSON.parse(message.payload) as ChangesPayload;
    } catch {
      this.logger.warn('A change notification was not JSON; consoles refetch');
      this.hub.publishReset();
      return;
    }
    if (payload.reset) this.hub.publishReset();
    if (payload.tables) this.hub.publishTables(payload.tables);
    if (payload.changes) {
      this.hub.publishChanges(payload.changes);
      for (const [table, id] of payload.changes) {
        if (table === 'users' && id !== null && this.hub.hasUser(Number(id))) await this.refreshUser(Number(id));
      }
    }
    if (payload.tables?.includes('users')) await this.refreshAllUsers();
  }

  /** A user's row changed: their streams take the new role, or close when the user is disabled or gone. */
  private async refreshUser(userId: number): Promise<void> {
    try {
      const rows = await this.dataSource.query<Array<{ role: string; disabled: boolean }>>(
        'SELECT role, disabled FROM users WHERE id = $1',
        [userId],
      );
      const row = rows[0];
      this.hub.updateUser(userId, row && !row.disabled && isRole(row.role) ? row.role : null);
    } catch (error) {
      this.logger.warn(`Reading user ${userId} after a change failed: ${(error as Error).message}`);
    }
  }

  private async refreshAllUsers(): Promise<void> {
    for (const userId of this.hub.userIds()) await this.refreshUser(userId);
  }
}
