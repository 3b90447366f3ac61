// Command-line options of the bench (see docs/performance.md).
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

/** The options every bench takes: --keep, --database-url, --use-database, --help. */
const COMMON_OPTIONS = {
  keep: { type: 'boolean', default: false },
  'database-url': { type: 'string' },
  'use-database': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
};

/**
 * Parses a bench's own options plus the common ones; prints `usage` and exits on --help,
 * exits with 2 when no PostgreSQL server is given. Answers the values and the server's URL.
 */
export function parseBenchOptions(usage, options, argv = process.argv.slice(2)) {
  const { values } = parseArgs({ args: argv, options: { ...options, ...COMMON_OPTIONS } });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(`The bench needs a PostgreSQL server: set DATABASE_URL or pass --database-url.\n\n${usage}`);
    process.exit(2);
  }
  return { values, databaseUrl };
}

/** "100000,1_000_000" as whole numbers; --use-database allows one size only. */
export function parseSizes(text, useDatabase) {
  const sizes = text.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--sizes must be whole numbers (got ${text})`);
  if (useDatabase && sizes.length !== 1) throw new Error('--use-database measures one size: pass --sizes <n>');
  return sizes;
}

export function readOptions(argv = process.argv.slice(2)) {
  const { values, databaseUrl } = parseBenchOptions(
    USAGE,
    {
      sizes: { type: 'string', default: '100000,1000000' },
      port: { type: 'string', default: '8089' },
      requests: { type: 'string', default: '300' },
      'budget-seconds': { type: 'string', default: '30' },
      'map-runs': { type: 'string', default: '3' },
      'skip-api': { type: 'boolean', default: false },
      'skip-map': { type: 'boolean', default: false },
    },
    argv,
  );
  return {
    sizes: parseSizes(values.sizes, values['use-database']),
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
