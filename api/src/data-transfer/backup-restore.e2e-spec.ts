import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminAgent, dataUrl, demoAgent, hydrantInput, PNG } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { DATASETS, NOT_BACKED_UP } from './datasets.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/** The backup without its exportDate (the only thing that differs between two downloads of the same data). */
function comparable(text: string): Record<string, unknown> {
  const backup = JSON.parse(text) as Record<string, unknown>;
  delete backup.exportDate;
  return backup;
}

async function download(agent: Agent): Promise<request.Response> {
  return agent
    .get('/api/data-transfer/backup')
    .buffer(true)
    .parse((res, callback) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => callback(null, text));
    });
}

const upload = (agent: Agent, path: string, body: string | Buffer) =>
  agent
    .post(path)
    .set('Content-Type', 'application/octet-stream')
    .send(Buffer.isBuffer(body) ? body : Buffer.from(body));

/** Data in every maintenance and resources dataset: schedules, history (with a photo and a follow-up cycle), alerts, equipment, services, personnel, settings. */
async function seedOtherDatasets(agent: Agent): Promise<void> {
  const hydrants = (await agent.get('/api/hydrants').expect(200)).body.items as Array<{ id: number }>;
  const schedule = await agent
    .post('/api/maintenance')
    .send({ hydrantId: hydrants[0].id, scheduledDate: '2025-05-01', description: 'Flush and grease', priority: 'high' })
    .expect(201);
  await agent
    .patch(`/api/maintenance/${schedule.body.id}/complete`)
    .send({
      status: 'incomplete',
      technicianName: 'T. Tech',
      workPerformed: 'Flushed',
      issuesFound: 'Stem stuck',
      photos: [dataUrl('image/png', PNG)],
    })
    .expect(200);
  const hydrant = (await agent.get(`/api/hydrants/${hydrants[1].id}`).expect(200)).body as { version: number };
  await agent.patch(`/api/hydrants/${hydrants[1].id}`).send({ status: 'maintenance', version: hydrant.version }).expect(200);
  const equipment = await agent
    .post('/api/equipment')
    .send({
      name: 'SCBA 1',
      type: 'SCBA',
      serialNumber: 'SN-1',
      location: 'Station 1',
      assignedTo: 'Engine 1',
      nextMaintenance: '2026-01-01',
      purchaseDate: '2024-01-01',
      warranty: '5 years',
    })
    .expect(201);
  await agent
    .post(`/api/equipment/${equipment.body.id}/services`)
    .send({ serviceDate: '2025-01-01', performedBy: 'Shop', kind: 'inspection', result: 'pass', cost: 12.5 })
    .expect(201);
  await agent
    .post('/api/personnel')
    .send({
      name: 'R. Alvarez',
      rank: 'Captain',
      badge: 'B-7',
      department: 'Fire',
      certifications: ['EMT'],
      assignedZone: 'Zone 1',
    })
    .expect(201);
}

