/**
 * What the service worker keeps of each remote, worked out from the lists the remotes'
 * builds write (precache-manifest.json beside remoteEntry.js). Pure functions: the service
 * worker does the fetching and the caching.
 */

/** An entry of a remote's list: a URL relative to the list, a revision when the name has no hash. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export const PRECACHE_LIST = 'precache-manifest.json';
/** Files that name the remote's other files: asked of the network first. */
export const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json']);

/** remotes.json ({ name: manifest URL }), its URLs made absolute; anything else is refused. */
export function parseRemotes(value: unknown, origin: string): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('remotes.json is not an object');
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(value)) {
    if (typeof url === 'string') remotes[name] = new URL(url, origin).href;
  }
  return remotes;
}

/** The folder a remote is served from (its manifest's folder), e.g. https://site/remotes/mf-maintenance/. */
export function remoteBase(manifestUrl: string): string {
  return new URL('./', manifestUrl).href;
}

/** The list a remote's build wrote beside its manifest. */
export function listUrl(manifestUrl: string): string {
  return new URL(PRECACHE_LIST, manifestUrl).href;
}

/** A list's entries, their URLs made absolute against the list's own URL. */
export function parseList(text: string, url: string): PrecacheEntry[] {
  const value: unknown = JSON.parse(text);
  const entries = (value as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) throw new Error(`${url} has no entries`);
  return entries.flatMap((entry: unknown) => {
    const e = entry as Partial<PrecacheEntry> | null;
    if (typeof e?.url !== 'string') return [];
    return [{ url: new URL(e.url, url).href, revision: typeof e.revision === 'string' ? e.revision : null }];
  });
}

/** The file's name, the last part of its path. */
export function fileName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? '';
}

/**
 * The files to download for a new list: those not kept yet, and every file whose name has no
 * hash and whose revision changed (remoteEntry.js, mf-manifest.json).
 */
export function toDownload(next: PrecacheEntry[], previous: PrecacheEntry[], kept: Set<string>): PrecacheEntry[] {
  const before = new Map(previous.map((e) => [e.url, e.revision]));
  return next.filter((e) => !kept.has(e.url) || (e.revision !== null && before.get(e.url) !== e.revision));
}

/**
 * Files of a remote that neither its new list nor the one before names: deleted. The
 * previous release's files stay one round, for a page still running it.
 */
export function toDelete(kept: string[], base: string, next: PrecacheEntry[], previous: PrecacheEntry[]): string[] {
  const named = new Set([...next, ...previous].map((e) => e.url));
  return kept.filter((url) => url.startsWith(base) && !named.has(url) && fileName(url) !== PRECACHE_LIST);
}
