import request from 'supertest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { USER_MESSAGES } from './user.constants.js';

type Agent = ReturnType<typeof request.agent>;

const FIRST = 'first password for you';
const CHOSEN = 'my own pass phrase 42';

describe('user administration (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: number;

  async function signIn(username: string, password: string, status = 200): Promise<Agent> {
    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').send({ username, password }).expect(status);
    return agent;
  }

  /** Adds a user through the API and lets them choose their own password, as a person would. */
  async function addUser(username: string, role: string): Promise<{ id: number; agent: Agent }> {
    const created = await admin.post('/api/users').send({ username, role, password: FIRST }).expect(201);
    const agent = await signIn(username, FIRST);
    await agent.post('/api/auth/password').send({ currentPassword: FIRST, newPassword: CHOSEN }).expect(200);
    return { id: created.body.id as number, agent };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    adminId = (await admin.get('/api/users').expect(200)).body.items[0].id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists users with their role and never the password hash', async () => {
    const res = await admin.get('/api/users').expect(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        username: TEST_ADMIN_USERNAME,
        role: 'admin',
        disabled: false,
        mustChangePassword: false,
        version: 1,
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password_?hash/i);
  });

  it('adds a user who must choose a new password at first sign-in; until then every other call is 403', async () => {
    const created = await admin.post('/api/users').send({ username: 'jdoe', role: 'inspector', password: FIRST }).expect(201);
    expect(created.body).toMatchObject({ username: 'jdoe', role: 'inspector', mustChangePassword: true, disabled: false });

    const jdoe = await signIn('jdoe', FIRST);
    const me = await jdoe.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ username: 'jdoe', role: 'inspector', mustChangePassword: true });
    const refused = await jdoe.get('/api/hydrants').expect(403);
    expect(refused.body.message).toBe('Choose a new password first');

    await jdoe.post('/api/auth/password').send({ currentPassword: FIRST, newPassword: CHOSEN }).expect(200);
    await jdoe.get('/api/hydrants').expect(200);
    await signIn('jdoe', FIRST, 401);
    await signIn('jdoe', CHOSEN);
  });

  it('answers 400 with one message per field, and 409 for a username already taken (any case)', async () => {
    const bad = await admin.post('/api/users').send({ username: 'x', role: 'chief', password: '' }).expect(400);
    expect(bad.body.errors).toEqual({
      username: USER_MESSAGES.username,
      role: USER_MESSAGES.role,
      password: USER_MESSAGES.passwordRequired,
    });
    const taken = await admin.post('/api/users').send({ username: 'JDOE', role: 'viewer', password: FIRST }).expect(409);
    expect(taken.body.message).toBe(USER_MESSAGES.usernameTaken);
  });

  it.each([
    ['short', 'short pass', USER_MESSAGES.passwordTooShort],
    ['the username', 'pwuser-rules-1', USER_MESSAGES.passwordIsUsername],
    ['common', 'Password1234', USER_MESSAGES.passwordCommon],
    ['in the common-password dictionary', '1q2w3e4r5t6y', USER_MESSAGES.passwordCommon],
    ['a keyboard run', 'qwertyuiopas', USER_MESSAGES.passwordWeak],
    ['one character repeated', 'aaaaaaaaaaaaaa', USER_MESSAGES.passwordWeak],
    ['a word and a year', 'Firefighter2024', USER_MESSAGES.passwordWeak],
  ])('refuses a password that is %s', async (_kind, password, message) => {
    const res = await admin.post('/api/users').send({ username: 'pwuser-rules-1', role: 'viewer', password }).expect(400);
    // A guessable password's message goes on with zxcvbn's reason (e.g. 'repeated characters like "aaa" ...').
    expect(res.body.errors.password).toMatch(new RegExp(`^${message}(: .+)?$`));
    expect(Object.keys(res.body.errors)).toEqual(['password']);
  });

  it('lets every user change their own password only with the current one and by the rules', async () => {
    const { agent } = await addUser('self-change', 'viewer');
    const wrong = await agent
      .post('/api/auth/password')
      .send({ currentPassword: 'not it at all', newPassword: 'another long phrase' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: USER_MESSAGES.currentPasswordWrong });
    const weak = await agent
      .post('/api/auth/password')
      .send({ currentPassword: CHOSEN, newPassword: 'password1234' })
      .expect(400);
    expect(weak.body.errors).toEqual({ newPassword: USER_MESSAGES.passwordCommon });
    await agent.post('/api/auth/password').send({ currentPassword: CHOSEN, newPassword: 'another long phrase' }).expect(200);
    await signIn('self-change', 'another long phrase');
  });

  it('a demo session cannot change a password (403)', async () => {
    const demo = request.agent(t.server);
    await demo.post('/api/auth/demo').expect(200);
    await demo.post('/api/auth/password').send({ currentPassword: 'x', newPassword: 'y' }).expect(403);
  });

  it('changes a role at once for the signed-in user, with optimistic versions (409 stale)', async () => {
    const { id, agent } = await addUser('promote-me', 'viewer');
    await agent.delete('/api/zones/999999').expect(403);
    const before = (await admin.get('/api/users').expect(200)).body.items.find((u: { id: number }) => u.id === id);
    const changed = await admin.patch(`/api/users/${id}`).send({ role: 'officer', version: before.version }).expect(200);
    expect(changed.body).toMatchObject({ role: 'officer', version: before.version + 1 });
    await agent.delete('/api/zones/999999').expect(404);

    const stale = await admin.patch(`/api/users/${id}`).send({ role: 'viewer', version: before.version }).expect(409);
    expect(stale.body).toMatchObject({ message: USER_MESSAGES.changedBySomeoneElse, currentVersion: before.version + 1 });
    await admin.patch('/api/users/999999').send({ role: 'viewer' }).expect(404);
  });

  it("ends a disabled user's sessions at once, refuses their sign-in, and lets them back when enabled", async () => {
    const { id, agent } = await addUser('to-disable', 'officer');
    const second = await signIn('to-disable', CHOSEN);
    await agent.get('/api/hydrants').expect(200);
    await admin.patch(`/api/users/${id}`).send({ disabled: true }).expect(200);
    await agent.get('/api/hydrants').expect(401);
    await second.get('/api/hydrants').expect(401);
    const [{ count }] = await t.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM session WHERE (sess -> 'passport' -> 'user' ->> 'userId') = $1`,
      [String(id)],
    );
    expect(count).toBe(0);
    await signIn('to-disable', CHOSEN, 401);
    await admin.patch(`/api/users/${id}`).send({ disabled: false }).expect(200);
    await signIn('to-disable', CHOSEN);
  });

  it('reset password: the sessions end, the temporary password works once and must be replaced', async () => {
    const { id, agent } = await addUser('forgetful', 'inspector');
    const reset = await admin.post(`/api/users/${id}/reset-password`).send({ password: 'temporary pass 777' }).expect(200);
    expect(reset.body.mustChangePassword).toBe(true);
    await agent.get('/api/hydrants').expect(401);
    await signIn('forgetful', CHOSEN, 401);
    const again = await signIn('forgetful', 'temporary pass 777');
    await again.get('/api/hydrants').expect(403);
    const weak = await admin.post(`/api/users/${id}/reset-password`).send({ password: 'forgetful-1234' }).expect(400);
    expect(weak.body.errors).toEqual({ password: USER_MESSAGES.passwordIsUsername });
  });

  it('the last active administrator can be neither demoted nor disabled (409); with a second one they can', async () => {
    const demote = await admin.patch(`/api/users/${adminId}`).send({ role: 'officer' }).expect(409);
    expect(demote.body.message).toBe(USER_MESSAGES.lastAdmin);
    const disable = await admin.patch(`/api/users/${adminId}`).send({ disabled: true }).expect(409);
    expect(disable.body.message).toBe(USER_MESSAGES.lastAdmin);

    const { id: secondId, agent: second } = await addUser('second-admin', 'admin');
    await admin.patch(`/api/users/${secondId}`).send({ disabled: true }).expect(200);
    // A disabled admin does not count: the first is still the last active one.
    await admin.patch(`/api/users/${adminId}`).send({ role: 'officer' }).expect(409);
    await admin.patch(`/api/users/${secondId}`).send({ disabled: false }).expect(200);
    const secondAgain = await signIn('second-admin', CHOSEN);
    await secondAgain.patch(`/api/users/${adminId}`).send({ role: 'officer' }).expect(200);
    await second.get('/api/users').expect(401);
    await secondAgain.patch(`/api/users/${secondId}`).send({ role: 'viewer' }).expect(409);
    await secondAgain.patch(`/api/users/${adminId}`).send({ role: 'admin' }).expect(200);
  });

  it('lists users a page at a time by username, found by a part of it or by role; bad paging is 400', async () => {
    for (const name of ['page-crew-a', 'page-crew-b', 'page-crew-c']) {
      await admin.post('/api/users').send({ username: name, role: 'viewer', password: FIRST }).expect(201);
    }
    const found = await admin.get('/api/users?search=PAGE-CREW&pageSize=2').expect(200);
    expect(found.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(found.body.items.map((u: { username: string }) => u.username)).toEqual(['page-crew-a', 'page-crew-b']);
    const second = await admin.get('/api/users?search=page-crew&pageSize=2&page=2').expect(200);
    expect(second.body.items.map((u: { username: string }) => u.username)).toEqual(['page-crew-c']);
    const admins = await admin.get('/api/users?role=admin&pageSize=100').expect(200);
    expect(admins.body.items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(admins.body.items.map((u: { username: string }) => u.username)).toContain(TEST_ADMIN_USERNAME);
    // a LIKE wildcard is a plain character
    expect((await admin.get('/api/users?search=%25').expect(200)).body.total).toBe(0);
    await admin.get('/api/users?pageSize=101').expect(400);
    await admin.get('/api/users?page=0').expect(400);
    await admin.get('/api/users?role=chief').expect(400);
  });

  it('only administrators reach user administration', async () => {
    const { agent } = await addUser('officer-only', 'officer');
    await agent.get('/api/users').expect(403);
    await agent.post('/api/users').send({ username: 'sneaky', role: 'admin', password: FIRST }).expect(403);
  });
});
