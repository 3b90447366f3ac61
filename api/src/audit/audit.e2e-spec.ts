import request from 'supertest';
import { adminAgent, demoAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { AUDIT_EXCLUDED_TABLES } from '../database/migrations/1795700000900-audit-log.js';
import { BOOKKEEPING_TABLES, DERIVED_TABLES } from './audit.constants.js';
import type { AuditEntryDto, AuditPageDto } from './dto/audit-entry.dto.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const change = (entry: AuditEntryDto, field: string) => entry.changes.find((c) => c.field === field);

/** The audit trail: the trigger on every table, who did it, old and new values, auth events. */
describe('audit trail (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  const log = async (query: Record<string, string>) =>
    (await admin.get('/api/audit').query(query).expect(200)).body as AuditPageDto;

  it('every table of the schema carries the audit trigger, except the ones excluded on purpose', async () => {
    const tables = await t.sql<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const triggers = await t.sql<{ table_name: string; tgname: string; proname: string }>(
      `SELECT c.relname AS table_name, tg.tgname, p.proname FROM pg_trigger tg
       JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
       WHERE c.relnamespace = 'public'::regnamespace AND tg.tgname IN ('audit_insert', 'audit_update', 'audit_delete')`,
    );
    const missing: string[] = [];
    for (const { table_name: table } of tables) {
      if ((AUDIT_EXCLUDED_TABLES as readonly string[]).includes(table)) continue;
      if ((DERIVED_TABLES as readonly string[]).includes(table)) continue;
      if ((BOOKKEEPING_TABLES as readonly string[]).includes(table)) continue;
      for (const name of ['audit_insert', 'audit_update', 'audit_delete']) {
        const found = triggers.find((row) => row.table_name === table && row.tgname === name && row.proname === 'audit_record');
        if (!found) missing.push(`${table}.${name} (add "SELECT audit_attach('${table}')" to its migration)`);
      }
    }
    expect(missing).toEqual([]);
    // The exclusions are few and named; hydrants and users are audited.
    expect([...AUDIT_EXCLUDED_TABLES].sort()).toEqual(['audit_log', 'login_failures', 'migrations', 'session']);
    expect([...DERIVED_TABLES].sort()).toEqual([
      'alert_open_counts',
      'feed_changes',
      'history_day_counts',
      'hydrant_analytics_counts',
      'hydrant_map_cells',
      'hydrant_page_block_counts',
      'hydrant_page_blocks',
      'hydrant_status_counts',
      'inspection_day_counts',
      'schedule_day_counts',
    ]);
    expect([...BOOKKEEPING_TABLES]).toEqual(['idempotency_keys']);
    expect(triggers.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['hydrants', 'hydrant_photos', 'zones', 'users']),
    );
  });

  it('records insert, update and delete through the API with who, when, old and new values', async () => {
    const created = (
      await admin
        .post('/api/hydrants')
        .send(hydrantInput({ address: '1 Audit St' }))
        .expect(201)
    ).body as {
      id: number;
      version: number;
    };
    await admin.patch(`/api/hydrants/${created.id}`).send({ address: '2 Audit St', version: created.version }).expect(200);

    const history = (await admin.get(`/api/hydrants/${created.id}/changes`).expect(200)).body as AuditPageDto;
    expect(history.items.map((entry) => entry.action)).toEqual(['update', 'insert']);
    const [update, insert] = history.items;
    expect(update.actorName).toBe(TEST_ADMIN_USERNAME);
    expect(update.actorId).toEqual(expect.any(Number));
    expect(change(update, 'address')).toEqual({ field: 'address', oldValue: '1 Audit St', newValue: '2 Audit St' });
    expect(change(update, 'flow_rate')).toBeUndefined();
    expect(change(insert, 'address')).toEqual({ field: 'address', oldValue: null, newValue: '1 Audit St' });
    expect(Date.now() - Date.parse(update.at)).toBeLessThan(60_000);

    await admin.delete(`/api/hydrants/${created.id}`).expect(204);
    const deleted = await log({ table: 'hydrants', record: String(created.id), action: 'delete' });
    expect(deleted.total).toBe(1);
    expect(deleted.items[0].actorName).toBe(TEST_ADMIN_USERNAME);
    expect(change(deleted.items[0], 'address')).toEqual({ field: 'address', oldValue: '2 Audit St', newValue: null });
    await admin.get(`/api/hydrants/${created.id}/changes`).expect(404);
  });

  it('records raw SQL writes without a user as system, in the same transaction (a rollback leaves no row)', async () => {
    await t.sql(
      `INSERT INTO zones (name, color, coordinates, area) VALUES ('Raw zone', 'red', '[[1,1],[1,2],[2,2]]', '((1,1),(1,2),(2,2))')`,
    );
    const zone = (await t.sql<{ id: number }>(`SELECT id FROM zones WHERE name = 'Raw zone'`))[0];
    await t.sql(`UPDATE zones SET color = 'blue' WHERE id = $1`, [zone.id]);
    const rows = (await log({ table: 'zones', record: String(zone.id) })).items;
    expect(rows.map((row) => [row.action, row.actorName])).toEqual([
      ['update', 'system'],
      ['insert', 'system'],
    ]);
    expect(rows[0].changes.filter((c) => c.field === 'color')).toEqual([{ field: 'color', oldValue: 'red', newValue: 'blue' }]);

    const before = (await log({ table: 'zones' })).total;
    await t.sql(`BEGIN; UPDATE zones SET color = 'green'; ROLLBACK;`);
    expect((await log({ table: 'zones' })).total).toBe(before);
  });

  it('one statement writing many rows makes one entry per row; an update that changes nothing makes none', async () => {
    await t.sql(
      `INSERT INTO zones (name, color, coordinates, area) SELECT 'Bulk ' || i, 'red', '[[1,1],[1,2],[2,2]]', '((1,1),(1,2),(2,2))' FROM generate_series(1, 50) i`,
    );
    expect((await log({ table: 'zones', action: 'insert', user: 'system' })).total).toBeGreaterThanOrEqual(50);
    const updates = (await log({ table: 'zones', action: 'update' })).total;
    await t.sql(`UPDATE zones SET color = color`);
    expect((await log({ table: 'zones', action: 'update' })).total).toBe(updates);
  });

  it('keeps secrets out: a password change shows as changed, not its hash', async () => {
    await t.sql(`UPDATE users SET password_hash = 'x' || password_hash WHERE username = $1`, [TEST_ADMIN_USERNAME]);
    const entry = (await log({ table: 'users', action: 'update' })).items[0];
    expect(change(entry, 'password_hash')).toEqual({ field: 'password_hash', oldValue: '[hidden]', newValue: '[hidden]' });
    await t.sql(`UPDATE users SET password_hash = substr(password_hash, 2) WHERE username = $1`, [TEST_ADMIN_USERNAME]);
  });

  it('the log refuses UPDATE, DELETE and TRUNCATE, and no route changes it', async () => {
    await expect(t.sql(`UPDATE audit_log SET actor_name = 'someone else'`)).rejects.toThrow('The audit log cannot be changed');
    await expect(t.sql(`DELETE FROM audit_log`)).rejects.toThrow('The audit log cannot be changed');
    await expect(t.sql(`TRUNCATE audit_log`)).rejects.toThrow('The audit log cannot be changed');
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await admin[method]('/api/audit').send({});
      expect(res.status).toBe(404);
    }
  });

  it('records sign-ins, failed sign-ins, sign-outs and exports', async () => {
    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: 'wrong password' }).expect(401);
    await agent.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    await agent.get('/api/hydrants/export.csv').expect(200);
    await agent.post('/api/auth/logout').expect(204);

    const events = (await log({ user: TEST_ADMIN_USERNAME, pageSize: '4' })).items;
    expect(events.map((entry) => entry.action)).toEqual(['sign-out', 'export', 'sign-in', 'sign-in-failed']);
    expect(events[1].changes).toEqual(
      expect.arrayContaining([{ field: 'path', oldValue: null, newValue: '/api/hydrants/export.csv' }]),
    );
    expect(events[3].actorId).toBeNull();
    expect(change(events[3], 'reason')?.newValue).toBe('invalid username or password');
  });

  it('filters by date and pages on the server', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page1 = await log({ from: today, to: today, pageSize: '2', page: '1' });
    const page2 = await log({ from: today, to: today, pageSize: '2', page: '2' });
    expect(page1.total).toBeGreaterThan(4);
    expect(page1.items).toHaveLength(2);
    expect(page2.items[0].id).toBeLessThan(page1.items[1].id);
    expect((await log({ to: '2000-01-01' })).total).toBe(0);
    const bad = await admin.get('/api/audit').query({ from: 'yesterday', pageSize: '1000' }).expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining(['From must be a date (YYYY-MM-DD)', 'Page size must be between 1 and 100']),
    );
  });

  it('a demo session may read a hydrant history but not the audit log once roles apply, and cannot write', async () => {
    const demo = await demoAgent(t.server);
    const hydrant = (await admin.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };
    await demo.get(`/api/hydrants/${hydrant.id}/changes`).expect(200);
    await demo.delete(`/api/hydrants/${hydrant.id}`).expect(403);
    await request(t.server).get('/api/audit').expect(401);
  });
});
