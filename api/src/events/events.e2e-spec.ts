import type { AddressInfo } from 'node:net';
import { EventStream, ServerEvent } from '../../test/event-stream.js';
import { hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';

const PASSWORD = 'a long enough password 1';

/**
 * GET /api/events against real PostgreSQL: two app instances on one database (as two API
 * processes), each listening on a port, read with fetch as a browser's EventSource would.
 */
describe('live updates (GET /api/events)', () => {
  let a: TestApp;
  let b: TestApp;
  const base = { a: '', b: '' };
  const streams: EventStream[] = [];

  async function listen(t: TestApp): Promise<string> {
    await t.app.listen(0, '127.0.0.1');
    return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }

  async function login(url: string, username = TEST_ADMIN_USERNAME, password = TEST_ADMIN_PASSWORD): Promise<string> {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  async function call(url: string, cookie: string, method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${url}${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function open(url: string, cookie: string, headers: Record<string, string> = {}): Promise<EventStream> {
    const stream = await EventStream.open(`${url}/api/events`, { Cookie: cookie, ...headers });
    streams.push(stream);
    return stream;
  }

  /** Opens a stream and waits for its `ready`, so every change after this reaches it. */
  async function ready(url: string, cookie: string, headers: Record<string, string> = {}): Promise<EventStream> {
    const stream = await open(url, cookie, headers);
    expect(stream.response.status).toBe(200);
    await stream.nextOfType('ready');
    return stream;
  }

  async function createUser(role: string, username: string): Promise<{ id: number; cookie: string }> {
    const admin = await login(base.a);
    const res = await call(base.a, admin, 'POST', '/api/users', { username, password: PASSWORD, role });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await a.sql('UPDATE users SET must_change_password = false WHERE id = $1', [id]);
    return { id, cookie: await login(base.a, username, PASSWORD) };
  }

  async function createHydrant(cookie: string): Promise<{ id: number; version: number }> {
    const res = await call(base.a, cookie, 'POST', '/api/hydrants', hydrantInput());
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; version: number };
  }

  const data = (event: ServerEvent): Record<string, unknown> => JSON.parse(event.data) as Record<string, unknown>;
  const isHydrant = (id: number) => (event: ServerEvent) =>
    event.event === 'change' && data(event).type === 'hydrant' && data(event).id === String(id);

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ db: a.db, env: { EVENTS_HEARTBEAT_SECONDS: '1' } });
    base.a = await listen(a);
    base.b = await listen(b);
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answers 401 without a session, 406 to a client that does not take a stream, 400 to a malformed resume id', async () => {
    expect((await fetch(`${base.a}/api/events`, { headers: { Accept: 'text/event-stream' } })).status).toBe(401);
    const cookie = await login(base.a);
    const plain = await call(base.a, cookie, 'GET', '/api/events');
    expect(plain.status).toBe(406);
    expect(((await plain.json()) as { message: string }).message).toMatch(/Accept: text\/event-stream/);
    const bad = await fetch(`${base.a}/api/events?lastEventId=x`, { headers: { Cookie: cookie, Accept: 'text/event-stream' } });
    expect(bad.status).toBe(400);
  });

  it('sends a hydrant put out of service as its type, id, version and action, uncompressed and at once', async () => {
    const cookie = await login(base.a);
    const hydrant = await createHydrant(cookie);
    const stream = await ready(base.a, cookie, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    const res = await call(base.a, cookie, 'PATCH', `/api/hydrants/${hydrant.id}`, {
      status: 'out-of-service',
      outOfServiceReason: 'Broken valve stem',
    });
    expect(res.status).toBe(200);
    const event = await stream.next(isHydrant(hydrant.id));
    expect(data(event)).toEqual({ type: 'hydrant', id: String(hydrant.id), version: hydrant.version + 1, action: 'update' });
    expect(event.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    // The server raised an alert for it in the same transaction: that arrives too.
    await stream.next((e) => e.event === 'change' && data(e).type === 'alert' && data(e).action === 'insert');
  });

  it('never sends a viewer what only an admin may read (users), and sends it to the admin', async () => {
    const viewer = await createUser('viewer', 'sse-viewer');
    const admin = await login(base.a);
    const viewerStream = await ready(base.a, viewer.cookie);
    const adminStream = await ready(base.a, admin);
    const created = await createUser('inspector', 'sse-inspector');
    const hydrant = await createHydrant(admin);
    const adminUser = await adminStream.next((e) => e.event === 'change' && data(e).type === 'user');
    expect(data(adminUser)).toMatchObject({ type: 'user', id: String(created.id), action: 'insert' });
    // The viewer's next change is the hydrant: the user changes before it were left out.
    const viewerNext = await viewerStream.next((e) => e.event === 'change');
    expect(data(viewerNext)).toMatchObject({ type: 'hydrant', id: String(hydrant.id), action: 'insert' });
    expect(viewerStream.events.filter((e) => e.event === 'change' && data(e).type === 'user')).toEqual([]);
  });

  it('closes the stream of a session signed out, at once, and of a user disabled, on the other process too', async () => {
    const cookie = await login(base.a);
    const stream = await ready(base.a, cookie);
    expect((await call(base.b, cookie, 'POST', '/api/auth/logout')).status).toBe(204);
    await stream.nextOfType('session-ended', 1000);
    await stream.end(1000);
    // Reconnecting is refused: the session is over.
    expect((await open(base.a, cookie)).response.status).toBe(401);

    const user = await createUser('officer', 'sse-officer');
    const onB = await ready(base.b, user.cookie);
    const admin = await login(base.a);
    const res = await call(base.a, admin, 'GET', `/api/users`);
    const version = ((await res.json()) as { items: Array<{ id: number; version: number }> }).items.find(
      (u) => u.id === user.id,
    )!.version;
    expect((await call(base.a, admin, 'PATCH', `/api/users/${user.id}`, { disabled: true, version })).status).toBe(200);
    await onB.nextOfType('session-ended', 1000);
    await onB.end(1000);
  });

  it("shows a change made on one process on the other's stream, and keeps idle streams alive with heartbeats", async () => {
    const cookie = await login(base.a);
    const onB = await ready(base.b, cookie);
    const hydrant = await createHydrant(cookie);
    const event = await onB.next(isHydrant(hydrant.id));
    expect(data(event)).toMatchObject({ action: 'insert', version: 1 });
    // B beats every second (EVENTS_HEARTBEAT_SECONDS=1).
    await onB.heartbeats(2, 5000);
  });

  it('resumes from Last-Event-ID with what was missed, and says so when it cannot', async () => {
    const cookie = await login(base.a);
    const first = await ready(base.a, cookie);
    const before = await createHydrant(cookie);
    const seen = await first.next(isHydrant(before.id));
    first.close();
    const missed = await createHydrant(cookie);
    const again = await open(base.a, cookie, { 'Last-Event-ID': seen.id! });
    await again.next(isHydrant(missed.id));
    expect(data(await again.nextOfType('ready'))).toMatchObject({ resumed: true });
    // The same id on the other process (another instance): not resumable, the console refetches.
    const elsewhere = await open(base.b, cookie, { 'Last-Event-ID': seen.id! });
    expect(data(await elsewhere.nextOfType('ready'))).toMatchObject({ resumed: false });
    expect(elsewhere.events.filter((e) => e.event === 'change')).toEqual([]);
    // A new EventSource names the id in the query instead.
    const byQuery = await open(base.a, cookie);
    expect(data(await byQuery.nextOfType('ready'))).toMatchObject({ resumed: false });
    const viaQuery = await EventStream.open(`${base.a}/api/events?lastEventId=${encodeURIComponent(seen.id!)}`, {
      Cookie: cookie,
    });
    streams.push(viaQuery);
    await viaQuery.next(isHydrant(missed.id));
    expect(data(await viaQuery.nextOfType('ready'))).toMatchObject({ resumed: true });
  });

  it('applies a role changed while the stream is open: nothing the new role may not read arrives after it', async () => {
    const user = await createUser('admin', 'sse-demoted');
    const stream = await ready(base.b, user.cookie);
    const admin = await login(base.a);
    const listed = (await (await call(base.a, admin, 'GET', '/api/users')).json()) as {
      items: Array<{ id: number; version: number }>;
    };
    const version = listed.items.find((u) => u.id === user.id)!.version;
    expect((await call(base.a, admin, 'PATCH', `/api/users/${user.id}`, { role: 'viewer', version })).status).toBe(200);
    // Committed after the role change: a user (admins only) and a hydrant (everyone).
    const later = await createUser('inspector', 'sse-after-demotion');
    const hydrant = await createHydrant(admin);
    await stream.next(isHydrant(hydrant.id));
    const users = stream.events.filter((e) => e.event === 'change' && data(e).type === 'user').map((e) => data(e).id);
    expect(users).not.toContain(String(later.id));
    // The stream stays open for the viewer.
    const another = await createHydrant(admin);
    await stream.next(isHydrant(another.id));
  });

  it("ends a demo session's stream when the demo time is up", async () => {
    const res = await fetch(`${base.a}/api/auth/demo`, { method: 'POST' });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // The demo's two hours, shortened to a few seconds from now in the stored session.
    await a.sql(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{passport,user,expiresAt}',
         to_jsonb((extract(epoch FROM now()) * 1000)::bigint + 4000))::json
       WHERE sess::jsonb #>> '{passport,user,demo}' = 'true'`,
    );
    const stream = await ready(base.a, cookie);
    await stream.nextOfType('session-ended');
    await stream.end();
    expect((await open(base.a, cookie)).response.status).toBe(401);
  });

  it('tells every stream to refetch when the listening connection was lost and is back', async () => {
    const cookie = await login(base.a);
    const onA = await ready(base.a, cookie);
    const onB = await ready(base.b, cookie);
    // Both processes' listening connections are cut (a database restart does this).
    const cut = await a.sql<{ done: boolean }>(
      `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
       WHERE application_name = 'hydrant-api-events' AND datname = current_database()`,
    );
    expect(cut).toEqual([{ done: true }, { done: true }]);
    await onA.nextOfType('reset');
    await onB.nextOfType('reset');
    // Listening again: a change reaches both.
    const hydrant = await createHydrant(cookie);
    await onA.next(isHydrant(hydrant.id));
    await onB.next(isHydrant(hydrant.id));
  });
});
