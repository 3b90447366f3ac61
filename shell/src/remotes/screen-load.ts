import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-registry';
import { screenRouteFor } from './screen-routes';

export type ScreenModule = { default: ComponentType };

/** The loading of each exposed module, started by the entry or the first render; kept until a retry drops it. */
export const screenLoads = new Map<string, Promise<ScreenModule>>();

export const screenId = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/** Loads and runs an exposed module once (React-free: the entry calls it before the bootstrap). */
export function loadScreen(id: string): Promise<ScreenModule> {
  let load = screenLoads.get(id);
  if (!load) {
    load = (async (): Promise<ScreenModule> => {
      // Resolves to the fallback module when the remote is down (fallback-plugin.ts).
      const mod = await loadRemote<ScreenModule>(id);
      if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default export`);
      return { default: mod.default };
    })();
    // a preload nobody rendered yet must not report an unhandled rejection (the screen reports it)
    load.catch(() => undefined);
    screenLoads.set(id, load);
  }
  return load;
}

/**
 * Loads and runs the screen of the address the console opens at: its remote's manifest,
 * entry and chunks, then the module itself with the shared libraries it imports. The entry
 * calls it as soon as the remotes are known, so on a slow line this happens while the
 * shell's bootstrap and its stylesheet still download, and the screen can ask for its own
 * data before the shell has rendered.
 */
export function startScreenAt(pathname: string): void {
  const item = screenRouteFor(pathname);
  if (item) void loadScreen(screenId(item.remote, item.module));
}
