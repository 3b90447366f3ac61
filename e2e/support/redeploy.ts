import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** As the remotes' build writes it (libs/rspack-config/precache-list.ts). */
const revision = (content: Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * A new release of one remote, made from its build: the exposed chunk holding `text` says
 * `replacement` instead, under a new content hash, and remoteEntry.js, mf-manifest.json and
 * precache-manifest.json name it, as a rebuild after that change would. Nothing of the shell
 * changes. remove() deletes the copy.
 */
export function newRelease(dist: string, text: string, replacement: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hydrant-release-'));
  cpSync(dist, dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const chunk = readdirSync(dir).find(
    (name) => name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes(text),
  );
  const hash = chunk ? /\.([0-9a-f]{8})\.js$/.exec(chunk)?.[1] : undefined;
  if (!chunk || !hash) throw new Error(`no hashed chunk of ${dist} says "${text}"`);
  const next = createHash('sha256').update(`${hash}:${replacement}`).digest('hex').slice(0, 8);
  writeFileSync(path.join(dir, chunk), readFileSync(path.join(dir, chunk), 'utf8').replaceAll(text, replacement));
  renameSync(path.join(dir, chunk), path.join(dir, chunk.replace(hash, next)));
  for (const name of ['remoteEntry.js', 'mf-manifest.json', 'precache-manifest.json']) {
    const file = path.join(dir, name);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(hash, next));
  }
  const listFile = path.join(dir, 'precache-manifest.json');
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as {
    entries: Array<{ url: string; revision: string | null }>;
  };
  for (const entry of list.entries) {
    if (entry.revision !== null) entry.revision = revision(readFileSync(path.join(dir, entry.url)));
  }
  writeFileSync(listFile, JSON.stringify(list, null, 1));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Deploys a release in place of the remote the server serves at `prefix` (e.g.
 * /remotes/mf-maintenance/), for this browser context: its page's requests and its service
 * worker's (Chromium routes both).
 */
export async function deployRemote(context: BrowserContext, prefix: string, dir: string) {
  await context.route(`**${prefix}**`, async (route: Route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.slice(prefix.length));
    const file = path.join(dir, path.normalize(name));
    if (!file.startsWith(dir) || name === '') return route.fulfill({ status: 404, body: 'not found' });
    try {
      const body = readFileSync(file);
      await route.fulfill({
        status: 200,
        body,
        headers: {
          'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
        },
      });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
}
