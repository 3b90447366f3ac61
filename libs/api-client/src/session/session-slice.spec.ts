import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api';
import { authEndpoints } from './auth-endpoints';
import {
  checkSession,
  demoMinutesLeft,
  login,
  loginWithCode,
  logout,
  sessionReducer,
  startDemo,
} from './session-slice';
import type { CurrentUser } from './auth-endpoints';

const user: CurrentUser = {
  username: 'chief',
  isDemo: false,
  demoTimeLeft: null,
  role: 'admin',
  mustChangePassword: false,
  secondFactorEnabled: false,
  mustSetUpSecondFactor: false,
};
const demoUser: CurrentUser = {
  username: 'demo',
  isDemo: true,
  demoTimeLeft: 120,
  role: 'viewer',
  mustChangePassword: false,
  secondFactorEnabled: false,
  mustSetUpSecondFactor: false,
};

function json(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Routes fetch calls by "METHOD path" to canned answers. */
function mockFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const fn = jest.fn(async (input: Request) => {
    const key = `${input.method} ${new URL(input.url).pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler();
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

// The api's baseUrl is '/api'; give relative URLs a base in Node.
const RealRequest = globalThis.Request;
beforeAll(() => {
  globalThis.Request = class extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://console.local${input}` : input, init);
    }
  };
});
afterAll(() => {
  globalThis.Request = RealRequest;
});

const stores: Array<ReturnType<typeof configureStore>> = [];
function makeStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionReducer },
    middleware: (gdm) => gdm().concat(api.middleware),
  });
  stores.push(store);
  return store;
}

