// Regenerates the RTK Query endpoint files into a temporary folder and fails when they
// differ from the committed src/generated/*.ts (CI guard: the contract is generated,
// never edited by hand).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const libDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committedDir = path.join(libDir, 'src/generated');
const tmpRoot = mkdtempSync(path.join(tmpdir(), 'hydrant-codegen-'));
const freshDir = path.join(tmpRoot, 'src/generated');
mkdirSync(freshDir, { recursive: true });

try {
  const cli = require.resolve('@rtk-query/codegen-openapi/cli');
  execFileSync(process.execPath, [cli, path.join(libDir, 'openapi-config.cjs')], {
    cwd: libDir,
    env: { ...process.env, HYDRANT_CODEGEN_OUT: tmpRoot },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const list = (dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.ts'))
          .sort()
      : [];
  const committed = list(committedDir);
  const fresh = list(freshDir);
  const problems = [];
  for (const f of fresh) {
    if (!committed.includes(f)) problems.push(`missing: src/generated/${f}`);
    else if (readFileSync(path.join(freshDir, f), 'utf8') !== readFileSync(path.join(committedDir, f), 'utf8'))
      problems.push(`out of date: src/generated/${f}`);
  }
  for (const f of committed) if (!fresh.includes(f)) problems.push(`no longer generated: src/generated/${f}`);

  if (problems.length > 0) {
    console.error('The generated API client does not match the OpenAPI file:');
    for (const p of problems) console.error(`  - ${p}`);
    console.error('Run `npm run generate -w @hydrant/api-client` and commit the result.');
    process.exitCode = 1;
  } else {
    console.log(`Generated API client is up to date (${fresh.length} files).`);
  }
} finally {
  rmSync(tmpRoot, { recursive: true, force: true });
}
