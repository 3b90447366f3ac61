/**
 * The console's service worker (built by rspack into sw.js; workbox-build then writes the
 * shell's file list into it, see ../build/inject-manifest.ts).
 * - The shell (index.html, its scripts, styles, icons) is precached; every page of the app
 *   opens from the cached index.html, so the console starts without a network.
 * - Each remote is kept whole from the list its own build writes (precache-manifest.json
 *   beside remoteEntry.js): the field screen's remote from the start, every other remote once
 *   the user has opened one of its screens. The lists are read when this worker installs, when
 *   a page is given a manifest other than the kept one, and whenever the page asks for a check:
 *   a remote deployed alone refreshes the copy without a new shell build.
 * - remoteEntry.js and mf-manifest.json: network first (the cached copy when there is no
 *   answer); hashed files: cache first.
 * - /api is left to the network (the app keeps its own offline store), except the site's own
 *   street tiles: with no answer, the copy kept when an area was prepared for offline.
 * A new version never takes over by itself: the page offers 'Reload' and, for a new worker,
 * sends SKIP_WAITING when the user clicks it.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry as WorkboxEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { TILE_CACHE } from '@hydrant/offline/cache-names';
import {
  ENTRY_FILES,
  fileName,
  listUrl,
  parseList,
  parseRemotes,
  remoteBase,
  toDelete,
  toDownload,
  type PrecacheEntry,
} from './remote-lists';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<WorkboxEntry | string> };

// Cache names say "code": signing out clears the caches of data (tiles, api), never these.
setCacheNameDetails({ prefix: 'hydrantops-code', precache: 'shell', runtime: 'runtime', suffix: 'v1' });
const REMOTE_CACHE = 'hydrantops-code-remotes-v1';
const CONFIG_CACHE = 'hydrantops-code-config-v1';
/** Which mf-manifest.json (by revision) each open page was given: { clientId: { url: revision } }. */
const SERVED_KEY = '/__hydrantops-sw/served.json';
/** The field screen's remote: kept from the start, so the installed app opens offline. */
const FIELD_REMOTE = 'mf_maintenance';
const PARALLEL_DOWNLOADS = 6;
/** Seconds to wait for remotes.json or a remote's entry files before using the cached copy. */
const NETWORK_TIMEOUT_SECONDS = 4;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Every page of the app (not /api, /remotes or a file) is the cached index.html.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/remotes(\/|\.json$)/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/remotes.json',
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

/** Folders the remotes are served from (from the last remotes.json), besides this site's /remotes/. */
let remoteBases: string[] = [];
void readRemotes().then((remotes) => {
  remoteBases = Object.values(remotes).map(remoteBase);
});

function isRemoteFile(url: URL): boolean {
  if (url.origin === self.location.origin) return url.pathname.startsWith('/remotes/');
  return remoteBases.some((base) => url.href.startsWith(base));
}

const entryFirst = new NetworkFirst({
  cacheName: REMOTE_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
// 0: a script of a remote on another origin loaded without CORS (an opaque answer)
const hashedFirst = new CacheFirst({
  cacheName: REMOTE_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })],
});

registerRoute(
  ({ url, request }) => request.method === 'GET' && isRemoteFile(url),
  async ({ event, request, url }) => {
    const name = fileName(url.href);
    if (!ENTRY_FILES.has(name)) return hashedFirst.handle({ event, request });
    const response = await entryFirst.handle({ event, request });
    const clientId = (event as FetchEvent).clientId;
    if (name === 'mf-manifest.json' && response.ok && clientId) {
      (event as FetchEvent).waitUntil(noteServed(clientId, url.href, response.clone()));
    }
    return response;
  },
);

/**
 * The site's own street tiles: the network (so a refresh of the area gets the site's latest),
 * the kept copy when the network fails or is slow to answer. Nothing is cached here: only
 * 'Prepare for offline' chooses what is kept.
 */
async function siteTile(request: Request): Promise<Response> {
  const network = fetch(request);
  network.catch(() => undefined);
  const kept = caches
    .open(TILE_CACHE)
    .then((cache) => cache.match(request.url, { ignoreVary: true, ignoreSearch: false }))
    .catch(() => undefined);
  const slow = new Promise<Response>((resolve, reject) =>
    setTimeout(() => void kept.then((copy) => (copy ? resolve(copy) : network.then(resolve, reject))), 4000),
  );
  try {
    return await Promise.race([network, slow]);
  } catch (error) {
    const copy = await kept;
    if (copy) return copy;
    throw error;
  }
}

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/tiles/'),
  ({ request }) => siteTile(request),
);

self.addEventListener('install', (event) => {
  // A remote that cannot be read now is fetched as it is used, and read again at the next check.
  event.waitUntil(refreshRemotes().catch((error: unknown) => console.warn('Remotes not precached', error)));
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'CHECK_REMOTES') {
    event.waitUntil(refreshRemotes().catch((error: unknown) => console.warn('Remotes not checked', error)));
  }
});

async function revisionOf(response: Response): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}

