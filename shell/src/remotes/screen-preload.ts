import { preloadRemote } from '@module-federation/enhanced/runtime';
import { screenRouteFor } from './screen-routes';

/**
 * Fetches the files of the screen the console opens at (its remote's manifest and entry, and
 * the exposed module's scripts and styles as preloads) while the shell's own libraries still
 * load and start: on a slow line this takes the remote's files out of the chain of requests
 * before the screen can draw. Nothing is run here; loading the screen later takes the files
 * from the browser's cache. A remote that cannot be reached is reported when its screen
 * loads, as before.
 */
export async function preloadScreenFiles(pathname: string): Promise<void> {
  const route = screenRouteFor(pathname);
  if (!route) return;
  try {
    await preloadRemote([
      { nameOrAlias: route.remote, exposes: [route.module], resourceCategory: 'sync', share: false, depsRemote: false },
    ]);
  } catch {
    // the screen's own load reports it
  }
}
