import request from 'supertest';
import { SESSION_COOKIE_NAME } from '../src/session/session.constants.js';
import { runSql, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from './test-app.js';

/** The session cookie (name=value) an answer sets. */
export function sessionCookieOf(res: request.Response): string {
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`))!
    .split(';')[0];
}

/** Signs in on an app; the session cookie. */
export async function signIn(server: TestApp['server'], username: string, password: string): Promise<string> {
  const res = await request(server).post('/api/auth/login').send({ username, password }).expect(200);
  return sessionCookieOf(res);
}

/**
 * A new user of `role`, created by the admin on `app` (no password change asked), signed in
 * there: their id, name and session cookie, and the admin's cookie.
 */
export async function newSignedInUser(
  app: TestApp,
  dbUrl: string,
  username: string,
  role: string,
  password: string,
): Promise<{ id: number; username: string; cookie: string; admin: string }> {
  const admin = await signIn(app.server, TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
  const created = await request(app.server)
    .post('/api/users')
    .set('Cookie', admin)
    .send({ username, role, password })
    .expect(201);
  await runSql(dbUrl, 'UPDATE users SET must_change_password = false WHERE id = $1', [created.body.id]);
  return { id: created.body.id as number, username, cookie: await signIn(app.server, username, password), admin };
}