async function readJson<T>(cacheName: string, key: string, fallback: T): Promise<T> {
  const response = await (await caches.open(cacheName)).match(key);
  if (!response) return fallback;
  try {
    return (await response.json()) as T;
  } catch {
    return fallback;
  }
}

async function writeJson(cacheName: string, key: string, value: unknown): Promise<void> {
  const body = JSON.stringify(value);
  await (
    await caches.open(cacheName)
  ).put(key, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

async function readRemotes(): Promise<Record<string, string>> {
  try {
    return parseRemotes(await readJson<unknown>(CONFIG_CACHE, '/remotes.json', {}), self.location.origin);
  } catch {
    return {};
  }
}

/** The list kept for a remote (as last read), or none. */
async function keptList(url: string): Promise<PrecacheEntry[]> {
  const response = await (await caches.open(REMOTE_CACHE)).match(url);
  if (!response) return [];
  try {
    return parseList(await response.text(), url);
  } catch {
    return [];
  }
}

function manifestRevision(list: PrecacheEntry[]): string | null {
  return list.find((e) => fileName(e.url) === 'mf-manifest.json')?.revision ?? null;
}

/**
 * A page was given a remote's mf-manifest.json: remember which one. A manifest other than the
 * kept list's means the remote was deployed since: the list is read again now.
 */
async function noteServed(clientId: string, url: string, response: Response): Promise<void> {
  const revision = await revisionOf(response);
  await updateServed((served) => ({ ...served, [clientId]: { ...served[clientId], [url]: revision } }));
  const kept = await keptList(listUrl(url));
  // first use of this remote: keep all of it; another manifest than the kept one: a new release
  if (kept.length === 0)
    await refreshRemote(url).catch((error: unknown) => console.warn('Remote not precached', error));
  else if (manifestRevision(kept) !== revision) await refreshRemotes();
}

type Served = Record<string, Record<string, string>>;
let servedWrites: Promise<unknown> = Promise.resolve();

/** Changes the record of served manifests, one change at a time (pages load several at once). */
function updateServed(change: (served: Served) => Served): Promise<Served> {
  const next = servedWrites.then(async () => {
    const served = change(await readJson<Served>(CONFIG_CACHE, SERVED_KEY, {}));
    await writeJson(CONFIG_CACHE, SERVED_KEY, served);
    return served;
  });
  servedWrites = next.catch(() => undefined);
  return next;
}

let refreshing: Promise<void> | null = null;

/**
 * Reads remotes.json and the lists of the remotes kept (the field screen's and those used);
 * downloads what is new; tells the pages running an older release of a remote.
 */
function refreshRemotes(): Promise<void> {
  refreshing ??= (async () => {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
      await (await caches.open(CONFIG_CACHE)).put('/remotes.json', response.clone());
      const remotes = parseRemotes(await response.json(), self.location.origin);
      remoteBases = Object.values(remotes).map(remoteBase);
      for (const [name, manifest] of Object.entries(remotes)) {
        if (name !== FIELD_REMOTE && (await keptList(listUrl(manifest))).length === 0) continue;
        await refreshRemote(manifest).catch((error: unknown) => console.warn(`Remote ${name} not precached`, error));
      }
      await tellOutdatedPages(Object.values(remotes));
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function refreshRemote(manifest: string): Promise<void> {
  const url = listUrl(manifest);
  const answer = await fetch(url, { cache: 'no-store', mode: 'cors' });
  // a remote built before these lists existed is cached as it is used
  if (answer.status === 404) return;
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  const text = await answer.text();
  const next = parseList(text, url);
  const cache = await caches.open(REMOTE_CACHE);
  const previous = await keptList(url);
  const keys = (await cache.keys()).map((request) => request.url);
  const queue = toDownload(next, previous, new Set(keys));
  const download = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const file = await fetch(entry.url, { cache: 'no-store', mode: 'cors' });
      if (!file.ok) throw new Error(`${entry.url}: ${file.status}`);
      await cache.put(entry.url, file);
    }
  };
  // a few at a time, as a browser loads a page
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, download));
  // the list last, so a download cut halfway is finished at the next check
  await cache.put(url, new Response(text, { headers: { 'Content-Type': 'application/json' } }));
  for (const stale of toDelete(keys, remoteBase(manifest), next, previous)) await cache.delete(stale);
}

/** Pages given a remote's manifest older than the one now kept: 'A new version is ready'. */
async function tellOutdatedPages(manifests: string[]): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  // pages since closed are forgotten
  const open = new Set(pages.map((p) => p.id));
  const served = await updateServed((all) => Object.fromEntries(Object.entries(all).filter(([id]) => open.has(id))));
  const current = new Map<string, string | null>();
  for (const manifest of manifests) current.set(manifest, manifestRevision(await keptList(listUrl(manifest))));
  for (const page of pages) {
    const given = served[page.id] ?? {};
    const outdated = Object.entries(given).filter(([url, revision]) => {
      const now = current.get(url);
      return now !== undefined && now !== null && now !== revision;
    });
    if (outdated.length > 0) page.postMessage({ type: 'REMOTES_UPDATED' });
  }
}
