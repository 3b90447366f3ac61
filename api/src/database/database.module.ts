import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { installAuditActor } from '../audit/audit-actor.js';
import { installWriteContext } from '../idempotency/write-context.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions, runMigrationsLocked } from './data-source-options.js';
import { DatabaseLifecycle } from './database-lifecycle.service.js';
import { DatabaseAvailability } from './outage/database-availability.service.js';
import { installCommitTracking } from './outage/commit-tracker.js';
import { SESSION_POOL, sessionPoolProvider } from './session-pool.provider.js';

/**
 * TypeORM over PostgreSQL. The data source is connected and migrated before any other
 * provider that needs it is created, so services may assume the schema is current.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl)
          throw new Error('No database URL: set DATABASE_URL (main.ts starts an embedded server otherwise)');
        return { ...buildDataSourceOptions(config.databaseUrl, config.dbPoolSize), retryAttempts: 5, retryDelay: 2000 };
      },
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        // First, so every runner's COMMIT is watched (a retry after an outage must know what committed).
        installCommitTracking(dataSource);
        // Every connection carries the acting user for the audit trigger.
        installAuditActor(dataSource);
        // A keyed write runs in one transaction, and field times reach the field tables' trigger (DECISIONS §15).
        installWriteContext(dataSource);
        try {
          const applied = await runMigrationsLocked(dataSource);
          if (applied.length > 0) new Logger('Migrations').log(`Applied ${applied.join(', ')}`);
          return dataSource;
        } catch (error) {
          await dataSource.destroy().catch(() => undefined);
          throw error;
        }
      },
    }),
  ],
  providers: [sessionPoolProvider, DatabaseLifecycle, DatabaseAvailability],
  exports: [SESSION_POOL, DatabaseLifecycle, DatabaseAvailability],
})
export class DatabaseModule {}
