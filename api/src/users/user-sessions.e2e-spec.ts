import request from 'supertest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { demoAgent } from '../../test/hydrant-fixtures.js';
import { TOUCH_INTERVAL_MS } from '../session/pg-session-store.js';

type Agent = ReturnType<typeof request.agent>;

const FIRST = 'first password for you';
const CHOSEN = 'my own pass phrase 42';
const NEXT = 'another pass phrase 43';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface SessionView {
  id: string;
  current: boolean;
  browser: string;
  address: string | null;
  startedAt: string | null;
  lastActiveAt: string;
}

describe('sessions a user can see and end (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let aliceId: number;

  async function signIn(username: string, password: string, userAgent = FIREFOX): Promise<Agent> {
    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').set('User-Agent', userAgent).send({ username, password }).expect(200);
    return agent;
  }
  const sessionsOf = async (agent: Agent) => (await agent.get('/api/auth/sessions').expect(200)).body as SessionView[];
  const audits = () =>
    t.sql<{ actor_name: string; new_values: Record<string, unknown> }>(
      `SELECT actor_name, new_values FROM audit_log WHERE action = 'sessions-ended' ORDER BY id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    aliceId = (await admin.post('/api/users').send({ username: 'alice', role: 'inspector', password: FIRST }).expect(201)).body
      .id as number;
    const first = await signIn('alice', FIRST);
    await first.post('/api/auth/password').send({ currentPassword: FIRST, newPassword: CHOSEN }).expect(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists one’s own sessions (browser, address, started, last active; this one first and marked), never another user’s', async () => {
    const before = Date.now();
    const desk = await signIn('alice', CHOSEN, FIREFOX);
    const phone = await signIn('alice', CHOSEN, SAFARI);
    const listed = await sessionsOf(desk);
    expect(listed).toHaveLength(3); // the first sign-in's session is still open
    expect(listed[0]).toMatchObject({
      current: true,
      browser: 'Firefox 133 on Windows',
      address: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.map((s) => s.browser)).toContain('Safari 17 on iOS');
    for (const s of listed) {
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(s.startedAt!)).toBeGreaterThanOrEqual(before - 60_000);
      expect(Date.parse(s.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(s.startedAt!) - 1000);
    }
    // The handle is not the session id the cookie carries.
    const sids = (await t.sql<{ sid: string }>('SELECT sid FROM session')).map((r) => r.sid);
    expect(sids.some((sid) => listed.some((s) => sid.includes(s.id) || s.id.includes(sid)))).toBe(false);

    const fromPhone = await sessionsOf(phone);
    expect(fromPhone[0]).toMatchObject({ current: true, browser: 'Safari 17 on iOS' });
    // The administrator sees only their own.
    expect((await sessionsOf(admin)).map((s) => s.browser)).toEqual(['Firefox 133 on Windows']);
    expect((await sessionsOf(admin)).some((s) => listed.some((mine) => mine.id === s.id))).toBe(false);
    await request(t.server).get('/api/auth/sessions').expect(401);
    const demo = await demoAgent(t.server);
    expect((await demo.get('/api/auth/sessions').expect(200)).body).toEqual([]);
  });

  it('last active is kept without a write per request: the stored expiry moves at most once a minute', async () => {
    const agent = await signIn('alice', CHOSEN);
    const expiry = async () =>
      (await t.sql<{ e: string }>(`SELECT expire::text AS e FROM session ORDER BY expire DESC LIMIT 1`))[0].e;
    const first = await expiry();
    for (let i = 0; i < 5; i += 1) await agent.get('/api/auth/user').expect(200);
    expect(await expiry()).toBe(first);
    // A session idle for a while shows when it was last used (its expiry less its lifetime).
    const other = (await sessionsOf(agent)).find((s) => !s.current)!;
    await t.sql(`UPDATE session SET expire = expire - interval '2 hours'`);
    const aged = (await sessionsOf(agent)).find((s) => s.id === other.id)!;
    expect(Date.parse(other.lastActiveAt) - Date.parse(aged.lastActiveAt)).toBeGreaterThanOrEqual(
      2 * 3_600_000 - TOUCH_INTERVAL_MS,
    );
  });

  it('ends one of one’s other sessions: that browser is signed out at once, audited; bad or foreign ids are 404', async () => {
    const desk = await signIn('alice', CHOSEN, FIREFOX);
    const phone = await signIn('alice', CHOSEN, SAFARI);
    const mine = await sessionsOf(desk);
    const phoneSession = (await sessionsOf(phone))[0];
    await desk.delete(`/api/auth/sessions/${phoneSession.id}`).expect(204);
    await phone.get('/api/auth/user').expect(401);
    await desk.get('/api/auth/user').expect(200);
    expect((await sessionsOf(desk)).map((s) => s.id)).toEqual(mine.filter((s) => s.id !== phoneSession.id).map((s) => s.id));
    expect((await audits()).at(-1)).toEqual({
      actor_name: 'alice',
      new_values: expect.objectContaining({ user: 'alice', ended: 1, browser: 'Safari 17 on iOS', current: false }),
    });

    // Someone else's session, an unknown handle, a malformed one: 404, nothing ends.
    const adminSession = (await sessionsOf(admin))[0];
    const count = async () => (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM session'))[0].n;
    const n = await count();
    for (const id of [adminSession.id, '0'.repeat(32), 'not-a-handle', phoneSession.id]) {
      expect((await desk.delete(`/api/auth/sessions/${id}`).expect(404)).body.message).toBe('Session not found');
    }
    expect(await count()).toBe(n);
    await admin.get('/api/auth/user').expect(200);
    const demo = await demoAgent(t.server);
    await demo.delete(`/api/auth/sessions/${adminSession.id}`).expect(403);
  });

  it('ending this session signs out here', async () => {
    const desk = await signIn('alice', CHOSEN);
    const current = (await sessionsOf(desk))[0];
    const res = await desk.delete(`/api/auth/sessions/${current.id}`).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/hydrant\.sid=;/);
    await desk.get('/api/auth/user').expect(401);
  });

  it('an administrator ends all of a user’s sessions (audited); others may not; their own current session stays', async () => {
    const a = await signIn('alice', CHOSEN);
    const b = await signIn('alice', CHOSEN, SAFARI);
    const res = await admin.post(`/api/users/${aliceId}/end-sessions`).expect(200);
    expect(res.body.ended).toBeGreaterThanOrEqual(2);
    await a.get('/api/auth/user').expect(401);
    await b.get('/api/auth/user').expect(401);
    expect((await audits()).at(-1)).toEqual({
      actor_name: TEST_ADMIN_USERNAME,
      new_values: expect.objectContaining({ user: 'alice', ended: res.body.ended }),
    });
    expect((await admin.post(`/api/users/${aliceId}/end-sessions`).expect(200)).body).toEqual({ ended: 0 });
    await admin.post('/api/users/999999/end-sessions').expect(404);
    await admin.post('/api/users/abc/end-sessions').expect(404);

    const alice = await signIn('alice', CHOSEN);
    await alice.post(`/api/users/${aliceId}/end-sessions`).expect(403);
    await alice.get('/api/auth/user').expect(200);

    const adminElsewhere = await signIn(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    const adminId = (await admin.get('/api/users').expect(200)).body.items.find(
      (u: { username: string }) => u.username === TEST_ADMIN_USERNAME,
    ).id;
    await admin.post(`/api/users/${adminId}/end-sessions`).expect(200);
    await admin.get('/api/auth/user').expect(200);
    await adminElsewhere.get('/api/auth/user').expect(401);
  });

  it('changing one’s password ends one’s other sessions, not this one', async () => {
    const desk = await signIn('alice', CHOSEN);
    const phone = await signIn('alice', CHOSEN, SAFARI);
    await desk.post('/api/auth/password').send({ currentPassword: CHOSEN, newPassword: NEXT }).expect(200);
    await phone.get('/api/auth/user').expect(401);
    expect((await sessionsOf(desk)).map((s) => s.current)).toEqual([true]);
  });
});
