// Regenerates src/generated/*.ts from the OpenAPI file with @rtk-query/codegen-openapi
// (config: openapi-config.cjs). Files of areas that no longer exist are removed first.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const libDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(libDir, 'src/generated');
mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(outDir)) if (f.endsWith('.ts')) rmSync(path.join(outDir, f));

const cli = require.resolve('@rtk-query/codegen-openapi/cli');
execFileSync(process.execPath, [cli, path.join(libDir, 'openapi-config.cjs')], { cwd: libDir, stdio: 'inherit' });
