// Full Backup download (and, with --with-restore, restore of that file) at each registry
// size: wall time, file size and the API's peak resident memory. Prints; asserts nothing.
//   npm run bench:backup -w @hydrant/bench -- --sizes 100000,1000000 [--with-restore] [--port 8089]
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startApi } from './api-server.mjs';
import { freshDatabase, seedBench } from './database.mjs';
import { requireBuild } from './paths.mjs';
import { parseBenchOptions } from './args.mjs';
import { measured, rssMiB } from './process-memory.mjs';

const USAGE = `Usage: npm run bench:backup -w @hydrant/bench -- [options]
  --sizes 100000,1000000   registry sizes
  --port 8089              port of the API started for the bench
  --with-restore           restore each downloaded backup too
  --keep                   keep the databases afterwards
  --database-url URL       server to use (default DATABASE_URL)`;
const { values, databaseUrl: serverUrl } = parseBenchOptions(USAGE, {
  sizes: { type: 'string', default: '100000,1000000' },
  port: { type: 'string', default: '8089' },
  'with-restore': { type: 'boolean', default: false },
});
requireBuild({ web: false });

const mib = (n) => `${n.toFixed(0)} MiB`;

for (const size of values.sizes.split(',').map(Number)) {
  const db = await freshDatabase(serverUrl, size);
  const file = join(tmpdir(), `hydrant-bench-backup-${size}.json`);
  let api;
  try {
    const seeded = await seedBench(db.url, size);
    console.log(`\n${size.toLocaleString('en-US')} hydrants (seeded in ${seeded.toFixed(0)} s)`);
    api = await startApi({ databaseUrl: db.url, port: Number(values.port) });
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
          const res = await fetch(`${api.base}/api/data-transfer/${step}`, {
            method: 'POST',
            headers: {
              cookie: api.cookie,
              'content-type': 'application/octet-stream',
              'content-length': String(bytes),
            },
            body: Readable.toWeb(createReadStream(file)),
            duplex: 'half',
          });
          if (!res.ok) throw new Error(`${step}: ${res.status} ${(await res.text()).slice(0, 300)}`);
          return res.json();
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
