import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminAgent, PNG } from '../../test/hydrant-fixtures.js';
import { createTestApp, runSql } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { buildDataSourceOptions, runMigrationsLocked } from './data-source-options.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Upgrading TypeORM must not disturb a site's database: a database the TypeORM 0.3
 * build made and filled (test/fixtures/typeorm-0.3-database.sql, a pg_dump of it) is
 * taken as it is (only migrations that landed after that build run on it), and the old
 * build's migrations, run by the current TypeORM on an empty database, still build
 * exactly the schema the old build built.
 */
const OLD_BUILD_DUMP = readFileSync(
  join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'typeorm-0.3-database.sql'),
  'utf8',
);

/**
 * A CHECK's text as PostgreSQL prints it depends on how it was created: restoring a dump
 * turns `x IN ('a', 'b')` into an equivalent with other casts. Compared without casts,
 * parentheses and spaces.
 */
const normalisedCheck = (def: string): string => def.replace(/::[a-z ]+(\[\])?/g, '').replace(/[()\s]/g, '');

/** What a schema consists of, in comparable form (no generated values such as sequence positions). */
async function schemaOf(url: string): Promise<Record<string, unknown[]>> {
  const constraints = await runSql<{ table: string; conname: string; def: string }>(
    url,
    `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid <> 0 ORDER BY 1, 2`,
  );
  return {
    constraints: constraints.map((row) => (row.def.startsWith('CHECK') ? { ...row, def: normalisedCheck(row.def) } : row)),
    columns: await runSql(
      url,
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length, is_identity
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    ),
    indexes: await runSql(url, `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`),
    triggers: await runSql(
      url,
      `SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`,
    ),
    functions: await runSql(
      url,
      `SELECT p.proname, pg_get_functiondef(p.oid) AS def FROM pg_proc p
         WHERE p.pronamespace = 'public'::regnamespace
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
         ORDER BY 1`,
    ),
  };
}

const extensionsOf = async (url: string): Promise<string[]> =>
  (await runSql<{ extname: string }>(url, `SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY 1`)).map(
    (row) => row.extname,
  );

const migrationRows = (url: string) => runSql(url, `SELECT id, "timestamp"::text, name FROM migrations ORDER BY id`);

const OLD_BUILD_MIGRATIONS = [
  { id: 1, timestamp: '1795300000000', name: 'InitialSchema1795300000000' },
  { id: 2, timestamp: '1795400000000', name: 'Hydrants1795400000000' },
  { id: 3, timestamp: '1795400000001', name: 'Zones1795400000001' },
];

/** The migrations the old build had; later ones are pending on its database. */
const OLD_BUILD_MIGRATION_CLASSES = MIGRATIONS.filter((migration) =>
  OLD_BUILD_MIGRATIONS.some((row) => row.name === migration.name),
);
const LATER_MIGRATIONS = MIGRATIONS.filter((migration) => !OLD_BUILD_MIGRATION_CLASSES.includes(migration));

describe('a database made by the TypeORM 0.3 build (e2e)', () => {
  let oldDb: TestDatabase;

  beforeAll(async () => {
    oldDb = await createTestDatabase();
    await runSql(oldDb.url, OLD_BUILD_DUMP);
  });

  afterAll(async () => {
    await oldDb?.drop();
  });

  it('the landed migrations, run now on an empty database, build the schema the old build built', async () => {
    expect(OLD_BUILD_MIGRATION_CLASSES).toHaveLength(OLD_BUILD_MIGRATIONS.length);
    const fresh = await createTestDatabase();
    try {
      const options = { ...buildDataSourceOptions(fresh.url, 2), migrations: OLD_BUILD_MIGRATION_CLASSES };
      const dataSource = await new DataSource(options).initialize();
      try {
        expect(await runMigrationsLocked(dataSource)).toEqual(OLD_BUILD_MIGRATIONS.map((row) => row.name));
      } finally {
        await dataSource.destroy();
      }
      expect(await schemaOf(fresh.url)).toEqual(await schemaOf(oldDb.url));
      expect(await migrationRows(fresh.url)).toEqual(OLD_BUILD_MIGRATIONS);
      // The old TypeORM also created "uuid-ossp" by itself (for hydrant_photos' uuid key); the migrations never needed it.
      expect(await extensionsOf(oldDb.url)).toEqual(['cube', 'earthdistance', 'pg_trgm', 'uuid-ossp']);
      expect(await extensionsOf(fresh.url)).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm']));
    } finally {
      await fresh.drop();
    }
  });

  it('runs on it only the migrations that landed after that build, leaving no schema change to make', async () => {
    const dataSource = await new DataSource(buildDataSourceOptions(oldDb.url, 2)).initialize();
    try {
      expect(await dataSource.showMigrations()).toBe(LATER_MIGRATIONS.length > 0);
      expect(await runMigrationsLocked(dataSource)).toEqual(LATER_MIGRATIONS.map((migration) => migration.name));
      expect(await dataSource.showMigrations()).toBe(false);
      const sql = await dataSource.driver.createSchemaBuilder().log();
      expect(sql.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
    expect((await migrationRows(oldDb.url)).slice(0, OLD_BUILD_MIGRATIONS.length)).toEqual(OLD_BUILD_MIGRATIONS);
  });

  it('the app starts on it: the old administrator signs in and every record reads as it was saved', async () => {
    const testApp = await createTestApp({ db: oldDb });
    try {
      const agent = await adminAgent(testApp.server);
      const list = await agent.get('/api/hydrants').query({ pageSize: 25 }).expect(200);
      expect(list.body.total).toBe(3);
      const first = await agent.get('/api/hydrants/1').expect(200);
      expect(first.body).toMatchObject({
        hydrantId: 'F-0001',
        address: '100 Fixture St',
        latitude: 39.8,
        longitude: -89.64,
        status: 'operational',
        pressure: 72,
        flowRate: 1200,
        flowClass: 'A',
        lastInspection: '2026-10-01',
        area: 'Downtown',
        inspector: 'J. Smith',
        checklist: ['Cap Present', 'No Leaks'],
        notes: 'made by the TypeORM 0.3 build',
        createdAt: '2026-11-23T13:54:28.474Z',
      });
      expect(first.body.photos).toEqual(['/api/hydrant-photos/402b1d88-e507-44bf-a158-25f75a1c7fa2']);
      const photo = await agent.get(first.body.photos[0]).buffer(true).expect(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(photo.body as Buffer, PNG)).toBe(0);

      // The stored earth column of the old rows drives the proximity search.
      const nearby = await agent.get('/api/hydrants/nearby').query({ lat: 39.8, lng: -89.64, radius: 5 }).expect(200);
      expect(nearby.body.items.map((row: { hydrantId: string }) => row.hydrantId)).toEqual(['F-0001', 'F-0002']);

      const zones = await agent.get('/api/zones').expect(200);
      expect(zones.body).toEqual([
        expect.objectContaining({
          name: 'Fixture Zone',
          color: 'red',
          assignedPersonnel: ['Capt. R. Alvarez'],
          hydrantCounts: { operational: 1, maintenance: 1, outOfService: 0, total: 2 },
        }),
      ]);

      // New records continue the old sequences.
      const created = await agent
        .post('/api/hydrants')
        .send({ hydrantId: 'F-0004', address: '400 New St', latitude: 39.81, longitude: -89.64, area: 'Downtown' })
        .expect(201);
      expect(created.body.id).toBe(4);
      expect(await testApp.sql(`SELECT username FROM users`)).toEqual([{ username: 'admin' }]);
      await request(testApp.server).get('/api/health').expect(200);
    } finally {
      await testApp.close();
    }
  });
});
