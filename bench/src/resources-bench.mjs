#!/usr/bin/env node
// The resources bench: 2,000 people on three platoons and 5,000 equipment items
// with 10,000 service log entries, a 24/48 rotation, then p50/p99 of the month calendar,
// a day's people, the .ics export and the equipment and personnel lists (sequential
// requests against the built API). Prints figures only; it never asserts a timing.
//
//   npm run bench:resources -w @hydrant/bench -- [--people 2000] [--items 5000] [--port 8089] [--keep]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from './api-server.mjs';
import { freshDatabase, seedBench } from './database.mjs';
import { measure } from './latency.mjs';
import { requireBuild } from './paths.mjs';
import { machineLine } from './sizes.mjs';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '2000' },
    items: { type: 'string', default: '5000' },
    port: { type: 'string', default: '8089' },
    requests: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('The bench needs a PostgreSQL server: set DATABASE_URL or pass --database-url.');
  process.exit(2);
}
const PEOPLE = Number(values.people);
const ITEMS = Number(values.items);
const REQUESTS = Number(values.requests);

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const kib = (bytes) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;

/** Roster, equipment and service log in three set-based INSERTs; a 24/48 rotation. */
async function seedResources(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `INSERT INTO personnel (name, rank, badge, department, status, certifications, assigned_zone, platoon, shift_start,
                              shift_end, shift_start_date, shift_end_date)
       SELECT 'Person ' || lpad(i::text, 5, '0'),
              (ARRAY['Captain', 'Lieutenant', 'Sergeant', 'Engineer', 'Firefighter', 'Firefighter', 'Paramedic'])[1 + i % 7],
              'BB-' || i, 'Station ' || (1 + i % 12),
              (ARRAY['active', 'active', 'active', 'active', 'active', 'off-duty', 'training', 'on-call'])[1 + i % 8],
              jsonb_build_array(jsonb_build_object('name', 'EMT-B', 'expiresOn', (CURRENT_DATE + (i % 700) - 30)::text),
                                jsonb_build_object('name', 'Firefighter II', 'expiresOn', NULL)),
              CASE WHEN i % 6 = 0 THEN NULL ELSE 'Zone ' || (1 + i % 5) END,
              CASE WHEN i % 20 = 0 THEN NULL ELSE (ARRAY['A', 'B', 'C'])[1 + i % 3] END,
              '07:00', '07:00',
              CASE WHEN i % 25 = 0 THEN CURRENT_DATE - 100 END, CASE WHEN i % 25 = 0 THEN CURRENT_DATE + 10 END
       FROM generate_series(1, $1) i`,
      [PEOPLE],
    );
    await client.query(
      `INSERT INTO equipment (name, type, serial_number, location, status, assigned_to, next_maintenance, purchase_date,
                             warranty, notes, service_interval_months)
       SELECT t.type || ' item ' || i, t.type, 'BENCH-' || lpad(i::text, 6, '0'), 'Station ' || (1 + i % 12) || ' - Engine',
              (ARRAY['operational', 'operational', 'operational', 'maintenance', 'out-of-service'])[1 + i % 5],
              'Engine ' || (1 + i % 12), CURRENT_DATE + (i % 400) - 40, CURRENT_DATE - 1000 - i % 2000, '5 years', NULL,
              CASE WHEN t.type IN ('scba', 'hose', 'ladder', 'pump') THEN 12 END
       FROM generate_series(1, $1) i
       CROSS JOIN LATERAL (SELECT (ARRAY['pump', 'camera', 'scba', 'ladder', 'hose', 'safety', 'radio', 'generator'])[1 + i % 8] AS type) t`,
      [ITEMS],
    );
    await client.query(
      `INSERT INTO equipment_services (equipment_id, service_date, performed_by, kind, result, cost)
       SELECT e.id, e.next_maintenance - 365 * k, 'Bench Tech', 'service-test', 'pass', 100
       FROM equipment e CROSS JOIN generate_series(1, 2) k`,
    );
    await client.query(
      `UPDATE department_settings SET rotation_pattern = '24/48', rotation_cycle = '{A,B,C}', platoon_a_date = '2026-01-01',
         minimum_staffing = $1 WHERE id = 1`,
      [Math.round(PEOPLE / 4)],
    );
    await client.query('ANALYZE personnel; ANALYZE equipment; ANALYZE equipment_services');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

async function main() {
  requireBuild({ web: false });
  console.log(machineLine());
  const db = await freshDatabase(databaseUrl, 'resources');
  try {
    await seedBench(db.url, 1000); // migrations (and a small registry)
    const seconds = await seedResources(db.url);
    console.log(`seeded ${PEOPLE} people, ${ITEMS} items, ${ITEMS * 2} service entries in ${seconds.toFixed(1)} s`);
    const api = await startApi({ databaseUrl: db.url, port: Number(values.port) });
    try {
      const month = new Date().toISOString().slice(0, 7);
      const today = new Date().toISOString().slice(0, 10);
      const lastPage = Math.ceil(ITEMS / 25);
      const heavy = Math.max(10, Math.round(REQUESTS / 10));
      const routes = [
        ['calendar month (all people)', `/api/calendar/month?month=${month}`, REQUESTS],
        ['calendar month, zone 2', `/api/calendar/month?month=${month}&zone=Zone%202`, REQUESTS],
        ['calendar month, status active', `/api/calendar/month?month=${month}&status=active`, REQUESTS],
        ['calendar day, first 25', `/api/calendar/day?date=${today}`, REQUESTS],
        ['calendar .ics (every on-duty day of everyone)', `/api/calendar/month.ics?month=${month}`, heavy],
        ['equipment list, page 1', '/api/equipment?page=1&pageSize=25', REQUESTS],
        [`equipment list, last page (${lastPage})`, `/api/equipment?page=${lastPage}&pageSize=25`, REQUESTS],
        ["equipment list, search 'item 12'", '/api/equipment?search=item%2012', REQUESTS],
        ['equipment list, type scba + service overdue', '/api/equipment?type=scba&serviceOverdue=true', REQUESTS],
        ['equipment stats', '/api/equipment/stats', REQUESTS],
        ['equipment facets (types)', '/api/equipment/facets', REQUESTS],
        ['personnel list, page 1', '/api/personnel?page=1&pageSize=25', REQUESTS],
        ["personnel list, search 'person 01'", '/api/personnel?search=person%2001', REQUESTS],
        ['personnel stats', '/api/personnel/stats', REQUESTS],
      ];
      console.log('| request | requests | p50 ms | p99 ms | mean ms | response |');
      console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
      for (const [label, path, requests] of routes) {
        const r = await measure(api, path, requests, { budgetMs: 30_000 });
        console.log(`| ${label} | ${r.requests} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.mean)} | ${kib(r.bytes)} |`);
      }
    } finally {
      await api.stop();
    }
  } finally {
    if (!values.keep) await db.drop();
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
