import request from 'supertest';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { MIGRATIONS } from '../database/migrations/index.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';

/** Captures what the app writes to stdout while `work` runs. */
async function captureStdout<T>(work: () => Promise<T>): Promise<{ result: T; output: string }> {
  const chunks: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  try {
    const result = await work();
    return { result, output: chunks.join('') };
  } finally {
    spy.mockRestore();
  }
}

const NO_ADMIN_ENV = { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined };

describe('first administrator (e2e)', () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];

  beforeEach(async () => {
    db = await createTestDatabase();
  });

  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
    await db.drop();
  });

  const start = async (env: Record<string, string | undefined>) => {
    const app = await createTestApp({ db, env });
    apps.push(app);
    return app;
  };

  it('comes from ADMIN_USERNAME / ADMIN_PASSWORD when both are set', async () => {
    const { result: t, output } = await captureStdout(() =>
      start({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'a long chosen password' }),
    );
    expect(output).not.toMatch(/Password:/);
    const res = await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'chief', password: 'a long chosen password' })
      .expect(200);
    expect(res.body.username).toBe('chief');
    const rows = await t.sql<{ username: string; password_hash: string }>('SELECT username, password_hash FROM users');
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('otherwise creates "admin" with a random password printed once, boxed; a second start prints nothing', async () => {
    const first = await captureStdout(() => start(NO_ADMIN_ENV));
    expect(first.output).toMatch(/FIRST ADMINISTRATOR ACCOUNT CREATED/);
    expect(first.output).toMatch(/will NOT be shown again/);
    expect(first.output).toMatch(/^\+-+\+$/m);
    const password = /Password: (\S+)/.exec(first.output)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(16);
    await request(first.result.server).post('/api/auth/login').send({ username: 'admin', password }).expect(200);
    await first.result.close();
    apps.pop();

    const second = await captureStdout(() => start(NO_ADMIN_ENV));
    expect(second.output).not.toMatch(/Password:|FIRST ADMINISTRATOR/);
    // The password did not change.
    await request(second.result.server).post('/api/auth/login').send({ username: 'admin', password }).expect(200);
  });

  it('leaves existing users alone, even when ADMIN_* are set later', async () => {
    await captureStdout(() => start(NO_ADMIN_ENV));
    const t = await start({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'different password' });
    await request(t.server).post('/api/auth/login').send({ username: 'admin', password: 'different password' }).expect(401);
    expect(await t.sql('SELECT id FROM users')).toHaveLength(1);
  });

  it('two processes starting at once create one administrator and print one password', async () => {
    const { output } = await captureStdout(() => Promise.all([start(NO_ADMIN_ENV), start(NO_ADMIN_ENV), start(NO_ADMIN_ENV)]));
    expect(output.match(/Password: /g)).toHaveLength(1);
    expect(await apps[0].sql('SELECT id FROM users')).toHaveLength(1);
    // every migration ran exactly once although three processes raced to run them
    expect(await apps[0].sql('SELECT name FROM migrations')).toHaveLength(MIGRATIONS.length);
  });

  it('all processes share one generated session secret', async () => {
    const [a, b] = await Promise.all([start({}), start({})]);
    const rows = await a.sql<{ value: string }>(`SELECT value FROM app_settings WHERE name = 'session_secret'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].value.length).toBeGreaterThanOrEqual(32);
    // A session made by one process is valid on the other.
    const login = await request(a.server)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'correct horse battery staple' })
      .expect(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'])
      .find((c) => c.startsWith('hydrant.sid='))!
      .split(';')[0];
    await request(b.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
  });
});
