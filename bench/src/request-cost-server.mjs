// A bare node:http + pg server answering the API's three hot reads with the same SQL and
// the same JSON bytes (it uses the API's own column list and row mapping from api/dist):
// GET /api/hydrants/{id}, GET /api/hydrants?page&pageSize and GET /api/hydrants/nearby.
// BARE_SESSION=1 adds what any real server must do: read the signed session cookie and
// load the session with its user in one statement (401 without a live session and an
// enabled user). Started by request-cost.mjs; env: DATABASE_URL, PORT, BARE_SESSION,
// SESSION_SECRET (the API's cookie-signing secret), POOL_SIZE (default 10).
import http from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';
import { ROOT } from './paths.mjs';

const require = createRequire(`${ROOT}/api/package.json`);
const signature = require('cookie-signature');
const rows = await import(`${ROOT}/api/dist/hydrants/hydrant-rows.js`);
const constants = await import(`${ROOT}/api/dist/hydrants/hydrant.constants.js`);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const withSession = process.env.BARE_SESSION === '1';
const secret = process.env.SESSION_SECRET ?? '';

const SESSION_SQL = `SELECT u.id FROM session s
  JOIN users u ON u.id = (s.sess #>> '{passport,user,userId}')::int AND NOT u.disabled
  WHERE s.sid = $1 AND s.expire >= now()`;

async function sessionUser(req) {
  const raw = /(?:^|;\s*)hydrant\.sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!raw) return undefined;
  const value = decodeURIComponent(raw);
  if (!value.startsWith('s:')) return undefined;
  const sid = signature.unsign(value.slice(2), secret);
  if (sid === false) return undefined;
  const { rows: found } = await pool.query(SESSION_SQL, [sid]);
  return found[0];
}

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function count(filters, params) {
  const { rows: found } = await pool.query(`SELECT count(*)::int AS total FROM hydrants h ${filters}`, params);
  return found[0].total;
}

async function list(url) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
  const params = [];
  const filters = rows.where(rows.filterSql({}, params));
  const total = await count(filters, params);
  const { rows: found } = await pool.query(
    `SELECT ${rows.HYDRANT_COLUMNS}
       FROM (SELECT h.id FROM hydrants h ${filters}
             ORDER BY h.hydrant_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
       JOIN hydrants h ON h.id = page.id
       ORDER BY h.hydrant_id`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items: found.map(rows.toHydrantDto), total, page, pageSize };
}

async function nearby(url) {
  const page = 1;
  const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
  const angle = Number(url.searchParams.get('radius') ?? 1) / constants.EARTH_RADIUS_MILES;
  const params = [Number(url.searchParams.get('lat')), Number(url.searchParams.get('lng')), angle];
  const near = rows.proximitySql('$1::float8', '$2::float8', '$3::float8');
  const filters = rows.where(near.where);
  const total = await count(filters, params);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(rows.NEARBY_PLANNER_SETTING);
    const { rows: found } = await client.query(
      `SELECT ${rows.HYDRANT_COLUMNS}, ${near.distance} AS distance FROM hydrants h ${filters}
       ORDER BY ${near.orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    await client.query('COMMIT');
    return { items: found.map(rows.toNearbyHydrantDto), total, page, pageSize };
  } finally {
    client.release();
  }
}

async function one(id) {
  const { rows: found } = await pool.query(`SELECT ${rows.HYDRANT_COLUMNS} FROM hydrants h WHERE h.id = $1`, [id]);
  return found[0] ? rows.toHydrantDto(found[0]) : undefined;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://bare');
  (async () => {
    if (withSession && !(await sessionUser(req)))
      return send(res, 401, { statusCode: 401, message: 'Authentication required' });
    if (url.pathname === '/api/hydrants') return send(res, 200, await list(url));
    if (url.pathname === '/api/hydrants/nearby') return send(res, 200, await nearby(url));
    const id = /^\/api\/hydrants\/(\d+)$/.exec(url.pathname)?.[1];
    if (id) {
      const hydrant = await one(Number(id));
      return hydrant ? send(res, 200, hydrant) : send(res, 404, { statusCode: 404, message: 'Not found' });
    }
    send(res, 404, { statusCode: 404, message: 'Not found' });
  })().catch((error) => send(res, 500, { statusCode: 500, message: String(error?.message ?? error) }));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
