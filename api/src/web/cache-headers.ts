import type { ServerResponse } from 'node:http';
import { basename } from 'node:path';

/** Files that name other files and must be revalidated on every load. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json']);

/** A content hash in the file name (rspack's [contenthash]): e.g. main.3f2a9c1d.js, 412-a1b2c3d4e5.css. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * index.html, remotes.json and mf-manifest.json: no-cache. Content-hashed files: cached
 * for a year, immutable. Anything else (remoteEntry.js, favicon...) keeps its name across
 * releases, so it is revalidated too (no-cache) rather than frozen for a year.
 */
export function cacheControlFor(filePath: string): string {
  // a precompressed copy (main.3f2a9c1d.js.br) is cached as the file it encodes
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

export function setCacheHeaders(res: Pick<ServerResponse, 'setHeader'>, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}
