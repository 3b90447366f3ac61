import * as React from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api, checkSession } from '@hydrant/api-client';
import { PRIMARY_COLOR } from '@hydrant/ui';
import { App } from './app/app';
import { store } from './app/store';
import { loadRemotesOnce } from './remotes/remote-registry';
import { registerServiceWorker } from './pwa/register';

// Singleton diagnostics for e2e tests (see libs/ui/src/diagnostics/remote-diagnostics.ts).
window.__HYDRANT_SHELL__ = { reactVersion: React.version, React, store, api, primaryColor: PRIMARY_COLOR };

// The user is fetched once, at start (SPEC §4), while the remotes are registered.
void store.dispatch(checkSession());

async function start() {
  // the entry has started loading the opening screen (remotes/screen-load.ts) once these were known
  await loadRemotesOnce();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
// The installable app's service worker (production builds only).
registerServiceWorker();
