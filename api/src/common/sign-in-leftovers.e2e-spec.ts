import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/** Small things the sign-in work put right: audit of the password flag, feed polls, notifications, write preconditions. */
describe('leftovers (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  const createHydrant = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as {
      id: number;
      hydrantId: string;
      version: number;
    };

  it('the audit trail shows must_change_password (it is no secret); the password hash stays hidden', async () => {
    const created = (
      await admin
        .post('/api/users')
        .send({ username: 'audit-flag', role: 'viewer', password: 'first password for you' })
        .expect(201)
    ).body as { id: number; version: number };
    await admin
      .post(`/api/users/${created.id}/reset-password`)
      .send({ password: 'temporary pass 777', version: created.version })
      .expect(200);
    const [insert] = await t.sql<{ new_values: Record<string, unknown> }>(
      `SELECT new_values FROM audit_log WHERE table_name = 'users' AND record_id = $1 AND action = 'insert'`,
      [String(created.id)],
    );
    expect(insert.new_values.must_change_password).toBe(true);
    expect(insert.new_values.password_hash).toBe('[hidden]');
    await t.sql(`UPDATE users SET must_change_password = false WHERE id = $1`, [created.id]);
    const [update] = await t.sql<{ old_values: Record<string, unknown>; new_values: Record<string, unknown> }>(
      `SELECT old_values, new_values FROM audit_log WHERE table_name = 'users' AND record_id = $1 AND action = 'update'
        ORDER BY id DESC LIMIT 1`,
      [String(created.id)],
    );
    expect(update.old_values).toEqual({ must_change_password: true });
    expect(update.new_values).toEqual({ must_change_password: false });
  });

  it('feed polls note the token last use (at most once a minute) without writing the audit trail', async () => {
    const { id, token } = (await admin.post('/api/api-tokens').send({ name: 'Poller' }).expect(201)).body as {
      id: number;
      token: string;
    };
    const auditRows = async () =>
      (
        await t.sql<{ count: number }>(
          `SELECT count(*)::int AS count FROM audit_log WHERE table_name = 'api_tokens' AND record_id = $1 AND action = 'update'`,
          [String(id)],
        )
      )[0].count;
    for (let i = 0; i < 3; i += 1) {
      await admin.get('/api/feeds/out-of-service.geojson').set('Authorization', `Bearer ${token}`).expect(200);
    }
    const [used] = await t.sql<{ last_used_at: Date | null }>(`SELECT last_used_at FROM api_tokens WHERE id = $1`, [id]);
    expect(used.last_used_at).not.toBeNull();
    // A minute later the next poll notes the use again, still outside the audit trail.
    await t.sql(`UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [id]);
    const before = await auditRows();
    await admin.get('/api/feeds/out-of-service.geojson').set('Authorization', `Bearer ${token}`).expect(200);
    const [again] = await t.sql<{ fresh: boolean }>(
      `SELECT last_used_at > now() - interval '1 minute' AS fresh FROM api_tokens WHERE id = $1`,
      [id],
    );
    expect(again.fresh).toBe(true);
    expect(await auditRows()).toBe(before);
  });

  it('a hydrant added as out of service, or an out-of-service hydrant deleted, notifies like a status change', async () => {
    await t.sql(`INSERT INTO notification_targets (kind, address) VALUES ('email', 'dispatch@leftovers.example')`);
    const deliveries = (hydrantId: number) =>
      t.sql<{ event: string; payload: Record<string, unknown> }>(
        `SELECT event, payload FROM notification_deliveries WHERE hydrant_id = $1 ORDER BY id`,
        [hydrantId],
      );
    const working = await createHydrant({ status: 'operational' });
    expect(await deliveries(working.id)).toEqual([]);
    const broken = await createHydrant({ status: 'out-of-service', outOfServiceReason: 'Hit by a truck' });
    expect(await deliveries(broken.id)).toEqual([
      {
        event: 'out-of-service',
        payload: expect.objectContaining({ hydrantId: broken.hydrantId, fromStatus: 'new', toStatus: 'out-of-service' }),
      },
    ]);
    await admin.delete(`/api/hydrants/${broken.id}`).expect(204);
    expect((await deliveries(broken.id)).map((d) => [d.event, d.payload.fromStatus, d.payload.toStatus])).toEqual([
      ['out-of-service', 'new', 'out-of-service'],
      ['back-in-service', 'out-of-service', 'removed'],
    ]);
    // Deleting a working hydrant tells nobody.
    await admin.delete(`/api/hydrants/${working.id}`).expect(204);
    expect(await deliveries(working.id)).toEqual([]);
  });

  it('a PATCH with an empty JSON body is 400 and changes nothing', async () => {
    const hydrant = await createHydrant({ notes: 'kept' });
    const empty = await admin.patch(`/api/hydrants/${hydrant.id}`).send({}).expect(400);
    expect(empty.body.message).toBe('Nothing to change: send at least one field');
    await admin.patch(`/api/hydrants/${hydrant.id}`).set('Content-Type', 'application/json').send('{}').expect(400);
    const after = (await admin.get(`/api/hydrants/${hydrant.id}`).expect(200)).body as { version: number; notes: string };
    expect(after).toMatchObject({ version: hydrant.version, notes: 'kept' });
    const zone = await admin.patch('/api/zones/1').send({}).expect(400);
    expect(zone.body.message).toBe('Nothing to change: send at least one field');
    await admin.patch('/api/users/1').send({}).expect(400);
  });

  it('an If-Match that names none of our versions is 412 and changes nothing', async () => {
    const hydrant = await createHydrant({ notes: 'kept' });
    for (const tag of ['"abc"', '3', '"0"', '"3", "4"']) {
      const res = await admin.patch(`/api/hydrants/${hydrant.id}`).set('If-Match', tag).send({ notes: 'x' }).expect(412);
      expect(res.body.message).toBe('If-Match must name a version, e.g. "3"');
    }
    await admin.delete(`/api/hydrants/${hydrant.id}`).set('If-Match', '"nope"').expect(412);
    const after = (await admin.get(`/api/hydrants/${hydrant.id}`).expect(200)).body as { version: number; notes: string };
    expect(after).toMatchObject({ version: hydrant.version, notes: 'kept' });
  });
});
