import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { SESSION_POOL } from './session-pool.provider.js';

/** May return a promise: it is awaited. */
type Task = () => unknown;

/**
 * Closes database resources in a fixed order when the app shuts down: first whatever
 * still uses a connection (e.g. the session store's prune timer), then the session pool
 * and the TypeORM data source, then tasks that need the database gone (stopping the
 * embedded PostgreSQL server).
 */
@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseLifecycle.name);
  private readonly beforeClose: Task[] = [];
  private readonly afterClose: Task[] = [];
  private closed = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SESSION_POOL) private readonly sessionPool: Pool,
  ) {}

  onBeforeClose(task: Task): void {
    this.beforeClose.push(task);
  }

  onAfterClose(task: Task): void {
    this.afterClose.push(task);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const task of this.beforeClose) await this.run(task);
    await this.run(() => this.sessionPool.end());
    await this.run(() => (this.dataSource.isInitialized ? this.dataSource.destroy() : undefined));
    for (const task of this.afterClose) await this.run(task);
  }

  private async run(task: Task): Promise<void> {
    try {
      await task();
    } catch (error) {
      this.logger.error(`Shutdown step failed: ${(error as Error).message}`);
    }
  }
}
