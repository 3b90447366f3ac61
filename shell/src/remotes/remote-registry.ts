import { registerRemotes } from '@module-federation/enhanced/runtime';
import { applyOverrides, OVERRIDES_HEADER } from './remote-overrides';
import { remotesJson } from './remotes-json';

/** The four remotes and the URL of their mf-manifest.json (from /remotes.json). */
export type RemoteName = 'mf_hydrants' | 'mf_maintenance' | 'mf_resources' | 'mf_reports';

const entries = new Map<string, string>();

function isRemotesConfig(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/**
 * Fetches /remotes.json ({ "mf_hydrants": "/remotes/mf-hydrants/mf-manifest.json", … };
 * URLs may point to other hosts) and registers each remote with the MF runtime, the
 * manifest URL as its entry. Remote URLs are run-time configuration: moving a remote
 * needs no rebuild. Never throws: without the file, every remote screen shows
 * "This module is unavailable" and its Retry tries again.
 */
export async function loadRemotesConfig(): Promise<void> {
  try {
    const res = await remotesJson();
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    const config: unknown = await res.json();
    if (!isRemotesConfig(config)) throw new Error('remotes.json must map remote names to manifest URLs');
    // A developer's dev server for one remote, when the server allows it (remote-overrides.ts).
    const remotes = applyOverrides(config, res.headers.get(OVERRIDES_HEADER) === 'allowed');
    for (const [name, entry] of Object.entries(remotes)) {
      const known = entries.get(name);
      if (known === entry) continue;
      entries.set(name, entry);
      registerRemotes([{ name, entry }], { force: known !== undefined });
    }
  } catch (err) {
    console.error('Could not load /remotes.json', err);
  }
}

let firstLoad: Promise<void> | undefined;

/** The first loadRemotesConfig, shared by the entry (which starts it) and the bootstrap (which awaits it). */
export function loadRemotesOnce(): Promise<void> {
  firstLoad ??= loadRemotesConfig();
  return firstLoad;
}

/**
 * Forgets a failed remote so the next loadRemote requests it again: re-registering with
 * `force` drops the runtime's cached manifest, container and module. If the remote was
 * never registered (remotes.json failed), the file is fetched again.
 */
export async function resetRemote(name: string): Promise<void> {
  const entry = entries.get(name);
  if (entry === undefined) {
    await loadRemotesConfig();
    return;
  }
  registerRemotes([{ name, entry }], { force: true });
}

/** The registered remotes (for diagnostics). */
export function registeredRemotes(): Record<string, string> {
  return Object.fromEntries(entries);
}
