import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { buildDataSourceOptions, runMigrationsLocked } from './data-source-options.js';
import { MIGRATIONS } from './migrations/index.js';

const APP_TABLES = [
  'alert_open_counts',
  'alerts',
  'api_tokens',
  'app_settings',
  'audit_log',
  'department_settings',
  'equipment',
  'equipment_services',
  'feed_changes',
  'flow_tests',
  'history_day_counts',
  'hydrant_analytics_counts',
  'hydrant_map_cells',
  'hydrant_out_of_service',
  'hydrant_page_block_counts',
  'hydrant_page_blocks',
  'hydrant_photos',
  'hydrant_status_counts',
  'hydrants',
  'idempotency_keys',
  'inspection_day_counts',
  'login_failures',
  'maintenance_history',
  'maintenance_history_photos',
  'maintenance_schedules',
  'notification_deliveries',
  'notification_targets',
  'personnel',
  'schedule_day_counts',
  'session',
  'user_recovery_codes',
  'user_second_factors',
  'users',
  'zones',
];

describe('migrations (e2e)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(db.url, 2)).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const tables = async (): Promise<string[]> =>
    (
      await dataSource.query<
        Array<{
          table_name: string;
        }>
      >(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`)
    )
      .map((row) => row.table_name)
      .filter((name) => name !== 'migrations');

  it('run up, all the way down, and up again', async () => {
    expect(await runMigrationsLocked(dataSource)).toHaveLength(MIGRATIONS.length);
    expect(await tables()).toEqual(APP_TABLES);
    const indexes = await dataSource.query<
      Array<{
        indexname: string;
      }>
    >(`SELECT indexname FROM pg_indexes WHERE tablename = 'session'`);
    expect(indexes.map((row) => row.indexname).sort()).toEqual(['IDX_session_expire', 'IDX_session_user_id', 'session_pkey']);
    expect(await dataSource.showMigrations()).toBe(false);

    for (let i = 0; i < MIGRATIONS.length; i += 1) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toEqual([]);

    expect(await runMigrationsLocked(dataSource)).toHaveLength(MIGRATIONS.length);
    expect(await tables()).toEqual(APP_TABLES);
  });

  it('the entities match the migrated schema (no pending schema change)', async () => {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    // The session table is connect-pg-simple's, not an entity, so it is left alone.
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });
});
