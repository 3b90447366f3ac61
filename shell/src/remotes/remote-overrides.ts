/**
 * Development mode for one remote's team (docs/development/one-remote.md): the console loads
 * one remote from the team's dev server instead of the build, e.g.
 *   /?remote-override=mf_maintenance@http://localhost:8082/mf-manifest.json
 * The choice is kept in localStorage until `?remote-override=off` or the banner's "Stop".
 * It is honoured only when the server allows it (REMOTE_OVERRIDES=true, which it refuses in
 * production): /remotes.json then answers the header below.
 */
export const OVERRIDES_HEADER = 'X-Remote-Overrides';
export const OVERRIDES_PARAM = 'remote-override';
export const OVERRIDES_STORAGE_KEY = 'hydrant:remote-overrides';

/** The overrides in effect (name → manifest URL), for the banner. */
let active: Record<string, string> = {};

function readStored(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function isManifestUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads `?remote-override=name@url` (or `off`) from the address into localStorage, then
 * removes it from the address bar. Returns the stored overrides.
 */
export function storedOverrides(): Record<string, string> {
  const stored = readStored();
  const url = new URL(window.location.href);
  const params = url.searchParams.getAll(OVERRIDES_PARAM);
  if (params.length === 0) return stored;
  for (const param of params) {
    if (param === 'off') {
      for (const key of Object.keys(stored)) delete stored[key];
      continue;
    }
    const at = param.indexOf('@');
    const name = param.slice(0, at);
    const manifest = param.slice(at + 1);
    if (at > 0 && isManifestUrl(manifest)) stored[name] = manifest;
  }
  window.localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(stored));
  url.searchParams.delete(OVERRIDES_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return stored;
}

/**
 * The remotes to register: remotes.json's, with the stored overrides applied when the
 * server allows them (and only for remotes it knows).
 */
export function applyOverrides(config: Record<string, string>, allowed: boolean): Record<string, string> {
  const overrides = storedOverrides();
  active = {};
  if (!allowed) return config;
  const result = { ...config };
  for (const [name, manifest] of Object.entries(overrides)) {
    if (name in config && isManifestUrl(manifest)) {
      result[name] = manifest;
      active[name] = manifest;
    }
  }
  return result;
}

export function activeOverrides(): Record<string, string> {
  return active;
}

/** Forgets every override and reloads the console with the built remotes. */
export function stopOverrides(): void {
  window.localStorage.removeItem(OVERRIDES_STORAGE_KEY);
  window.location.reload();
}
