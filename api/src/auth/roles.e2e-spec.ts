import { readFileSync } from 'node:fs';
import request from 'supertest';
import { OPENAPI_FILE } from '../openapi/openapi-document.js';
import { discoverRoutes, openApiPath } from '../common/route-discovery.js';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { hasRole, Role, ROLES } from './min-role.decorator.js';

/** Every operation of the committed OpenAPI file, with the least role it states. */
interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  minRole?: Role;
  isPublic: boolean;
}

function operationsOf(file: string): Operation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, { security?: unknown[]; 'x-min-role'?: Role }>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method as Operation['method'],
      path,
      minRole: operation['x-min-role'],
      isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
}

/** /api/hydrants/{id} -> /api/hydrants/1: enough to reach the route (the guard answers before any lookup). */
const concrete = (path: string): string => path.replace(/\{[^}]+\}/g, '1');

const PASSWORD = 'a long walk through the roles';

describe('roles on every route of the OpenAPI file (e2e)', () => {
  let t: TestApp;
  const agents = new Map<Role | 'demo', ReturnType<typeof request.agent>>();
  const operations = operationsOf(OPENAPI_FILE);

  beforeAll(async () => {
    t = await createTestApp();
    const admin = request.agent(t.server);
    await admin.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    agents.set('admin', admin);
    for (const role of ['viewer', 'inspector', 'officer'] as const) {
      const created = await admin
        .post('/api/users')
        .send({ username: `walk-${role}`, role, password: PASSWORD })
        .expect(201);
      // The first sign-in must choose a new password; skip that here (the users test covers it).
      await t.sql('UPDATE users SET must_change_password = false WHERE id = $1', [created.body.id]);
      const agent = request.agent(t.server);
      await agent
        .post('/api/auth/login')
        .send({ username: `walk-${role}`, password: PASSWORD })
        .expect(200);
      agents.set(role, agent);
    }
    const demo = request.agent(t.server);
    await demo.post('/api/auth/demo').expect(200);
    agents.set('demo', demo);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('names the least role on every operation that needs a session (x-min-role), and on every route the app serves', () => {
    expect(operations.length).toBeGreaterThan(50);
    const missing = operations.filter((op) => !op.isPublic && !op.minRole).map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(missing).toEqual([]);
    const unnamed = discoverRoutes(t.app)
      .filter((route) => !route.isPublic && !route.minRole)
      .map((route) => `${route.method} ${route.path}`);
    expect(unnamed).toEqual([]);
  });

  it("answers 403 to each role below the route's least role, and never 403 at or above it", async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => !o.isPublic)) {
      for (const role of ROLES) {
        const res = await agents.get(role)![op.method](concrete(op.path)).send({});
        const allowed = hasRole(role, op.minRole!);
        if (
          allowed ? res.status === 403 : res.status !== 403 || res.body.message !== `This needs the ${op.minRole} role or higher`
        ) {
          wrong.push(
            `${role} ${op.method.toUpperCase()} ${op.path} (least ${op.minRole}): ${res.status} ${JSON.stringify(res.body)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a demo session as a viewer that never writes', async () => {
    // Reading routes sent as POST (a report is generated, nothing is stored) say so with @AllowDemoWrite().
    const demoWrites = new Set(
      discoverRoutes(t.app)
        .filter((route) => route.allowDemoWrite)
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`),
    );
    const wrong: string[] = [];
    for (const op of operations.filter((o) => !o.isPublic)) {
      const res = await agents.get('demo')![op.method](concrete(op.path)).send({});
      const allowed = (op.method === 'get' || demoWrites.has(`${op.method} ${op.path}`)) && op.minRole === 'viewer';
      if (allowed ? res.status === 403 : res.status !== 403) {
        wrong.push(`demo ${op.method.toUpperCase()} ${op.path}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
