// Full Backup download (and, with --with-restore, restore of that file) at each registry
// size: wall time, file size and the API's peak resident memory. Prints; asserts nothing.
//   npm run bench:backup -w @hydrant/bench -- --sizes 100000,1000000 [--with-restore] [--with-maintenance] [--port 8089]
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { pipeline } from 'node:stream/promises';
import { startApi } from './api-server.mjs';
import { freshDatabase, holdsHydrants, runApiCli, seedBench } from './database.mjs';
import { requireBuild } from './paths.mjs';
import { parseBenchOptions, parseSizes } from './args.mjs';
import { measured, rssMiB } from './process-memory.mjs';

const USAGE = `Usage: npm run bench:backup -w @hydrant/bench -- [options]
  --sizes 100000,1000000   registry sizes
  --port 8089              port of the API started for the bench
  --with-restore           restore each downloaded backup too
  --with-maintenance       seed 3 history records per hydrant, schedules and status alerts too
                           (seed:bench-maintenance), so the backup holds every large dataset
  --keep                   keep the databases (hydrant_bench_backup_<size>) afterwards
  --database-url URL       server to use (default DATABASE_URL)
  --use-database           use the database of the URL itself (one size only): seeded when empty,
                           measured as it is when it already holds hydrants`;
const { values, databaseUrl: serverUrl } = parseBenchOptions(USAGE, {
  sizes: { type: 'string', default: '100000,1000000' },
  port: { type: 'string', default: '8089' },
  'with-restore': { type: 'boolean', default: false },
  'with-maintenance': { type: 'boolean', default: false },
});
requireBuild({ web: false });

const mib = (n) => `${n.toFixed(0)} MiB`;

// A backup of 1,000,000 hydrants with their maintenance is about 3 GB: over the API's default limit (RESTORE_LIMIT_MB).
process.env.RESTORE_LIMIT_MB ??= '8192';

/** The bench's hydrants, and with --with-maintenance their history, schedules and status alerts; answers the seconds. */
async function seed(url, size) {
  const started = performance.now();
  await seedBench(url, size);
  if (values['with-maintenance']) {
    await runApiCli('api/dist/seed/seed-bench-maintenance.cli.js', ['--history-per-hydrant', '3'], url);
  }
  return (performance.now() - started) / 1000;
}

/**
 * POSTs the file as the body and answers the status and text. node:http rather than fetch:
 * fetch gives up on an answer that takes more than 5 minutes to start (a large restore).
 */
function postFile(url, cookie, file, bytes) {
  return new Promise((resolve, reject) => {
    const headers = { cookie, 'content-type': 'application/octet-stream', 'content-length': String(bytes) };
    const req = request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    createReadStream(file).on('error', reject).pipe(req);
  });
}

/** A restore is for administrators (the role is read on every request). */
async function asAdministrator(url, username) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`UPDATE users SET role = 'admin' WHERE username = $1`, [username]);
  } finally {
    await client.end();
  }
}

for (const size of parseSizes(values.sizes, values['use-database'])) {
  const db = values['use-database']
    ? { url: serverUrl, drop: async () => undefined }
    : await freshDatabase(serverUrl, size, 'hydrant_bench_backup');
  const file = join(tmpdir(), `hydrant-bench-backup-${size}.json`);
  let api;
  try {
    if (values['use-database'] && (await holdsHydrants(db.url))) {
      console.log(`\n${size.toLocaleString('en-US')} hydrants (the database as it is)`);
    } else {
      const seeded = await seed(db.url, size);
      console.log(`\n${size.toLocaleString('en-US')} hydrants (seeded in ${seeded.toFixed(0)} s)`);
    }
    api = await startApi({ databaseUrl: db.url, port: Number(values.port) });
    await asAdministrator(db.url, api.username);
    const download = await measured(api.pid, async () => {
      const res = await fetch(`${api.base}/api/data-transfer/backup`, { headers: { cookie: api.cookie } });
      if (!res.ok) throw new Error(`backup: ${res.status}`);
      await pipeline(Readable.fromWeb(res.body), createWriteStream(file));
    });
    const bytes = (await stat(file)).size;
    console.log(
      `  Full Backup download: ${download.seconds.toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(0)} MiB of JSON, ` +
        `API RSS ${mib(download.before)} before, peak ${mib(download.peak)}`,
    );
    if (values['with-restore']) {
      for (const step of ['restore/preview', 'restore']) {
        const run = await measured(api.pid, async () => {
          const res = await postFile(`${api.base}/api/data-transfer/${step}`, api.cookie, file, bytes);
          if (res.status !== 200) throw new Error(`${step}: ${res.status} ${res.text.slice(0, 300)}`);
          return JSON.parse(res.text);
        });
        console.log(`  ${step}: ${run.seconds.toFixed(1)} s, API RSS peak ${mib(run.peak)}`);
      }
    }
    console.log(`  API peak RSS over the whole run (VmHWM): ${mib(await rssMiB(api.pid, 'VmHWM'))}`);
  } finally {
    await api?.stop();
    await rm(file, { force: true });
    if (!values.keep) await db.drop();
  }
}
