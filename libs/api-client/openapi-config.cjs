// @ts-check
/**
 * RTK Query code generation config (@rtk-query/codegen-openapi).
 *
 *   npm run generate -w @hydrant/api-client        writes src/generated/<tag>.ts
 *   npm run check-generated -w @hydrant/api-client fails when those files are stale
 *
 * One output file per OpenAPI tag ("area"), each injecting its endpoints into the one
 * `api` created in src/api.ts:
 *   - `auth` is used by the shell and re-exported from the package
 *     index, so it imports the api relatively ('../api').
 *   - every other area is imported by the remote that owns it through the subpath
 *     '@hydrant/api-client/generated/<area>'. Those files import the api by package
 *     name, so under Module Federation they inject into the shell's singleton api
 *     instead of bundling a second createApi into the remote.
 *
 * The schema is the API's committed OpenAPI file (api/openapi.json). Its paths already
 * carry the '/api' prefix, so the api's base URL is the origin ('').
 *
 * HYDRANT_CODEGEN_OUT (used by scripts/check-generated.mjs) redirects the output to
 * another folder with the same layout.
 */
const fs = require('node:fs');
const path = require('node:path');

const schemaFile = path.resolve(__dirname, '../../api/openapi.json');

/** Areas bundled with the package itself (the shell needs them at start). */
const PACKAGE_AREAS = new Set(['auth']);

const outRoot = process.env.HYDRANT_CODEGEN_OUT ? path.resolve(process.env.HYDRANT_CODEGEN_OUT) : __dirname;

/** @returns {string[]} every tag used by an operation, sorted */
function collectTags() {
  const spec = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
  const tags = new Set();
  for (const pathItem of Object.values(spec.paths ?? {})) {
    for (const op of Object.values(pathItem ?? {})) {
      if (op && typeof op === 'object' && Array.isArray(op.tags)) op.tags.forEach((t) => tags.add(String(t)));
    }
  }
  return [...tags].sort();
}

/** kebab-case file name for a tag ("Maintenance History" -> "maintenance-history") */
const fileNameFor = (tag) =>
  tag
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Relative path from the current directory, always starting with '.' (the generator relativises those). */
const rel = (p) => {
  const r = path.relative(process.cwd(), p).replace(/\\/g, '/');
  return r.startsWith('.') ? r : `./${r}`;
};

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile,
  apiFile: '@hydrant/api-client',
  apiImport: 'api',
  exportName: 'api',
  hooks: true,
  tag: true,
  prettierConfigFile: path.resolve(__dirname, '../../.prettierrc.json'),
  outputFiles: Object.fromEntries(
    collectTags().map((tag) => [
      rel(path.join(outRoot, 'src/generated', `${fileNameFor(tag)}.ts`)),
      {
        filterEndpoints: (_name, def) => (def.operation.tags ?? []).includes(tag),
        exportName: `${fileNameFor(tag).replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase())}Api`,
        ...(PACKAGE_AREAS.has(tag) ? { apiFile: rel(path.join(outRoot, 'src/api.ts')) } : {}),
      },
    ]),
  ),
};

module.exports = config;
