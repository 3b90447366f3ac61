import * as React from 'react';
import { useStore } from 'react-redux';
import { useInRouterContext } from 'react-router';
import { theme } from 'antd';
import { api } from '@hydrant/api-client';
import { useRemoteDiagnostics as useDiagnostics } from '@hydrant/ui';

/**
 * Reports, from this remote's own imports, whether React, the store, the api and the
 * antd theme are the shell's (window.__HYDRANT_REMOTES__.mf_resources; see
 * libs/ui/src/diagnostics/remote-diagnostics.ts). Called by each screen's root.
 */
export const useRemoteDiagnostics = (screen: string) =>
  useDiagnostics('mf_resources', screen, { React, useStore, useInRouterContext, theme, api });
