import { createHash } from 'node:crypto';
import type { Compiler } from '@rspack/core';

/** The file each remote's build writes next to its remoteEntry.js. */
export const PRECACHE_LIST = 'precache-manifest.json';

/** A file to keep for offline use: its URL relative to the list, and a revision when its name has no hash. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Names with rspack's [contenthash:8] (main.3f2a9c1d.js): their content never changes under that name. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Never needed by a browser: source maps, build statistics, type archives. */
const SKIPPED = /(\.map|\.d\.ts|^mf-stats\.json|^@mf-types.*)$/;

/**
 * Writes precache-manifest.json beside remoteEntry.js: every file the browser may load from
 * this build (workbox's { url, revision } entries). The console's service worker reads it from
 * wherever the remote is deployed, so a remote deployed alone refreshes the offline copy
 * without a new shell build.
 */
export class PrecacheListPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecacheListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after every other plugin (module federation writes mf-manifest.json late)
        { name: 'PrecacheListPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const entries: PrecacheEntry[] = compilation
            .getAssets()
            .filter(({ name }) => name !== PRECACHE_LIST && !SKIPPED.test(name.split('/').pop() ?? name))
            .map(({ name, source }) => ({
              url: name,
              revision: CONTENT_HASHED.test(name)
                ? null
                : createHash('sha256').update(source.buffer()).digest('hex').slice(0, 16),
            }))
            .sort((a, b) => a.url.localeCompare(b.url));
          const json = JSON.stringify({ entries }, null, 1);
          compilation.emitAsset(PRECACHE_LIST, new compiler.rspack.sources.RawSource(json));
        },
      );
    });
  }
}
