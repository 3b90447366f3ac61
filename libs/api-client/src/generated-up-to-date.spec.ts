import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The endpoint files are generated from api/openapi.json; they must never drift from it.
it('src/generated matches api/openapi.json (else run `npm run generate -w @hydrant/api-client`)', () => {
  const script = path.resolve(__dirname, '../scripts/check-generated.mjs');
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${result.stdout}\n${result.stderr}`);
}, 60_000);
