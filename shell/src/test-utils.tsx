import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { api, userReceived } from '@hydrant/api-client';
import type { CurrentUser } from '@hydrant/api-client';
import { AppProviders } from '@hydrant/ui';
import { makeStore } from './app/store';
import type { AppStore } from './app/store';

const stores: AppStore[] = [];

/** A fresh store, optionally signed in. Reset after each test (see resetStores). */
export function testStore(user?: CurrentUser | null): AppStore {
  const store = makeStore();
  if (user) store.dispatch(userReceived(user));
  stores.push(store);
  return store;
}

/** Clears RTK Query's cache timers so Jest can exit. */
export function resetStores() {
  stores.splice(0).forEach((s) => s.dispatch(api.util.resetApiState()));
}

export function renderWithProviders(ui: ReactNode, store: AppStore) {
  return render(
    <Provider store={store}>
      <AppProviders>{ui}</AppProviders>
    </Provider>,
  );
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Replaces fetch with canned answers keyed by "METHOD /path". */
export function mockFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const fn = jest.fn(async (input: Request) => {
    const key = `${input.method} ${new URL(input.url).pathname}`;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected request ${key}`);
    return answer();
  });
  window.fetch = fn as unknown as typeof fetch;
  return fn;
}

export const ADMIN: CurrentUser = {
  username: 'chief',
  isDemo: false,
  demoTimeLeft: null,
  role: 'admin',
  mustChangePassword: false,
  secondFactorEnabled: false,
  mustSetUpSecondFactor: false,
};
export const DEMO: CurrentUser = {
  username: 'demo',
  isDemo: true,
  demoTimeLeft: 120,
  role: 'viewer',
  mustChangePassword: false,
  secondFactorEnabled: false,
  mustSetUpSecondFactor: false,
};
