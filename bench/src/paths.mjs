import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The bench runs the production build: api/dist (and shell/mf-hydrants dist for the map). */
export function requireBuild({ web }) {
  const needed = [
    'api/dist/main.js',
    'api/dist/seed/seed-bench.cli.js',
    ...(web ? ['shell/dist/index.html', 'mf-hydrants/dist'] : []),
  ];
  const missing = needed.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length > 0) {
    console.error(`Build first (NX_DAEMON=false npx nx run-many -t build); missing: ${missing.join(', ')}`);
    process.exit(2);
  }
}
