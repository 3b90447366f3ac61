import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marker on the fallback module's error, so the UI can tell "remote down" from a bug. */
export const REMOTE_UNAVAILABLE = 'RemoteUnavailableError';

/**
 * MF runtime plugin: when a remote cannot be loaded (manifest, remoteEntry or chunk
 * request fails, or the name is not registered), `loadRemote` resolves to a fallback
 * module instead of rejecting. Its default export is a component that throws the load
 * error while rendering, so the RemoteBoundary around the route shows "This module is
 * unavailable" with a Retry button. It deliberately imports nothing (it is part of the
 * MF runtime, which starts before shared modules such as react exist).
 *
 * Errors of earlier lifecycles ('afterResolve': the manifest fetch) are not answered
 * here: answering them would have to produce a manifest. They end the load, which then
 * reaches this hook again with lifecycle 'onLoad'.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hydrant-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const error = new Error(`Remote module ${args.id} is unavailable`, { cause: args.error });
      error.name = REMOTE_UNAVAILABLE;
      console.error(`[module federation] ${args.id} could not be loaded`, args.error);
      const RemoteUnavailable = (): never => {
        throw error;
      };
      const fallback = { __esModule: true, default: RemoteUnavailable, remoteUnavailable: error };
      // `import()` of a build-time remote expects a factory; runtime loadRemote the module.
      return args.from === 'build' ? () => fallback : fallback;
    },
  };
}
