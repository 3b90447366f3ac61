/**
 * TypeORM CLI data source (`npm run migration:run|migration:revert -w @hydrant/api`,
 * which build first and point the CLI at dist/database/data-source.js).
 *
 * Uses DATABASE_URL when set; otherwise starts the same embedded PostgreSQL as the
 * API (PG_DATA_DIR, EMBEDDED_PG_PORT) and stops it when the CLI exits. The API itself
 * does not use this file: it builds its options with buildDataSourceOptions() and
 * runs pending migrations at start.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { cliDatabaseUrl } from './cli-database-url.js';

async function createCliDataSource(): Promise<DataSource> {
  const config = loadConfig(process.env);
  const { url, label } = await cliDatabaseUrl(config);
  if (!config.databaseUrl) console.log(`Using ${label}`);
  return new DataSource(buildDataSourceOptions(url, 2));
}

export default createCliDataSource();
