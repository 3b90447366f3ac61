import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { adminAgent, demoAgent, fieldError, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { retryDelaySeconds } from './notification-config.js';
import { signBody } from './notification-senders.js';
import { NotificationWorker } from './notification-worker.service.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

interface Mail {
  to: string[];
  raw: string;
}

/** A local SMTP server keeping what arrives; `failNext` makes the next recipients be refused. */
function startSmtp() {
  const mails: Mail[] = [];
  const state = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.failNext > 0) {
        state.failNext -= 1;
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return new Promise<{ port: number; mails: Mail[]; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as AddressInfo).port;
      resolve({ port, mails, state, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

interface Hook {
  body: string;
  signature: string | undefined;
  event: string | undefined;
}

function startWebhookReceiver() {
  const hooks: Hook[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hooks.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-hydrantops-signature'] as string | undefined,
        event: req.headers['x-hydrantops-event'] as string | undefined,
      });
      res.statusCode = state.status;
      res.end();
    });
  });
  return new Promise<{ url: string; hooks: Hook[]; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hydrant-events`,
        hooks,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('out-of-service notifications: e-mail and signed webhooks from the outbox (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let worker: NotificationWorker;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const env = () => ({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'HydrantOps <ops@fire.example>',
    NOTIFY_POLL_SECONDS: '-1',
    NOTIFY_RETRY_BASE_SECONDS: '0',
    NOTIFY_MAX_ATTEMPTS: '3',
    // The webhook receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    receiver = await startWebhookReceiver();
    t = await createTestApp({ env: env() });
    admin = await adminAgent(t.server);
    worker = t.app.get(NotificationWorker);
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await receiver?.close();
  });

  const hydrant = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as {
      id: number;
      hydrantId: string;
      address: string;
      version: number;
    };
  const setStatus = async (id: number, status: string) =>
    admin
      .patch(`/api/hydrants/${id}`)
      .send(status === 'out-of-service' ? { status, outOfServiceReason: 'Broken valve stem' } : { status })
      .expect(200);
  const deliveries = () =>
    t.sql<{ status: string; attempts: number; event: string; last_error: string | null }>(
      'SELECT status, attempts, event, last_error FROM notification_deliveries ORDER BY id',
    );

  it('targets: admins add e-mail addresses and webhooks (secret shown once), bad ones are 400 per field, demo 403', async () => {
    const mail = await admin
      .post('/api/notifications/targets')
      .send({ kind: 'email', address: 'dispatch@county.example' })
      .expect(201);
    expect(mail.body).toMatchObject({ kind: 'email', address: 'dispatch@county.example', secret: null });
    const hook = await admin.post('/api/notifications/targets').send({ kind: 'webhook', address: receiver.url }).expect(201);
    expect(hook.body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const settings = (await admin.get('/api/notifications').expect(200)).body as {
      smtpConfigured: boolean;
      targets: Array<Record<string, unknown>>;
    };
    expect(settings.smtpConfigured).toBe(true);
    expect(settings.targets.map((x) => x.address)).toEqual(['dispatch@county.example', receiver.url]);
    expect(JSON.stringify(settings)).not.toContain(hook.body.secret as string);

    const bad = async (body: Record<string, unknown>, field: string, message: string) =>
      expect((await admin.post('/api/notifications/targets').send(body).expect(400)).body).toEqual(fieldError(field, message));
    await bad({ kind: 'email', address: 'not-an-address' }, 'address', 'Address must be an e-mail address');
    await bad({ kind: 'webhook', address: 'ftp://x.example/' }, 'address', 'Address must be an http or https URL');
    await bad({ kind: 'sms', address: '555' }, 'kind', 'Kind must be email or webhook');
    await bad({ kind: 'email' }, 'address', 'Address is required');
    await bad({ kind: 'email', address: 'dispatch@county.example' }, 'address', 'This address is already on the list');
    await admin.delete('/api/notifications/targets/999999').expect(404);
    const demo = await demoAgent(t.server);
    await demo.post('/api/notifications/targets').send({ kind: 'email', address: 'a@b.example' }).expect(403);
    await request(t.server).get('/api/notifications').expect(401);
  });

  it('out of service and back in service are e-mailed and POSTed with a valid HMAC signature, after commit', async () => {
    const h = await hydrant();
    const secret = (await t.sql<{ secret: string }>(`SELECT secret FROM notification_targets WHERE kind = 'webhook'`))[0].secret;
    await setStatus(h.id, 'out-of-service');
    // The request returned before anything was sent: the rows wait in the outbox.
    expect(smtp.mails).toHaveLength(0);
    expect((await deliveries()).map((d) => d.status)).toEqual(['pending', 'pending']);
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });

    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to).toEqual(['dispatch@county.example']);
    expect(smtp.mails[0].raw).toContain(`Subject: Hydrant ${h.hydrantId} is out of service`);
    expect(smtp.mails[0].raw).toContain(`Address: ${h.address}`);
    expect(smtp.mails[0].raw).toContain('Reason: Broken valve stem');
    expect(smtp.mails[0].raw).toMatch(/From: HydrantOps <ops@fire\.example>/);

    expect(receiver.hooks).toHaveLength(1);
    const [hook] = receiver.hooks;
    expect(hook.signature).toBe(signBody(hook.body, secret));
    expect(hook.signature).not.toBe(signBody(hook.body, 'another secret'));
    expect(hook.event).toBe('out-of-service');
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'out-of-service',
      hydrant: {
        id: h.id,
        hydrantId: h.hydrantId,
        fromStatus: 'operational',
        toStatus: 'out-of-service',
        reason: 'Broken valve stem',
      },
    });

    // Maintenance while out of service is no new event; operational again is back in service.
    await setStatus(h.id, 'maintenance');
    await setStatus(h.id, 'operational');
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.mails[1].raw).toContain(`Subject: Hydrant ${h.hydrantId} is back in service`);
    expect(JSON.parse(receiver.hooks[1].body)).toMatchObject({ event: 'back-in-service' });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('a raw SQL change notifies too; a rolled-back change never does', async () => {
    const h = await hydrant();
    await t.sql(`BEGIN; UPDATE hydrants SET status = 'out-of-service' WHERE id = ${h.id}; ROLLBACK;`);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    await t.sql(`UPDATE hydrants SET status = 'out-of-service' WHERE id = $1`, [h.id]);
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
  });

  it('a failed delivery is retried with backoff and sent once the server accepts it; the user is never held up', async () => {
    smtp.state.failNext = 1;
    receiver.state.status = 503;
    const before = smtp.mails.length;
    const h = await hydrant();
    await setStatus(h.id, 'out-of-service');
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 2 });
    const failedOnce = (await deliveries()).slice(-2);
    expect(failedOnce.map((d) => [d.status, d.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(failedOnce.map((d) => d.last_error)).toEqual([expect.stringContaining('451'), 'Webhook answered 503']);

    receiver.state.status = 200;
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.mails.length).toBe(before + 1);
    expect((await deliveries()).slice(-2).map((d) => [d.status, d.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    // Backoff doubles from the base, capped at 6 hours.
    expect([1, 2, 3, 30].map((n) => retryDelaySeconds({ retryBaseSeconds: 30 }, n))).toEqual([30, 60, 120, 21600]);
  });

  it('gives up after NOTIFY_MAX_ATTEMPTS and keeps the change', async () => {
    receiver.state.status = 500;
    smtp.state.failNext = 3;
    const h = await hydrant();
    await setStatus(h.id, 'out-of-service');
    for (let i = 0; i < 3; i += 1) await worker.runOnce();
    expect((await deliveries()).slice(-2).map((d) => [d.status, d.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect((await admin.get(`/api/hydrants/${h.id}`).expect(200)).body.status).toBe('out-of-service');
    receiver.state.status = 200;
  });

  it('two API processes polling the same outbox send each delivery once', async () => {
    const other = await createTestApp({ env: env(), db: t.db });
    try {
      const otherWorker = other.app.get(NotificationWorker);
      const before = smtp.mails.length;
      const hooksBefore = receiver.hooks.length;
      for (let i = 0; i < 5; i += 1) {
        const h = await hydrant();
        await setStatus(h.id, 'out-of-service');
      }
      const rounds = await Promise.all([worker.runOnce(), otherWorker.runOnce()]);
      expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(10);
      expect(await Promise.all([worker.runOnce(), otherWorker.runOnce()])).toEqual([
        { sent: 0, failed: 0 },
        { sent: 0, failed: 0 },
      ]);
      expect(smtp.mails.length - before).toBe(5);
      expect(receiver.hooks.length - hooksBefore).toBe(5);
    } finally {
      await other.close();
    }
  });
});
