import { generate } from 'otplib';
import request from 'supertest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';

const PASSWORD = 'Correct-Horse-Battery-42';

/** The code an authenticator app shows for `secret` at `epoch` (seconds; default now). */
const codeFor = (secret: string, epoch?: number): Promise<string> => generate({ secret, ...(epoch ? { epoch } : {}) });

describe('two-factor sign-in (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await t.sql('DELETE FROM login_failures');
  });

  /** A user made by the administrator, password already their own; answers a signed-in agent. */
  async function userSignedIn(username: string, role = 'officer'): Promise<{ agent: request.Agent; id: number }> {
    const admin = request.agent(t.server);
    await admin.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    await t.sql(`DELETE FROM users WHERE username = $1`, [username]);
    const created = await admin.post('/api/users').send({ username, role, password: PASSWORD }).expect(201);
    await t.sql(`UPDATE users SET must_change_password = false WHERE username = $1`, [username]);
    const agent = request.agent(t.server);
    const res = await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ username, secondFactorEnabled: false, mustSetUpSecondFactor: false });
    return { agent, id: (created.body as { id: number }).id };
  }

  /** Enrols the agent's user; answers the secret and the recovery codes. */
  async function enrol(agent: request.Agent): Promise<{ secret: string; recoveryCodes: string[]; confirmedAt: number }> {
    const started = await agent.post('/api/auth/second-factor/enrolment').expect(200);
    const { secret, otpauthUri } = started.body as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const confirmedAt = Math.floor(Date.now() / 1000);
    const confirmed = await agent
      .post('/api/auth/second-factor/enrolment/confirm')
      .send({ code: await codeFor(secret, confirmedAt) })
      .expect(200);
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
    return { secret, recoveryCodes, confirmedAt };
  }

  const passwordStep = (username: string) =>
    request(t.server).post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);

  it('enrolment: a wrong code is refused with a field message; the right one turns it on with ten hashed recovery codes', async () => {
    const { agent, id } = await userSignedIn('tf_enrol');
    expect((await agent.get('/api/auth/second-factor').expect(200)).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    await agent.post('/api/auth/second-factor/enrolment').expect(200);
    const bad = await agent.post('/api/auth/second-factor/enrolment/confirm').send({ code: 'abc' }).expect(400);
    expect((bad.body as { errors: Record<string, string> }).errors.code).toBe(
      'Enter the 6-digit code from your authenticator app',
    );
    const wrong = await agent.post('/api/auth/second-factor/enrolment/confirm').send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: Record<string, string> }).errors.code).toMatch(/does not match/);

    const { recoveryCodes } = await enrol(agent);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = (await agent.get('/api/auth/second-factor').expect(200)).body as Record<string, unknown>;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status)).not.toMatch(/secret/i);
    const stored = await t.sql<{ secret_ciphertext: string }>(
      `SELECT secret_ciphertext FROM user_second_factors WHERE user_id = $1`,
      [id],
    );
    expect(stored[0].secret_ciphertext).not.toMatch(/^[A-Z2-7]{16,}$/);
    const hashes = await t.sql<{ code_hash: string }>(`SELECT code_hash FROM user_recovery_codes WHERE user_id = $1`, [id]);
    expect(hashes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect(hashes).toHaveLength(10);
    // A second enrolment while one is on is refused: an administrator resets it.
    await agent.post('/api/auth/second-factor/enrolment').expect(409);
    // The secret and the hashes never reach the audit log, nor kept idempotent answers.
    const audited = await t.sql<{ values: string }>(
      `SELECT coalesce(old_values::text, '') || coalesce(new_values::text, '') AS values FROM audit_log
       WHERE table_name IN ('user_second_factors', 'user_recovery_codes')`,
    );
    expect(audited.length).toBeGreaterThan(0);
    for (const row of audited) {
      expect(row.values).not.toContain(stored[0].secret_ciphertext);
      expect(row.values).not.toContain(hashes[0].code_hash);
    }
  });

  it('the answers holding the secret or the recovery codes are never kept for an Idempotency-Key', async () => {
    const { agent } = await userSignedIn('tf_idempotent');
    const started = await agent.post('/api/auth/second-factor/enrolment').set('Idempotency-Key', 'tf-start').expect(200);
    expect(started.headers['idempotent-replayed']).toBeUndefined();
    const { secret } = started.body as { secret: string };
    await agent
      .post('/api/auth/second-factor/enrolment/confirm')
      .set('Idempotency-Key', 'tf-confirm')
      .send({ code: await codeFor(secret) })
      .expect(200);
    const kept = await t.sql(`SELECT key FROM idempotency_keys WHERE key IN ('tf-start', 'tf-confirm')`);
    expect(kept).toEqual([]);
  });

  it('sign-in needs the code: no session after the password, 401 for a wrong code, a session after the right one', async () => {
    const { agent } = await userSignedIn('tf_signin');
    const { secret, confirmedAt } = await enrol(agent);
    const first = await passwordStep('tf_signin');
    expect(first.body).toMatchObject({
      secondFactorRequired: true,
      message: 'Enter the 6-digit code from your authenticator app',
    });
    expect(([] as string[]).concat(first.headers['set-cookie'] ?? []).join(';')).not.toMatch(/hydrant\.sid/);
    const { challenge } = first.body as { challenge: string };

    const browser = request.agent(t.server);
    const bad = await browser.post('/api/auth/login/code').send({ challenge, code: '12' }).expect(400);
    expect((bad.body as { errors: Record<string, string> }).errors.code).toMatch(/6-digit code/);
    await browser.post('/api/auth/login/code').send({ challenge, code: '000000' }).expect(401);
    await browser.get('/api/auth/user').expect(401);
    // the refused code is a failed sign-in in the audit trail, under the user the challenge names
    const [failed] = await t.sql<{ actor_name: string; new_values: { reason?: string } }>(
      `SELECT actor_name, new_values FROM audit_log WHERE action = 'sign-in-failed' ORDER BY id DESC LIMIT 1`,
    );
    expect(failed).toMatchObject({ actor_name: 'tf_signin', new_values: { reason: 'wrong or expired second-factor code' } });
    await browser
      .post('/api/auth/login/code')
      .send({ challenge: `${challenge}x`, code: await codeFor(secret) })
      .expect(401);

    // The enrolment's code is spent: the next time step's code signs in (as the app shows 30 s later).
    const next = await codeFor(secret, confirmedAt + 30);
    const ok = await browser.post('/api/auth/login/code').send({ challenge, code: next }).expect(200);
    expect(ok.body).toMatchObject({ username: 'tf_signin', secondFactorEnabled: true });
    await browser.get('/api/auth/sessions').expect(200);
    // The same code again (a replay) is refused.
    await request(t.server).post('/api/auth/login/code').send({ challenge, code: next }).expect(401);
  });

  it('a recovery code works once; wrong codes meet 429 with Retry-After', async () => {
    const { agent } = await userSignedIn('tf_recovery');
    const { recoveryCodes } = await enrol(agent);
    const { challenge } = (await passwordStep('tf_recovery')).body as { challenge: string };
    await request(t.server).post('/api/auth/login/code').send({ challenge, code: recoveryCodes[3].toUpperCase() }).expect(200);
    await request(t.server).post('/api/auth/login/code').send({ challenge, code: recoveryCodes[3] }).expect(401);
    expect((await agent.get('/api/auth/second-factor').expect(200)).body).toMatchObject({ recoveryCodesLeft: 9 });

    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 8; i += 1) {
      const res = await request(t.server).post('/api/auth/login/code').send({ challenge, code: '111111' });
      statuses.push(res.status);
      retryAfter ??= res.headers['retry-after'] as string | undefined;
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right recovery code waits while the user's code counter is full.
    await request(t.server).post('/api/auth/login/code').send({ challenge, code: recoveryCodes[0] }).expect(429);
  });

  it('an administrator resets a second factor: audited, sessions ended, password alone signs in again', async () => {
    const { agent, id } = await userSignedIn('tf_reset');
    await enrol(agent);
    const admin = request.agent(t.server);
    await admin.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    const listed = (
      (await admin.get('/api/users').expect(200)).body.items as Array<{
        id: number;
        version: number;
        secondFactorEnabled: boolean;
      }>
    ).find((user) => user.id === id)!;
    expect(listed.secondFactorEnabled).toBe(true);
    await admin
      .post(`/api/users/${id}/reset-second-factor`)
      .set('If-Match', `"${listed.version - 1}"`)
      .expect(409);
    const reset = await admin.post(`/api/users/${id}/reset-second-factor`).set('If-Match', `"${listed.version}"`).expect(200);
    expect(reset.body).toMatchObject({ secondFactorEnabled: false, version: listed.version + 1 });
    await agent.get('/api/auth/user').expect(401);
    const audit = await t.sql<{ actor_name: string; new_values: Record<string, unknown> }>(
      `SELECT actor_name, new_values FROM audit_log WHERE action = 'second-factor-reset' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toMatchObject({ actor_name: TEST_ADMIN_USERNAME, new_values: { user: 'tf_reset' } });
    expect((await passwordStep('tf_reset')).body).toMatchObject({ username: 'tf_reset', secondFactorEnabled: false });
    await admin.post(`/api/users/${id}/reset-second-factor`).expect(409);
  });
});

describe('two-factor required for administrators (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TWO_FACTOR_REQUIRED_FOR: 'admin' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('an administrator without a factor may only set one up; after that the console opens', async () => {
    await t.sql('DELETE FROM login_failures');
    const admin = request.agent(t.server);
    const res = await admin
      .post('/api/auth/login')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    expect(res.body).toMatchObject({ mustSetUpSecondFactor: true, secondFactorEnabled: false });
    expect((await admin.get('/api/users').expect(403)).body).toMatchObject({ message: 'Set up two-factor sign-in first' });
    expect((await admin.get('/api/auth/second-factor').expect(200)).body).toMatchObject({ required: true, enabled: false });
    const { secret } = (await admin.post('/api/auth/second-factor/enrolment').expect(200)).body as { secret: string };
    await admin
      .post('/api/auth/second-factor/enrolment/confirm')
      .send({ code: await codeFor(secret) })
      .expect(200);
    expect((await admin.get('/api/auth/user').expect(200)).body).toMatchObject({
      mustSetUpSecondFactor: false,
      secondFactorEnabled: true,
    });
    await admin.get('/api/users').expect(200);
  });
});
