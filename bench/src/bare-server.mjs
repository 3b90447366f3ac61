#!/usr/bin/env node
// The bare server of the side-by-side bench: node:http + pg, no framework, serving
// the hydrant reads the bench measures with the very same SQL as the API — it imports the
// API's built pure query module (api/dist/hydrants/hydrant-queries.js) — and the same JSON
// (checked byte for byte before every measurement, see compare-bench.mjs). It exists to show
// what the SQL and JSON alone cost on this machine, so it does as little as a real server
// may: parse the query string (the API's defaults), gzip like the API's compression()
// (over 1 KiB, when asked), and, with --session, check the session as every real server
// must, in one SQL statement. It is a yardstick, not a product: no validation messages, no
// audit, no logging.
//
//   node bench/src/bare-server.mjs --port 8221 [--session] [--pool 10]
//   env: DATABASE_URL, SESSION_SECRET (with --session: the API's cookie-signing secret)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { bareWrites, HttpError, notFound } from './bare-writes.mjs';
import { ROOT } from './paths.mjs';

const gzip = promisify(zlib.gzip);
const COOKIE_NAME = 'hydrant.sid';
const GZIP_THRESHOLD = 1024; // compression()'s default threshold

/** The API's pure hydrant queries (built by `nx run api:build`); BENCH_QUERIES overrides the path. */
export async function loadQueries() {
  const file = process.env.BENCH_QUERIES ?? path.join(ROOT, 'api/dist/hydrants/hydrant-queries.js');
  try {
    return await import(pathToFileURL(file).href);
  } catch (error) {
    throw new Error(`The bare server needs the API's query module ${file} (build the API first): ${error.message}`);
  }
}

/**
 * The API's map service (map-view, when the API has it): a Nest provider whose only
 * dependency is `dataSource.query(sql, params)`, so the bare server runs it as it is, over
 * its own pool, without Nest. Undefined when the build has none.
 */
async function loadMapService(db) {
  const file = path.join(ROOT, 'api/dist/hydrants/hydrant-map.service.js');
  if (!existsSync(file)) return undefined;
  createRequire(path.join(ROOT, 'api/package.json'))('reflect-metadata'); // its decorators need it
  const { HydrantMapService } = await import(pathToFileURL(file).href);
  return HydrantMapService ? new HydrantMapService(db) : undefined;
}

/**
 * One statement per request: the session row connect-pg-simple stores for the cookie's sid
 * (not expired) and its user (not disabled), or a demo session within its two hours.
 * The API also slides the session's expiry (at most once a minute); the bare server does not.
 */
const SESSION_SQL = `SELECT u.id, u.role, u.must_change_password, (s.sess #>> '{passport,user,demo}') = 'true' AS demo
  FROM session s LEFT JOIN users u ON u.id = (s.sess #>> '{passport,user,userId}')::int AND NOT u.disabled
  WHERE s.sid = $1 AND s.expire > now()
    AND (u.id IS NOT NULL OR ((s.sess #>> '{passport,user,demo}') = 'true'
         AND (s.sess #>> '{passport,user,expiresAt}')::float8 > extract(epoch FROM clock_timestamp()) * 1000))`;

/** The sid of express-session's signed cookie `s:<sid>.<base64 HMAC-SHA256>`, or undefined. */
export function unsignedSid(cookieHeader, secret) {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== COOKIE_NAME) continue;
    let value;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
    if (!value.startsWith('s:')) return undefined;
    const dot = value.lastIndexOf('.');
    const sid = value.slice(2, dot);
    const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
    const given = Buffer.from(value.slice(dot + 1));
    return dot > 2 && given.length === expected.length && timingSafeEqual(given, expected) ? sid : undefined;
  }
  return undefined;
}

const number = (value) => (value === null || value === '' ? undefined : Number(value));
const text = (value) => (value === null ? undefined : value.trim() || undefined);

/** The query string as the API's DTOs read it (absent -> undefined; the query module applies the defaults). */
function listQuery(params) {
  return {
    page: number(params.get('page')),
    pageSize: number(params.get('pageSize')),
    search: text(params.get('search')),
    status: params.get('status') ?? undefined,
    after: params.get('after') ?? undefined,
    before: params.get('before') ?? undefined,
  };
}

function mapViewQuery(params) {
  const [west, south, east, north, zoom] = ['west', 'south', 'east', 'north', 'zoom'].map((k) => number(params.get(k)));
  return {
    west,
    south,
    east,
    north,
    zoom,
    search: text(params.get('search')),
    status: params.get('status') ?? undefined,
  };
}

function nearbyQuery(params) {
  return {
    lat: number(params.get('lat')),
    lng: number(params.get('lng')),
    radius: number(params.get('radius')),
    page: number(params.get('page')),
    pageSize: number(params.get('pageSize')),
    search: text(params.get('search')),
  };
}

const badRequest = (message) => new HttpError(400, message, 'Bad Request');

