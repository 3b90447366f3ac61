import { Logger, Provider } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';

/** Injection token of the small pg pool used by the session store (connect-pg-simple). */
export const SESSION_POOL = Symbol('SESSION_POOL');

export const sessionPoolProvider: Provider = {
  provide: SESSION_POOL,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Pool => {
    const logger = new Logger('SessionPool');
    const pool = new Pool({ connectionString: config.databaseUrl, max: 4, application_name: 'hydrant-api-sessions' });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', (error) => logger.warn(`Idle session-store connection failed: ${error.message}`));
    return pool;
  },
};
