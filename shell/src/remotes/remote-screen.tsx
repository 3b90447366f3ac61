import { lazy, useMemo } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteBoundary } from '@hydrant/ui';
import { resetRemote } from './remote-registry';
import type { RemoteName } from './remote-registry';
import { screenRouteFor } from './screen-routes';

type ScreenModule = { default: ComponentType };

/** The loading of each exposed module, started by a preload or the first render; kept until a retry drops it. */
const screenLoads = new Map<string, Promise<ScreenModule>>();
/** One lazy component per exposed module, kept until a retry drops it. */
const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

function loadScreen(id: string): Promise<ScreenModule> {
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

function lazyScreen(id: string): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(id);
  if (!screen) {
    screen = lazy(() => loadScreen(id));
    lazyScreens.set(id, screen);
  }
  return screen;
}

const screenId = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/**
 * Starts loading the screen of the address the console opens at (its remote's manifest,
 * entry and chunks), while the shell still checks the session and renders its layout:
 * the screen's files are on their way before its route renders.
 */
export function preloadScreenAt(pathname: string): void {
  const item = screenRouteFor(pathname);
  if (item) void loadScreen(screenId(item.remote, item.module));
}

/** Drops the cached screens of one remote and resets it in the MF runtime. */
export async function retryRemote(remote: RemoteName): Promise<void> {
  for (const id of [...lazyScreens.keys()]) if (id.startsWith(`${remote}/`)) lazyScreens.delete(id);
  for (const id of [...screenLoads.keys()]) if (id.startsWith(`${remote}/`)) screenLoads.delete(id);
  await resetRemote(remote);
}

function RemoteModule({ id }: { id: string }) {
  const Screen = useMemo(() => lazyScreen(id), [id]);
  // eslint-disable-next-line react-hooks/static-components -- lazyScreen keeps one lazy component per id (module-level map) until a retry drops it
  return <Screen />;
}

export interface RemoteScreenProps {
  remote: RemoteName;
  /** exposed module, e.g. './Alerts' */
  module: string;
  /** screen name for the "unavailable" message, e.g. 'Alerts' */
  label: string;
}

/**
 * A route's screen loaded from a remote: a spinner while it loads, and "This module is
 * unavailable" with a working Retry when it cannot be loaded.
 */
export function RemoteScreen({ remote, module, label }: RemoteScreenProps) {
  const id = screenId(remote, module);
  return (
    <RemoteBoundary key={id} name={remote} label={label} onRetry={() => retryRemote(remote)}>
      <RemoteModule id={id} />
    </RemoteBoundary>
  );
}
