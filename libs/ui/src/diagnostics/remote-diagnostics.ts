/**
 * Tiny run-time diagnostics that let an e2e test prove the Module Federation singletons:
 * one React, one Redux store (and RTK Query api), one antd theme.
 *
 *   window.__HYDRANT_SHELL__  set by the shell at start:
 *     { reactVersion, React, store, api, primaryColor }
 *   window.__HYDRANT_REMOTES__[<remote name>]  set by each remote screen when it renders:
 *     { name, screen, reactVersion,
 *       sameReact,     // the remote's own `import * as React from 'react'` is the shell's React
 *       storeIsShell,  // react-redux useStore() in the remote returns the shell's store
 *       apiIsShell,    // the remote's '@hydrant/api-client' api is the shell's api
 *       colorPrimary,  // antd theme.useToken() in the remote
 *       themeIsShell,  // colorPrimary equals the shell's configured primary colour
 *       inRouter }     // the remote's react-router sees the shell's router
 *
 * The values compared must come from the remote's own imports, so each remote calls
 * reportRemoteDiagnostics from its own src/diagnostics.ts with what it imported.
 */
export interface ShellDiagnostics {
  reactVersion: string;
  React: { useState: unknown; version: string };
  store: unknown;
  api: unknown;
  primaryColor: string;
}

export interface RemoteDiagnostics {
  name: string;
  screen: string;
  reactVersion: string;
  sameReact: boolean;
  storeIsShell: boolean;
  apiIsShell: boolean;
  colorPrimary: string;
  themeIsShell: boolean;
  inRouter: boolean;
}

declare global {
  interface Window {
    __HYDRANT_SHELL__?: ShellDiagnostics;
    __HYDRANT_REMOTES__?: Record<string, RemoteDiagnostics>;
  }
}

export interface RemoteDiagnosticsInput {
  name: string;
  screen: string;
  /** the remote's own React import */
  React: { useState: unknown; version: string };
  /** useStore() from the remote's react-redux import */
  store: unknown;
  /** the api the remote imported from '@hydrant/api-client' */
  api: unknown;
  /** theme.useToken().token.colorPrimary from the remote's antd import */
  colorPrimary: string;
  /** useInRouterContext() from the remote's react-router import */
  inRouter: boolean;
}

export function reportRemoteDiagnostics(input: RemoteDiagnosticsInput): RemoteDiagnostics | undefined {
  if (typeof window === 'undefined') return undefined;
  const shell = window.__HYDRANT_SHELL__;
  const report: RemoteDiagnostics = {
    name: input.name,
    screen: input.screen,
    reactVersion: input.React.version,
    sameReact: !!shell && input.React.useState === shell.React.useState,
    storeIsShell: !!shell && input.store === shell.store,
    apiIsShell: !!shell && input.api === shell.api,
    colorPrimary: input.colorPrimary,
    themeIsShell: !!shell && input.colorPrimary.toLowerCase() === shell.primaryColor.toLowerCase(),
    inRouter: input.inRouter,
  };
  window.__HYDRANT_REMOTES__ = { ...window.__HYDRANT_REMOTES__, [input.name]: report };
  return report;
}

/** What a remote imported itself: the hook compares these with the shell's. */
export interface RemoteOwnImports {
  React: RemoteDiagnosticsInput['React'] & { useEffect: (effect: () => void, deps: unknown[]) => void };
  useStore: () => unknown;
  useInRouterContext: () => boolean;
  theme: { useToken: () => { token: { colorPrimary: string } } };
  api: unknown;
}

/**
 * Called by each screen's root with the remote's own imports (so the comparison is
 * of the remote's copies, not of this shared library's): reports the diagnostics.
 */
export function useRemoteDiagnostics(name: string, screen: string, own: RemoteOwnImports): void {
  const store = own.useStore();
  const inRouter = own.useInRouterContext();
  const { token } = own.theme.useToken();
  own.React.useEffect(() => {
    reportRemoteDiagnostics({
      name,
      screen,
      React: own.React,
      store,
      api: own.api,
      colorPrimary: token.colorPrimary,
      inRouter,
    });
  }, [name, screen, store, inRouter, token.colorPrimary]);
}