/** `:id` as the API's ParseIdPipe reads it: digits within integer range, else 404. */
export function idOf(segment) {
  if (!/^\d{1,10}$/.test(segment) || Number(segment) > 2_147_483_647 || Number(segment) < 1) throw notFound();
  return Number(segment);
}

/** Reads a JSON request body (for the writes of the load bench). */
async function bodyOf(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  try {
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  } catch {
    throw badRequest('Invalid JSON');
  }
}

async function send(req, res, status, value, headers = {}) {
  if (value === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  let body = Buffer.from(JSON.stringify(value));
  const out = { 'content-type': 'application/json; charset=utf-8', ...headers };
  if (body.length >= GZIP_THRESHOLD && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = await gzip(body);
    out['content-encoding'] = 'gzip';
    out.vary = 'Accept-Encoding';
  }
  out['content-length'] = body.length;
  res.writeHead(status, out);
  res.end(body);
}

export async function createBareServer({ databaseUrl, session, secret, poolSize = 10 }) {
  if (session && !secret) throw new Error('--session needs SESSION_SECRET (the API signs its cookie with it)');
  const queries = await loadQueries();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, application_name: 'hydrant-bench-bare' });
  /** The executor the query module expects: `query(sql, params)` resolving to the rows, and `transaction(work)`. */
  const db = {
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: async (sql, params) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
  const writes = bareWrites(pool, queries);
  const map = await loadMapService(db);

  async function signedIn(req) {
    const sid = unsignedSid(req.headers.cookie, secret);
    const { rows } = sid === undefined ? { rows: [] } : await pool.query(SESSION_SQL, [sid]);
    if (rows.length === 0) throw new HttpError(401, 'Authentication required', 'Unauthorized');
    if (rows[0].must_change_password) throw new HttpError(403, 'Choose a new password first', 'Forbidden');
    if (rows[0].demo && req.method !== 'GET') throw new HttpError(403, 'Demo access is read-only', 'Forbidden');
  }

  async function route(req, res) {
    const url = new URL(req.url, 'http://bare');
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'api') throw new HttpError(404, `Cannot ${req.method} ${url.pathname}`, 'Not Found');
    if (parts[1] === 'health' && parts.length === 2) return send(req, res, 200, { status: 'ok' });
    if (parts[1] !== 'hydrants' || parts.length > 3)
      throw new HttpError(404, `Cannot ${req.method} ${url.pathname}`, 'Not Found');
    if (session) await signedIn(req);
    const [, , name] = parts;
    if (req.method === 'GET') {
      if (name === undefined) return send(req, res, 200, await queries.listHydrants(db, listQuery(url.searchParams)));
      if (name === 'stats') return send(req, res, 200, await queries.hydrantStats(db));
      if (name === 'map-view' && map) return send(req, res, 200, await map.view(mapViewQuery(url.searchParams)));
      if (name === 'nearby')
        return send(req, res, 200, await queries.nearbyHydrants(db, nearbyQuery(url.searchParams)));
      const hydrant = await queries.getHydrant(db, idOf(name));
      if (!hydrant) throw notFound();
      return send(req, res, 200, hydrant, { etag: `"${hydrant.version}"` });
    }
    if (req.method === 'POST' && name === undefined) return send(req, res, 201, await writes.create(await bodyOf(req)));
    const ifMatch = req.headers['if-match'];
    const expected = ifMatch === undefined ? undefined : Number(/^(?:W\/)?"?(\d+)"?$/.exec(ifMatch)?.[1] ?? NaN);
    if (expected !== undefined && !Number.isInteger(expected)) throw badRequest('If-Match must be a version');
    if (req.method === 'PATCH' && name !== undefined) {
      const hydrant = await writes.update(idOf(name), await bodyOf(req), expected);
      return send(req, res, 200, hydrant, { etag: `"${hydrant.version}"` });
    }
    if (req.method === 'DELETE' && name !== undefined) {
      await writes.remove(idOf(name), expected);
      return send(req, res, 204, undefined);
    }
    throw new HttpError(404, `Cannot ${req.method} ${url.pathname}`, 'Not Found');
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((error) => {
      if (error instanceof HttpError) return send(req, res, error.body.statusCode, error.body);
      console.error(error);
      return send(req, res, 500, { statusCode: 500, message: 'Internal server error' });
    });
  });
  server.keepAliveTimeout = 65_000;
  return {
    server,
    listen: (port, host = '127.0.0.1') => new Promise((resolve) => server.listen(port, host, resolve)),
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8221' },
      session: { type: 'boolean', default: false },
      pool: { type: 'string', default: process.env.DB_POOL_SIZE ?? '10' },
    },
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL');
  const bare = await createBareServer({
    databaseUrl,
    session: values.session,
    secret: process.env.SESSION_SECRET,
    poolSize: Number(values.pool),
  });
  await bare.listen(Number(values.port));
  process.stdout.write(`Bare server${values.session ? ' (session check)' : ''} on http://127.0.0.1:${values.port}\n`);
  // A bench child: requests still running when it is stopped need no answer.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
