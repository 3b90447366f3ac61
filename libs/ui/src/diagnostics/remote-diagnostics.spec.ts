import { reportRemoteDiagnostics } from './remote-diagnostics';

describe('reportRemoteDiagnostics', () => {
  const React = { useState: () => undefined, version: '19.0.0' };
  const store = {};
  const api = {};
  beforeEach(() => {
    window.__HYDRANT_SHELL__ = { reactVersion: '19.0.0', React, store, api, primaryColor: '#C62828' };
    window.__HYDRANT_REMOTES__ = undefined;
  });

  it('reports shared singletons as the shell’s', () => {
    reportRemoteDiagnostics({ name: 'mf_x', screen: 'X', React, store, api, colorPrimary: '#c62828', inRouter: true });
    expect(window.__HYDRANT_REMOTES__?.mf_x).toMatchObject({
      sameReact: true,
      storeIsShell: true,
      apiIsShell: true,
      themeIsShell: true,
      inRouter: true,
    });
  });

  it('detects copies', () => {
    reportRemoteDiagnostics({
      name: 'mf_y',
      screen: 'Y',
      React: { useState: () => undefined, version: '19.0.0' },
      store: {},
      api: {},
      colorPrimary: '#1677ff',
      inRouter: false,
    });
    expect(window.__HYDRANT_REMOTES__?.mf_y).toMatchObject({
      sameReact: false,
      storeIsShell: false,
      apiIsShell: false,
      themeIsShell: false,
    });
  });
});
