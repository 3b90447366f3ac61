// Command-line options of the bench (see README.md in this folder).
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run bench -w @hydrant/bench -- [options]
  --sizes 100000,1000000   registry sizes to measure (default both)
  --port 8089              port of the API started for the bench
  --requests 300           sequential requests per endpoint (map-points: a tenth, at least 10)
  --budget-seconds 30      stop an endpoint early after this long (at least 10 requests)
  --map-runs 3             page loads for the map measurement
  --skip-api / --skip-map  leave out a part
  --keep                   keep the databases (hydrant_bench_<size>) afterwards
  --database-url URL       server to use (default DATABASE_URL); each size gets a fresh database there
  --use-database           use the database of the URL itself (one size only): seeded when empty,
                           measured as it is when it already holds hydrants`;

export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: 'string', default: '100000,1000000' },
      port: { type: 'string', default: '8089' },
      requests: { type: 'string', default: '300' },
      'budget-seconds': { type: 'string', default: '30' },
      'map-runs': { type: 'string', default: '3' },
      'skip-api': { type: 'boolean', default: false },
      'skip-map': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'use-database': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(`The bench needs a PostgreSQL server: set DATABASE_URL or pass --database-url.\n\n${USAGE}`);
    process.exit(2);
  }
  const sizes = values.sizes.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--sizes must be whole numbers (got ${values.sizes})`);
  if (values['use-database'] && sizes.length !== 1)
    throw new Error('--use-database measures one size: pass --sizes <n>');
  return {
    sizes,
    port: Number(values.port),
    requests: Number(values.requests),
    budgetMs: Number(values['budget-seconds']) * 1000,
    mapRuns: Number(values['map-runs']),
    api: !values['skip-api'],
    map: !values['skip-map'],
    keep: values.keep,
    databaseUrl,
    useDatabase: values['use-database'],
  };
}