/** The device's localStorage (Node has none): where the signed-in user is remembered. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: (key: string, value: string) => void items.set(key, String(value)),
  };
}

let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  (globalThis as { localStorage?: Storage }).localStorage = memoryStorage();
});
afterEach(() => {
  errorSpy.mockRestore();
  warnSpy.mockRestore();
  delete (globalThis as { localStorage?: Storage }).localStorage;
  // Unused cache entries are kept for a day: clear their timers so Jest can exit.
  stores.splice(0).forEach((s) => s.dispatch(api.util.resetApiState()));
});

describe('session', () => {
  it('starts loading with no user', () => {
    expect(makeStore().getState().session).toEqual({ user: null, loading: true, receivedAt: null });
  });

  it('sets the user when the check succeeds', async () => {
    mockFetch({ 'GET /api/auth/user': () => json(200, user) });
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session.user).toEqual(user);
    expect(store.getState().session.loading).toBe(false);
  });

  it('leaves the user empty and logs "Auth check failed" on 401', async () => {
    mockFetch({ 'GET /api/auth/user': () => json(401, { statusCode: 401, message: 'Unauthorized' }) });
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session).toMatchObject({ user: null, loading: false });
    expect(errorSpy).toHaveBeenCalledWith('Auth check failed', expect.anything());
  });

  it('login sets the user directly; a failed login rejects with the ApiError', async () => {
    mockFetch({ 'POST /api/auth/login': () => json(200, user) });
    const store = makeStore();
    await store.dispatch(login({ username: 'chief', password: 'pw' })).unwrap();
    expect(store.getState().session.user).toEqual(user);

    mockFetch({
      'POST /api/auth/login': () =>
        json(401, { statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' }),
    });
    const other = makeStore();
    const result = await other.dispatch(login({ username: 'x', password: 'y' }));
    expect(login.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ status: 401, data: { message: 'Invalid username or password' } });
    expect(other.getState().session.user).toBeNull();
  });

  it('a user with a second factor: login answers the challenge and sets no user; the code step sets it', async () => {
    const challenge = {
      secondFactorRequired: true,
      challenge: 'signed',
      message: 'Enter the 6-digit code from your authenticator app',
    };
    mockFetch({
      'POST /api/auth/login': () => json(200, challenge),
      'POST /api/auth/login/code': () => json(200, { ...user, secondFactorEnabled: true }),
    });
    const store = makeStore();
    expect(await store.dispatch(login({ username: 'chief', password: 'pw' })).unwrap()).toEqual(challenge);
    expect(store.getState().session.user).toBeNull();
    await store.dispatch(loginWithCode({ challenge: 'signed', code: '123456' })).unwrap();
    expect(store.getState().session.user).toEqual({ ...user, secondFactorEnabled: true });
  });

  it('demo sets the demo user', async () => {
    mockFetch({ 'POST /api/auth/demo': () => json(200, demoUser) });
    const store = makeStore();
    await store.dispatch(startDemo()).unwrap();
    expect(store.getState().session.user).toEqual(demoUser);
  });

  it('logout clears the user even when the call fails, and resets the api state', async () => {
    mockFetch({
      'GET /api/auth/user': () => json(200, user),
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = makeStore();
    await store.dispatch(checkSession());
    await store.dispatch(authEndpoints.currentUser.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    await store.dispatch(logout());
    expect(store.getState().session.user).toBeNull();
    expect(errorSpy).toHaveBeenCalledWith('Logout failed', expect.anything());
    expect(store.getState().api.queries).toEqual({});
  });
});

describe('session without a network', () => {
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it('keeps the user last signed in on this device when the check gets no answer', async () => {
    mockFetch({ 'GET /api/auth/user': () => json(200, user) });
    await makeStore().dispatch(checkSession());

    mockFetch({ 'GET /api/auth/user': offline });
    const reloaded = makeStore();
    await reloaded.dispatch(checkSession());
    expect(reloaded.getState().session).toMatchObject({ user, loading: false });
    expect(errorSpy).not.toHaveBeenCalledWith('Auth check failed', expect.anything());

    // a proxy saying the API cannot be reached is no answer either
    mockFetch({ 'GET /api/auth/user': () => json(502, null) });
    const proxied = makeStore();
    await proxied.dispatch(checkSession());
    expect(proxied.getState().session.user).toEqual(user);
  });

  it('a 401 still signs out, and the user is forgotten', async () => {
    mockFetch({ 'POST /api/auth/login': () => json(200, user) });
    await makeStore().dispatch(login({ username: 'chief', password: 'pw' }));

    mockFetch({ 'GET /api/auth/user': () => json(401, { statusCode: 401, message: 'Unauthorized' }) });
    const expired = makeStore();
    await expired.dispatch(checkSession());
    expect(expired.getState().session.user).toBeNull();

    mockFetch({ 'GET /api/auth/user': offline });
    const offlineAfter = makeStore();
    await offlineAfter.dispatch(checkSession());
    expect(offlineAfter.getState().session).toMatchObject({ user: null, loading: false });
  });

  it('no user is kept after signing out, nor a demo user, nor on a fresh device', async () => {
    mockFetch({ 'GET /api/auth/user': offline });
    const fresh = makeStore();
    await fresh.dispatch(checkSession());
    expect(fresh.getState().session.user).toBeNull();

    mockFetch({ 'GET /api/auth/user': () => json(200, user), 'POST /api/auth/logout': () => json(204, undefined) });
    const signedOut = makeStore();
    await signedOut.dispatch(checkSession());
    await signedOut.dispatch(logout());
    mockFetch({ 'GET /api/auth/user': offline });
    const afterLogout = makeStore();
    await afterLogout.dispatch(checkSession());
    expect(afterLogout.getState().session.user).toBeNull();

    mockFetch({ 'POST /api/auth/demo': () => json(200, demoUser) });
    await makeStore().dispatch(startDemo());
    mockFetch({ 'GET /api/auth/user': offline });
    const afterDemo = makeStore();
    await afterDemo.dispatch(checkSession());
    expect(afterDemo.getState().session.user).toBeNull();
  });
});

describe('demoMinutesLeft', () => {
  it('counts down from demoTimeLeft and stops at 0', () => {
    const at = 1_000_000;
    const state = { user: demoUser, receivedAt: at };
    expect(demoMinutesLeft(state, at)).toBe(120);
    expect(demoMinutesLeft(state, at + 30_000)).toBe(120);
    expect(demoMinutesLeft(state, at + 60_000)).toBe(119);
    expect(demoMinutesLeft(state, at + 121 * 60_000)).toBe(0);
    expect(demoMinutesLeft({ user, receivedAt: at }, at)).toBeNull();
  });
});
