import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminAgent, fieldError, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { NOTIFICATION_MESSAGES } from './dto/notification.dto.js';
import { NotificationWorker } from './notification-worker.service.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/** A local receiver counting what reaches it: it must stay at zero unless private targets are allowed. */
function startReceiver() {
  const state = { hits: 0 };
  const server: Server = createServer((req, res) => {
    state.hits += 1;
    req.resume();
    req.on('end', () => res.end());
  });
  return new Promise<{ port: number; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ port, state, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('webhooks cannot reach inside the network (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const env = { NOTIFY_POLL_SECONDS: '-1', NOTIFY_RETRY_BASE_SECONDS: '0', NOTIFY_MAX_ATTEMPTS: '3' };

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ env });
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const targets = async () =>
    (await t.sql<{ address: string }>('SELECT address FROM notification_targets ORDER BY id')).map((r) => r.address);

  it('refuses, when saved, a URL whose host is or resolves to a loopback, private, link-local, CGNAT, unspecified or metadata address', async () => {
    const refused = [
      `http://127.0.0.1:${receiver.port}/hook`,
      `http://localhost:${receiver.port}/hook`,
      'http://[::1]/hook',
      'http://0x7f000001/hook',
      'http://2130706433/hook',
      'http://10.0.0.5/hook',
      'https://172.20.1.1/hook',
      'http://192.168.0.10:8080/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.12.1/hook',
      'http://0.0.0.0/hook',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://168.63.129.16/machine',
    ];
    for (const address of refused) {
      const res = await admin.post('/api/notifications/targets').send({ kind: 'webhook', address }).expect(400);
      expect({ address, body: res.body as unknown }).toEqual({
        address,
        body: fieldError('address', NOTIFICATION_MESSAGES.privateTarget),
      });
    }
    const unknown = await admin
      .post('/api/notifications/targets')
      .send({ kind: 'webhook', address: 'https://no-such-host.invalid/hook' })
      .expect(400);
    expect(unknown.body).toEqual(fieldError('address', 'Address has a host name that cannot be found'));
    expect(await targets()).toEqual([]);

    // A public address is accepted (an IP literal: nothing is looked up).
    await admin.post('/api/notifications/targets').send({ kind: 'webhook', address: 'https://93.184.215.14/hook' }).expect(201);
    expect(await targets()).toEqual(['https://93.184.215.14/hook']);
    await t.sql('DELETE FROM notification_targets');
  });

  it('refuses, when sent, a host that resolves inside the network at connect time (saved while it resolved elsewhere)', async () => {
    // As if saved while these names pointed outside (DNS rebinding), or saved before the check existed.
    await t.sql(
      `INSERT INTO notification_targets (kind, address, secret) VALUES
         ('webhook', $1, 's1'), ('webhook', $2, 's2')`,
      [`http://localhost:${receiver.port}/hook`, `http://127.0.0.1:${receiver.port}/hook`],
    );
    const h = (await admin.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };
    await admin
      .patch(`/api/hydrants/${h.id}`)
      .send({ status: 'out-of-service', outOfServiceReason: 'Cracked barrel' })
      .expect(200);
    const worker = t.app.get(NotificationWorker);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 2 });
    expect(receiver.state.hits).toBe(0);
    const errors = await t.sql<{ last_error: string; status: string }>(
      'SELECT last_error, status FROM notification_deliveries ORDER BY id',
    );
    expect(errors).toEqual([
      { status: 'pending', last_error: expect.stringMatching(/^Refused: localhost resolves to 127\.0\.0\.1 \(loopback\)/) },
      { status: 'pending', last_error: expect.stringMatching(/^Refused: 127\.0\.0\.1 resolves to 127\.0\.0\.1 \(loopback\)/) },
    ]);
    await t.sql('DELETE FROM notification_targets');
  });

  it('a site that allows private targets saves and sends to them', async () => {
    const open = await createTestApp({ env: { ...env, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, db: t.db });
    try {
      const other = await adminAgent(open.server);
      await other
        .post('/api/notifications/targets')
        .send({ kind: 'webhook', address: `http://localhost:${receiver.port}/hook` })
        .expect(201);
      const h = (await other.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };
      await other.patch(`/api/hydrants/${h.id}`).send({ status: 'out-of-service', outOfServiceReason: 'Frozen' }).expect(200);
      expect(await open.app.get(NotificationWorker).runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(receiver.state.hits).toBe(1);
    } finally {
      await open.close();
    }
  });
});
