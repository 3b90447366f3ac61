// Stand-in for shell/src/remotes/remote-screen.tsx in the bench's single-bundle build
// (bench/rspack.config.ts): the same boundary and lazy screen, loaded by a plain import().
import { createElement, lazy } from 'react';
import { RemoteBoundary } from '@hydrant/ui';
import { screens } from 'bench-single-bundle-screens';

const lazyScreens = new Map();

function lazyScreen(id) {
  let screen = lazyScreens.get(id);
  if (!screen) {
    const load = screens[id];
    if (!load) throw new Error(`${id} is not one of the exposed screens`);
    screen = lazy(load);
    lazyScreens.set(id, screen);
  }
  return screen;
}

export async function retryRemote() {}

export function RemoteScreen({ remote, module, label }) {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  return createElement(RemoteBoundary, { key: id, name: remote, label }, createElement(lazyScreen(id)));
}
