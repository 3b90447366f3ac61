// Hydrant import of a generated CSV file at each size (into a registry of one hydrant, then the same
// file again, so every row is an update): preview and apply wall time and the API's peak
// resident memory. Prints; asserts nothing.
//   npm run bench:import -w @hydrant/bench -- --sizes 100000,1000000 [--port 8089] [--skip-update] [--preview-only]
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { once } from 'node:events';
import pg from 'pg';
import { startApi } from './api-server.mjs';
import { freshDatabase, seedBench } from './database.mjs';
import { requireBuild } from './paths.mjs';
import { parseBenchOptions } from './args.mjs';
import { benchEachSize } from './sizes.mjs';
import { measured, rssMiB } from './process-memory.mjs';

const USAGE = `Usage: npm run bench:import -w @hydrant/bench -- [options]
  --sizes 100000,1000000   registry sizes (rows of the CSV file imported)
  --port 8089              port of the API started for the bench
  --skip-update            import each file once (new hydrants only), not again as updates
  --preview-only           only preview each file (nothing applied, so no update round either)
  --database-prefix NAME   the bench databases are NAME_<size> (default hydrant_bench_import)
  --keep                   keep the databases afterwards
  --database-url URL       server to use (default DATABASE_URL)`;
const { values, databaseUrl: serverUrl } = parseBenchOptions(USAGE, {
  sizes: { type: 'string', default: '100000,1000000' },
  port: { type: 'string', default: '8089' },
  'skip-update': { type: 'boolean', default: false },
  'preview-only': { type: 'boolean', default: false },
  'database-prefix': { type: 'string', default: 'hydrant_bench_import' },
});
const previewOnly = values['preview-only'];
requireBuild({ web: false });
// A million rows of CSV is about 190 MiB, past the default IMPORT_LIMIT_MB (50).
process.env.IMPORT_LIMIT_MB ??= '1024';

const CITIES = [
  ['Chicago', 41.88, -87.63],
  ['Denver', 39.74, -104.99],
  ['Austin', 30.27, -97.74],
  ['Boston', 42.36, -71.06],
];
const STATUSES = ['Operational', 'maintenance', 'Out of Service'];

/** Writes a CSV of `size` hydrants (ids I-0000001…) with most optional columns filled. */
async function writeCsv(path, size) {
  const out = createWriteStream(path);
  out.write(
    'Hydrant ID,Address,Latitude,Longitude,Area,Status,Pressure (PSI),Flow Rate (GPM),Last Inspection,Inspector,Checklist,Notes,Hydrant Type,Outlets,Main Size (in),Install Year,Ownership\n',
  );
  for (let i = 1; i <= size; i += 1) {
    const [city, lat, lng] = CITIES[i % CITIES.length];
    const line =
      `I-${String(i).padStart(7, '0')},${i} Import St,${(lat + ((i % 1000) - 500) / 5000).toFixed(6)},` +
      `${(lng + ((i % 997) - 498) / 5000).toFixed(6)},${city} ${i % 50},${STATUSES[i % 3]},${40 + (i % 60)},${800 + (i % 900)},` +
      `2025-0${1 + (i % 9)}-1${i % 10},J. Smith,cap present; no leaks,,dry barrel,${2 + (i % 3)},8,${1950 + (i % 70)},public\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const mib = (n) => `${n.toFixed(0)} MiB`;

/** POSTs the file with node:http (fetch gives up on an answer that takes over 5 minutes). */
function upload(api, step, file, bytes) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${api.base}/api/data-transfer/${step}?format=csv`,
      {
        method: 'POST',
        headers: { cookie: api.cookie, 'content-type': 'application/octet-stream', 'content-length': String(bytes) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(JSON.parse(text))
            : reject(new Error(`${step}: ${res.statusCode} ${text.slice(0, 300)}`)),
        );
      },
    );
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
}

await benchEachSize(values.sizes.split(',').map(Number), async (size) => {
  const lines = [];
  const say = (line) => {
    console.log(line);
    lines.push(line);
  };
  const db = await freshDatabase(serverUrl, size, values['database-prefix']);
  const file = join(tmpdir(), `${values['database-prefix']}-${size}.csv`);
  let api;
  try {
    // The seed migrates the database; its one bench hydrant (B-0000001) is not in the file.
    await seedBench(db.url, 1);
    await writeCsv(file, size);
    const bytes = (await stat(file)).size;
    console.log(`\n${size.toLocaleString('en-US')} rows, ${(bytes / 1024 / 1024).toFixed(0)} MiB of CSV`);
    api = await startApi({ databaseUrl: db.url, port: Number(values.port) });
    // Imports are for officers and administrators (the role is read on every request).
    const roles = new pg.Client({ connectionString: db.url });
    await roles.connect();
    await roles.query(`UPDATE users SET role = 'admin' WHERE username = $1`, [api.username]);
    await roles.end();
    for (const round of values['skip-update'] || previewOnly ? ['add'] : ['add', 'update']) {
      for (const step of previewOnly ? ['hydrant-import/preview'] : ['hydrant-import/preview', 'hydrant-import']) {
        const run = await measured(api.pid, () => upload(api, step, file, bytes));
        const body = run.result;
        const counts =
          step === 'hydrant-import'
            ? `added ${body.added}, updated ${body.updated}`
            : `toAdd ${body.toAdd}, toUpdate ${body.toUpdate}, rowsWithErrors ${body.rowsWithErrors}`;
        say(
          `  ${round === 'add' ? 'new rows' : 'all updates'}: ${step === 'hydrant-import' ? 'apply' : 'preview'} ` +
            `${run.seconds.toFixed(1)} s (${counts}), API RSS ${mib(run.before)} before, peak ${mib(run.peak)}`,
        );
      }
    }
    say(`  API peak RSS over the whole run (VmHWM): ${mib(await rssMiB(api.pid, 'VmHWM'))}`);
  } finally {
    await api?.stop();
    await rm(file, { force: true });
    if (!values.keep) await db.drop();
  }
  return lines;
});
