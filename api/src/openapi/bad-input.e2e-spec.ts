import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import request from 'supertest';
import { badRequests, BadRequest, OpenApiDocument, WriteRoute, writeRoutes } from '../../test/bad-input.js';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { OPENAPI_FILE } from './openapi-document.js';

/** Generated requests per kind of bad input and route (about 10 kinds x 10 routes today). */
const RUNS_PER_KIND = 3;

/**
 * The bad-input suite: for EVERY write route of api/openapi.json (so routes added later
 * are covered without a new test), requests wrong in one way each — wrong content type,
 * malformed or non-object JSON, deep nesting, too many keys, prototype keys, extra or
 * missing fields, wrong types, values out of bounds (lengths, ranges, list sizes, enums,
 * dates, tiny numbers), huge values, control characters, malformed path ids — must get
 * a 4xx with a message, never a 5xx or a stack trace, and leave every table unchanged.
 * Sent as a signed-in administrator, so that access rules do not answer first.
 */
describe('bad input on every write route (generated from openapi.json)', () => {
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  const routes = writeRoutes(document);
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof adminAgent>>;
  const existing: Record<string, string> = {};
  /** One connection for the checksums (a new one per query would dominate the run time). */
  let db: Client;
  let checksumSql: string;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
    existing['/api/hydrants'] = String((await agent.post('/api/hydrants').send(hydrantInput()).expect(201)).body.id);
    const zone = {
      name: 'Z',
      color: 'red',
      coordinates: [
        [39.8, -89.65],
        [39.8, -89.6],
        [39.75, -89.6],
      ],
    };
    existing['/api/zones'] = String((await agent.post('/api/zones').send(zone).expect(201)).body.id);
    // A schedule dated in the past (which raises its overdue alert) and a completed one with its history record.
    const hydrantId = Number(existing['/api/hydrants']);
    const overdue = { hydrantId, scheduledDate: '2020-01-01', description: 'Flush' };
    existing['/api/maintenance'] = String((await agent.post('/api/maintenance').send(overdue).expect(201)).body.id);
    const done = (await agent.post('/api/maintenance').send(overdue).expect(201)).body.id;
    const completed = await agent
      .patch(`/api/maintenance/${done}/complete`)
      .send({ status: 'completed', technicianName: 'A', workPerformed: 'x' })
      .expect(200);
    existing['/api/maintenance-history'] = String(completed.body.record.id);
    existing['/api/alerts'] = String((await agent.get('/api/alerts?acknowledged=false').expect(200)).body.items[0].id);
    db = new Client({ connectionString: t.db.url });
    await db.connect();
    const tables = await db.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    checksumSql = tables.rows
      .map(({ name }) =>
        name === 'session'
          ? `SELECT 'session' AS t, md5(coalesce(string_agg(sid || sess::text, '|' ORDER BY sid), '')) AS h FROM session`
          : `SELECT '${name}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${name} x`,
      )
      .join(' UNION ALL ');
  });

  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  /** One md5 per table over all its rows (the session store's expiry column apart: every request renews it). */
  async function checksum(): Promise<string> {
    const { rows } = await db.query<{ t: string; h: string }>(checksumSql);
    return rows
      .map((row) => `${row.t}:${row.h}`)
      .sort()
      .join(',');
  }

  /** The id of an existing row for a path such as /api/hydrants/{id} (else 1). */
  const idsFor = (route: WriteRoute): Record<string, string> =>
    Object.fromEntries(route.pathParams.map((name) => [name, existing[route.path.replace(/\/\{[^}]+\}.*$/, '')] ?? '1']));

  async function send(route: WriteRoute, bad: BadRequest): Promise<request.Response> {
    const params = bad.params ?? idsFor(route);
    const url = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => params[name]);
    let req = agent[route.method](url);
    if (bad.text !== undefined) req = req.set('Content-Type', bad.contentType).send(bad.text);
    return req;
  }

  it('covers every write route of the API', () => {
    expect(routes.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/hydrants',
        'PATCH /api/hydrants/{id}',
        'DELETE /api/zones/{id}',
      ]),
    );
  });

  describe.each(routes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))('%s', (_name, route) => {
    const kinds = [...badRequests(document, route, {}).keys()];

    it.each(kinds)('%s: 4xx with a message, no stack trace, nothing changed', async (kind) => {
      const arbitrary = badRequests(document, route, idsFor(route)).get(kind)!;
      await fc.assert(
        fc.asyncProperty(arbitrary, async (bad) => {
          const before = await checksum();
          const res = await send(route, bad);
          const summary = { kind: bad.kind, field: bad.field, status: res.status, body: res.text.slice(0, 300) };
          expect(summary).toEqual({ ...summary, status: bad.expected });
          const message = (res.body as { message?: unknown }).message;
          expect(typeof message === 'string' ? message.length : Array.isArray(message) ? message.length : 0).toBeGreaterThan(0);
          expect(res.text).not.toMatch(/\n\s+at |"stack"|node_modules|QueryFailedError/);
          const errors = (res.body as { errors?: Record<string, string> }).errors;
          if (bad.field && errors && Object.keys(errors).length > 0) {
            // The field made wrong is the one reported, and the only one (the rest of the body is valid).
            expect(Object.keys(errors).map((key) => key.split('.')[0])).toEqual(Object.keys(errors).map(() => bad.field));
          }
          expect(await checksum()).toBe(before);
        }),
        { numRuns: RUNS_PER_KIND },
      );
    });
  });
});