describe('Full Backup and restore (e2e)', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await createTestApp({ env: { RESTORE_LIMIT_MB: '1' } });
    agent = await adminAgent(t.server);
    await agent
      .post('/api/hydrants')
      .send(
        hydrantInput({
          hydrantId: 'B-1',
          checklist: ['Cap Present'],
          pressure: 60,
          lastInspection: '2025-01-02',
          photos: [dataUrl('image/png', PNG)],
        }),
      )
      .expect(201);
    await agent
      .post('/api/hydrants')
      .send(hydrantInput({ hydrantId: 'B-2', status: 'out-of-service', notes: 'Line "two"\nnext' }))
      .expect(201);
    await agent
      .post('/api/zones')
      .send({
        name: 'North',
        color: 'blue',
        coordinates: [
          [39.8, -89.65],
          [39.8, -89.6],
          [39.75, -89.6],
        ],
        assignedPersonnel: ['Capt. A'],
      })
      .expect(201);
    await seedOtherDatasets(agent);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('every table is either backed up or deliberately left out', async () => {
    const tables = await t.sql<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const dataSource = t.app.get(DataSource);
    const covered = new Set([...NOT_BACKED_UP, ...DATASETS.map((dataset) => dataSource.getMetadata(dataset.entity).tableName)]);
    expect(tables.map((row) => row.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('downloads a JSON backup with SPEC §9 fields, version 1.0, the system name and every dataset', async () => {
    const res = await download(agent);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hydrants-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.json"$/,
    );
    const backup = JSON.parse(res.body as string) as Record<string, unknown>;
    expect(backup).toMatchObject({ version: '1.0', system: 'HydrantOps', totalHydrants: 2, totalMaintenanceRecords: 1 });
    expect(typeof backup.exportDate).toBe('string');
    for (const dataset of DATASETS) expect(Array.isArray(backup[dataset.key])).toBe(true);
    const hydrants = backup.hydrants as Array<Record<string, unknown>>;
    expect(hydrants.map((h) => h.hydrantId)).toEqual(['B-1', 'B-2']);
    expect(hydrants[0]).toMatchObject({ checklist: ['Cap Present'], pressure: 60, lastInspection: '2025-01-02', version: 1 });
    const photos = backup.hydrantPhotos as Array<Record<string, unknown>>;
    expect(Buffer.from(photos[0].data as string, 'base64').equals(PNG)).toBe(true);
  });

  it('backup -> change everything -> restore gives back exactly the original (every dataset, ids and sequences)', async () => {
    const original = (await download(agent)).body as string;
    const hydrants = (await agent.get('/api/hydrants').expect(200)).body.items as Array<{ id: number }>;
    await agent.delete(`/api/hydrants/${hydrants[0].id}`).expect(204);
    await agent
      .post('/api/hydrants')
      .send(hydrantInput({ hydrantId: 'NEW-1' }))
      .expect(201);
    const zones = (await agent.get('/api/zones').expect(200)).body as Array<{ id: number }>;
    await agent.delete(`/api/zones/${zones[0].id}`).expect(204);

    const preview = await upload(agent, '/api/data-transfer/restore/preview', original).expect(200);
    expect(preview.body).toMatchObject({ valid: true, version: '1.0', system: 'HydrantOps', errorCount: 0, errors: [] });
    expect(preview.body.datasets).toEqual(
      expect.arrayContaining([
        { key: 'hydrants', inFile: 2, current: 2, presentInFile: true },
        { key: 'zones', inFile: 1, current: 0, presentInFile: true },
      ]),
    );
    const loggedBefore = (await t.sql<{ n: number }>('SELECT max(id)::int AS n FROM audit_log'))[0].n;
    const applied = await upload(agent, '/api/data-transfer/restore', original);
    expect(applied.body).toEqual(expect.objectContaining({ restored: expect.any(Array) }));
    // The audit trigger stands aside during a restore: one 'restore' entry, not one per record.
    const logged = await t.sql<{ action: string; actor_name: string; new_values: Record<string, number> }>(
      'SELECT action, actor_name, new_values FROM audit_log WHERE id > $1 ORDER BY id',
      [loggedBefore],
    );
    expect(logged).toEqual([
      { action: 'restore', actor_name: 'admin', new_values: expect.objectContaining({ hydrants: 2, zones: 1 }) },
    ]);
    expect(applied.body.restored).toEqual(expect.arrayContaining([{ key: 'hydrants', count: 2 }]));

    const restoredBackup = comparable((await download(agent)).body as string);
    expect(restoredBackup).toEqual(comparable(original));
    for (const key of [
      'maintenanceSchedules',
      'maintenanceHistory',
      'maintenanceHistoryPhotos',
      'alerts',
      'equipment',
      'equipmentServices',
      'personnel',
      'departmentSettings',
    ]) {
      expect({ key, n: (restoredBackup[key] as unknown[]).length }).not.toEqual({ key, n: 0 });
    }
    // Photos are served again, zones found by the map query, and new rows get fresh ids.
    const restored = (await agent.get('/api/hydrants').expect(200)).body.items as Array<{ id: number; photos: string[] }>;
    await agent.get(restored[0].photos[0]).expect(200);
    const created = await agent.post('/api/hydrants').send(hydrantInput()).expect(201);
    expect(created.body.id).toBeGreaterThan(Math.max(...restored.map((h) => h.id)));
    await agent.delete(`/api/hydrants/${created.body.id}`).expect(204);
  });

  it('a broken file is refused with its problems and changes nothing', async () => {
    const before = (await download(agent)).body as string;
    const backup = JSON.parse(before) as Record<string, Array<Record<string, unknown>>>;
    backup.hydrants[1].address = '';
    backup.hydrants[1].latitude = 123;
    backup.zones[0].extra = 1;
    const text = JSON.stringify(backup);
    const preview = await upload(agent, '/api/data-transfer/restore/preview', text).expect(200);
    expect(preview.body.valid).toBe(false);
    expect(preview.body.errors).toEqual(
      expect.arrayContaining([
        { section: 'hydrants', record: 2, field: 'address', message: 'Address is required' },
        { section: 'hydrants', record: 2, field: 'latitude', message: 'Latitude must be between -90 and 90' },
        { section: 'zones', record: 1, field: 'extra', message: 'Unknown field "extra"' },
      ]),
    );
    const refused = await upload(agent, '/api/data-transfer/restore', text).expect(400);
    expect(refused.body.message).toEqual(['The backup has errors; nothing was changed']);
    expect(comparable((await download(agent)).body as string)).toEqual(comparable(before));
  });

  it.each([
    ['not JSON', '{"version":"1.0","hydrants":[{', 'The file is not valid JSON'],
    ['not an object', '[1,2]', 'A Full Backup is a JSON object'],
    ['no version', '{"hydrants":[]}', 'Not a Full Backup: the version is missing'],
    ['another version', '{"version":"2.0","hydrants":[]}', 'Backup version "2.0" is not supported (this console reads 1.0)'],
    ['an unknown section', '{"version":"1.0","gadgets":[]}', 'Unknown section "gadgets"'],
    ['a prototype key', '{"version":"1.0","hydrants":[{"__proto__":{"x":1}}]}', 'Field name "__proto__" is not allowed'],
  ])('%s: refused, nothing changed', async (_name, text, message) => {
    const before = (await download(agent)).body as string;
    const preview = await upload(agent, '/api/data-transfer/restore/preview', text).expect(200);
    expect(preview.body.valid).toBe(false);
    expect(preview.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    await upload(agent, '/api/data-transfer/restore', text).expect(400);
    expect(comparable((await download(agent)).body as string)).toEqual(comparable(before));
  });

  it('a reference to a missing hydrant is refused by the database and rolls everything back', async () => {
    const before = (await download(agent)).body as string;
    const backup = JSON.parse(before) as Record<string, Array<Record<string, unknown>>>;
    backup.hydrantPhotos[0].hydrantId = 999999;
    const res = await upload(agent, '/api/data-transfer/restore', JSON.stringify(backup)).expect(400);
    expect(res.body.message[0]).toMatch(/^The backup was not restored; nothing was changed: /);
    expect(comparable((await download(agent)).body as string)).toEqual(comparable(before));
  });

  it('413 for a file over the limit (RESTORE_LIMIT_MB), 400 for JSON or an empty body', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 32);
    const res = await upload(agent, '/api/data-transfer/restore/preview', big).expect(413);
    expect(res.body.message).toBe('The file is larger than the limit of 1 MB');
    await agent.post('/api/data-transfer/restore').send({}).expect(400);
    await upload(agent, '/api/data-transfer/restore', '').expect(400);
    await agent.post('/api/data-transfer/restore').set('Content-Type', 'text/plain').send('x').expect(415);
  });

  it('demo sessions get 403 on restore (the download is a read)', async () => {
    const demo = await demoAgent(t.server);
    const res = await upload(demo, '/api/data-transfer/restore', '{"version":"1.0"}').expect(403);
    expect(res.body.message).toBe('Demo access is read-only');
    await upload(demo, '/api/data-transfer/restore/preview', '{"version":"1.0"}').expect(403);
    await request(t.server).get('/api/data-transfer/backup').expect(401);
  });
});
