import * as React from 'react';
import { useStore } from 'react-redux';
import { useInRouterContext } from 'react-router';
import { theme } from 'antd';
import { api } from '@hydrant/api-client';
import { reportRemoteDiagnostics } from '@hydrant/ui';

/**
 * Reports, from this remote's own imports, whether React, the store, the api and the
 * antd theme are the shell's (window.__HYDRANT_REMOTES__.mf_resources; see
 * libs/ui/src/diagnostics/remote-diagnostics.ts). Called by each screen's root.
 */
export function useRemoteDiagnostics(screen: string) {
  const store = useStore();
  const inRouter = useInRouterContext();
  const { token } = theme.useToken();
  React.useEffect(() => {
    reportRemoteDiagnostics({
      name: 'mf_resources',
      screen,
      React,
      store,
      api,
      colorPrimary: token.colorPrimary,
      inRouter,
    });
  }, [screen, store, inRouter, token.colorPrimary]);
}
