import { lazy, useMemo } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { RemoteBoundary } from '@hydrant/ui';
import { resetRemote } from './remote-registry';
import type { RemoteName } from './remote-registry';
import { loadScreen, screenId, screenLoads } from './screen-load';

/** One lazy component per exposed module, kept until a retry drops it. */
const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen(id: string): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(id);
  if (!screen) {
    screen = lazy(() => loadScreen(id));
    lazyScreens.set(id, screen);
  }
  return screen;
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
