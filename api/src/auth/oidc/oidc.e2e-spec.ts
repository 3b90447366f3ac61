import request from 'supertest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../../test/test-app.js';
import {
  ProviderUser,
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TestProvider,
} from '../../../test/oidc/oidc-provider.js';

// The address registered at the provider. Supertest never listens there: the test reads the
// provider's redirect to it and hands its query to the app itself.
const SITE = 'http://127.0.0.1:8649';
const REDIRECT_URI = `${SITE}/api/auth/oidc/callback`;

describe('single sign-on through an OpenID Connect provider (e2e)', () => {
  let provider: TestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startTestProvider({ redirectUris: [REDIRECT_URI], postLogoutUris: [`${SITE}/login`] });
    t = await createTestApp({
      env: {
        OIDC_ISSUER_URL: provider.issuer,
        OIDC_CLIENT_ID: TEST_CLIENT_ID,
        OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
        OIDC_SCOPES: 'openid profile email groups',
        OIDC_PROVIDER_NAME: 'Test Directory',
        OIDC_ROLE_CLAIM: 'groups',
        OIDC_ROLE_MAP: 'hydrant-admins:admin,hydrant-officers:officer,hydrant-crews:inspector',
        OIDC_REDIRECT_URI: REDIRECT_URI,
        LOCAL_SIGN_IN: 'admin',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  afterEach(async () => {
    await provider.setIdTokenMode('normal');
  });

  /** Our redirect to the provider, the sign-in there, and the provider's answer (not yet given to the app). */
  async function answerFor(agent: request.Agent, user: ProviderUser): Promise<string> {
    const start = await agent.get('/api/auth/oidc/start').expect(302);
    const authorization = new URL(start.headers.location);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const back = await signInAtProvider(authorization.href, user, REDIRECT_URI);
    return `${back.pathname}${back.search}`;
  }

  /** A whole sign-in through the provider: answers the agent and where the callback sent the browser. */
  async function signIn(user: ProviderUser): Promise<{ agent: request.Agent; location: string; answer: string }> {
    const agent = request.agent(t.server);
    const answer = await answerFor(agent, user);
    const res = await agent.get(answer).expect(302);
    return { agent, location: res.headers.location, answer };
  }

  const signedIn = async (agent: request.Agent) => (await agent.get('/api/auth/user')).status === 200;

  it('tells the sign-in screen the provider name and that passwords are for administrators only', async () => {
    const res = await request(t.server).get('/api/auth/options').expect(200);
    expect(res.body).toEqual({ providerName: 'Test Directory', localSignIn: 'admin' });
  });

  it('a first sign-in creates the user with the mapped role, name and e-mail, and is audited', async () => {
    const { agent, location } = await signIn('alice');
    expect(location).toBe('/');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ username: 'alice', role: 'officer', directory: true, mustSetUpSecondFactor: false });
    const rows = await t.sql<Record<string, unknown>>(
      `SELECT role, display_name, email, oidc_issuer, oidc_subject, password_hash FROM users WHERE username = 'alice'`,
    );
    expect(rows).toEqual([
      {
        role: 'officer',
        display_name: 'Alice Officer',
        email: 'alice@example.test',
        oidc_issuer: provider.issuer,
        oidc_subject: 'alice',
        password_hash: null,
      },
    ]);
    const audit = await t.sql<{ new_values: { method?: string } }>(
      `SELECT new_values FROM audit_log WHERE action = 'sign-in' AND actor_name = 'alice' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0].new_values.method).toBe('oidc');
    // A directory user has no password to sign in with.
    await request(t.server).post('/api/auth/login').send({ username: 'alice', password: '' }).expect(400);
    await request(t.server).post('/api/auth/login').send({ username: 'alice', password: 'alice-password' }).expect(401);
  });

  it('a changed group changes the role (and name) at the next sign-in, on the same account', async () => {
    const first = await signIn('bob');
    expect((await first.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ username: 'bob', role: 'inspector' });
    await provider.setAccount('bob', { groups: ['staff', 'hydrant-officers'], name: 'Bob Promoted' });
    const second = await signIn('bob');
    expect((await second.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ username: 'bob', role: 'officer' });
    const rows = await t.sql(`SELECT role, display_name FROM users WHERE oidc_subject = 'bob'`);
    expect(rows).toEqual([{ role: 'officer', display_name: 'Bob Promoted' }]);
    await provider.setAccount('bob', { groups: ['hydrant-crews'], name: 'Bob Crew' });
  });

  it('a user whose groups map to no role is refused with a reason for the sign-in screen, and no account is made', async () => {
    const { agent, location } = await signIn('mallory');
    expect(location).toBe('/login?signInError=no-role');
    expect(await signedIn(agent)).toBe(false);
    expect(await t.sql(`SELECT 1 FROM users WHERE oidc_subject = 'mallory'`)).toEqual([]);
    const audit = await t.sql(`SELECT 1 FROM audit_log WHERE action = 'sign-in-failed' AND actor_name = 'mallory'`);
    expect(audit.length).toBeGreaterThan(0);
  });

  it('a tampered state is refused', async () => {
    const agent = request.agent(t.server);
    const answer = new URL(await answerFor(agent, 'alice'), SITE);
    answer.searchParams.set('state', `${answer.searchParams.get('state')}x`);
    const res = await agent.get(`${answer.pathname}${answer.search}`).expect(302);
    expect(res.headers.location).toBe('/login?signInError=failed');
    expect(await signedIn(agent)).toBe(false);
  });

  it('a replayed answer (code and state) is refused, in the same browser and in another one', async () => {
    const { answer, location } = await signIn('alice');
    expect(location).toBe('/');
    // Another browser, with a sign-in of its own waiting, is handed the used answer.
    const other = request.agent(t.server);
    await other.get('/api/auth/oidc/start').expect(302);
    expect((await other.get(answer).expect(302)).headers.location).toBe('/login?signInError=failed');
    expect(await signedIn(other)).toBe(false);
    // A browser with no sign-in waiting.
    const stranger = request.agent(t.server);
    expect((await stranger.get(answer).expect(302)).headers.location).toBe('/login?signInError=failed');
    expect(await signedIn(stranger)).toBe(false);
  });

  it('the same code and state presented again with the browser’s earlier cookie are refused (the waiting sign-in is used up)', async () => {
    // A browser's waiting sign-in, kept (its cookie) to present the same code with the right state twice.
    const start = await request(t.server).get('/api/auth/oidc/start').expect(302);
    const cookie = (start.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const back = await signInAtProvider(start.headers.location, 'alice', REDIRECT_URI);
    const answer = `${back.pathname}${back.search}`;
    expect((await request(t.server).get(answer).set('cookie', cookie).expect(302)).headers.location).toBe('/');
    const replay = await request(t.server).get(answer).set('cookie', cookie).expect(302);
    expect(replay.headers.location).toBe('/login?signInError=failed');
  });

  it.each([['wrong-audience'], ['expired']] as const)('an ID token that is %s is refused', async (mode) => {
    await provider.setIdTokenMode(mode);
    const { agent, location } = await signIn('alice');
    expect(location).toBe('/login?signInError=failed');
    expect(await signedIn(agent)).toBe(false);
  });

  it('a directory user named like a local account gets a username of their own, never the local account', async () => {
    const { agent } = await signIn('admin');
    const me = (await agent.get('/api/auth/user').expect(200)).body as { username: string; role: string };
    expect(me).toMatchObject({ username: 'admin-2', role: 'admin' });
    const local = await t.sql(
      `SELECT oidc_subject, password_hash IS NOT NULL AS has_password FROM users WHERE username = 'admin'`,
    );
    expect(local).toEqual([{ oidc_subject: null, has_password: true }]);
  });

  it('passwords stay for the break-glass administrator only (LOCAL_SIGN_IN=admin)', async () => {
    const admin = request.agent(t.server);
    await admin.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    const password = 'Correct-Horse-Battery-42';
    await admin.post('/api/users').send({ username: 'local_officer', role: 'officer', password }).expect(201);
    const res = await request(t.server).post('/api/auth/login').send({ username: 'local_officer', password }).expect(401);
    expect((res.body as { message: string }).message).toMatch(/Sign in with Test Directory/);
  });

  it('a directory user gets no password here: neither from an administrator nor by changing their own', async () => {
    const { agent } = await signIn('bob');
    const own = await agent
      .post('/api/auth/password')
      .send({ currentPassword: 'anything at all', newPassword: 'hose reel ladder thirty' })
      .expect(400);
    expect((own.body as { errors: Record<string, string> }).errors.currentPassword).toMatch(/signs in through the directory/);
    const admin = request.agent(t.server);
    await admin.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    const [{ id }] = await t.sql<{ id: number }>(`SELECT id FROM users WHERE oidc_subject = 'bob'`);
    const reset = await admin.post(`/api/users/${id}/reset-password`).send({ password: 'hose reel ladder thirty' });
    expect(reset.status).toBe(400);
    expect((reset.body as { errors: Record<string, string> }).errors.password).toMatch(/signs in through the directory/);
    expect(await t.sql(`SELECT password_hash FROM users WHERE id = $1`, [id])).toEqual([{ password_hash: null }]);
  });

  it('sign-out ends our session and sends the browser to the provider to end its own, then back to /login', async () => {
    const { agent } = await signIn('alice');
    const res = await agent.post('/api/auth/oidc/logout').expect(200);
    const end = new URL((res.body as { redirectTo: string }).redirectTo);
    expect(`${end.origin}${end.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/login`);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(await signedIn(agent)).toBe(false);
    // A local sign-in has no provider session: straight back to the sign-in screen.
    const admin = request.agent(t.server);
    await admin.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    expect((await admin.post('/api/auth/oidc/logout').expect(200)).body).toEqual({ redirectTo: '/login' });
    expect(await signedIn(admin)).toBe(false);
  });
});
