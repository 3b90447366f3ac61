import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataUrl, hydrantInput, PNG } from '../../test/hydrant-fixtures.js';
import { createTestApp, runSql, TestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { runAlertCheck } from '../alerts/alert-check.service.js';
import { ALERT_CHECK_CUTOFF_SETTING } from '../alerts/alert.constants.js';

const API_ROOT = resolve(import.meta.dirname, '..', '..');

/** Runs `npm run backup` / `npm run restore`'s program from the build (as the root scripts do after tsc). */
function cli(name: 'backup' | 'restore', file: string, databaseUrl: string): { status: number | null; output: string } {
  const script = join(API_ROOT, 'dist', 'backup', `${name}.cli.js`);
  if (!existsSync(script)) {
    expect(spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: API_ROOT, stdio: 'inherit' }).status).toBe(0);
  }
  const result = spawnSync(process.execPath, [script, file], {
    cwd: API_ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The alert check's cutoff kept in app_settings (none: the next round is a full one). */
async function cutoff(sql: TestApp['sql']): Promise<unknown[]> {
  return sql(`SELECT value FROM app_settings WHERE name = $1`, [ALERT_CHECK_CUTOFF_SETTING]);
}

async function signIn(t: TestApp): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(t.server);
  await agent.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
  return agent;
}

describe('npm run backup / npm run restore (pg_dump -Fc, pg_restore)', () => {
  let dir: string;
  let source: TestApp | undefined;
  let target: TestDatabase | undefined;
  let sourceRunning = false;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hydrant-backup-'));
  });

  afterAll(async () => {
    if (sourceRunning) await source?.app.close();
    await source?.db.drop();
    await target?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('backs up the records and their photos, and restores them into an empty database and over later changes', async () => {
    source = await createTestApp();
    sourceRunning = true;
    const agent = await signIn(source);
    const kept = (
      await agent
        .post('/api/hydrants')
        .send(hydrantInput({ photos: [dataUrl('image/png', PNG)] }))
        .expect(201)
    ).body as { id: number; hydrantId: string; photos: string[] };
    expect(kept.photos).toHaveLength(1);
    // The alert check ran on the site: the dump holds its cutoff.
    await runAlertCheck(source.app.get(DataSource));
    expect(await cutoff(source.sql)).toHaveLength(1);

    const file = join(dir, 'site.dump');
    const backup = cli('backup', file, source.db.url);
    expect(backup).toEqual({ status: 0, output: expect.stringContaining(`to ${file}`) });
    expect((await stat(file)).size).toBeGreaterThan(0);

    // After the backup: the kept hydrant is deleted and another one is added.
    await source.sql('DELETE FROM hydrant_photos WHERE hydrant_id = $1', [kept.id]);
    await source.sql('DELETE FROM hydrants WHERE id = $1', [kept.id]);
    const later = (await agent.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };

    // 1. Into a new, empty database: a new site from the backup, served by an app started on it.
    target = await createTestDatabase();
    expect(cli('restore', file, target.url)).toEqual({ status: 0, output: expect.stringContaining('Restored') });
    // As after a restore through the API: the next alert check is a full one.
    expect(await cutoff((text, params) => runSql(target!.url, text, params))).toEqual([]);
    const restoredApp = await createTestApp({ db: target });
    try {
      const restored = await signIn(restoredApp);
      const hydrant = (await restored.get(`/api/hydrants/${kept.id}`).expect(200)).body as {
        hydrantId: string;
        photos: string[];
      };
      expect(hydrant.hydrantId).toBe(kept.hydrantId);
      const photo = await restored.get(hydrant.photos[0]).expect(200);
      expect(Buffer.compare(photo.body as Buffer, PNG)).toBe(0);
      await restored.get(`/api/hydrants/${later.id}`).expect(404);
    } finally {
      await restoredApp.app.close();
    }

    // 2. Over the changed database (the API stopped first): back to the state of the backup.
    await source.app.close();
    sourceRunning = false;
    expect(cli('restore', file, source.db.url).status).toBe(0);
    expect(await cutoff(source.sql)).toEqual([]);
    const rows = await source.sql<{ id: number }>('SELECT id FROM hydrants ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
    const photos = await source.sql<{ n: string }>('SELECT count(*) AS n FROM hydrant_photos');
    expect(Number(photos[0].n)).toBe(1);
  });

  it('refuses a file that is not a backup, and leaves the database as it was', async () => {
    const t = await createTestApp();
    try {
      const agent = await signIn(t);
      await agent.post('/api/hydrants').send(hydrantInput()).expect(201);
      const result = cli('restore', join(API_ROOT, 'package.json'), t.db.url);
      expect(result.status).toBe(1);
      expect(result.output).toMatch(/Restore failed/);
      await agent.get('/api/hydrants?page=1&pageSize=5').expect(200);
      expect(Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM hydrants'))[0].n)).toBe(1);
    } finally {
      await t.close();
    }
  });
});
