import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api';
import { createBaseQuery } from '../base-query';
import { sessionExpiryMiddleware } from './session-expiry';
import { sessionReducer, userReceived } from './session-slice';

// An area endpoint as a remote would inject it, answering from a stub fetch.
const statusFor: Record<string, number> = {};
const fetchFn = (async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const status = statusFor[new URL(url).pathname] ?? 200;
  return new Response(status === 200 ? '[]' : '{"message":"Authentication required"}', {
    status,
    headers: { 'content-type': 'application/json' },
  });
}) as typeof fetch;

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    listThings: build.query<unknown[], void>({
      queryFn: (_arg, queryApi, extra) =>
        createBaseQuery({ baseUrl: 'http://console.test', fetchFn })('/api/things', queryApi, extra) as never,
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionExpiryMiddleware),
  });
}

describe('sessionExpiryMiddleware', () => {
  afterEach(() => {
    for (const key of Object.keys(statusFor)) delete statusFor[key];
  });

  it('signs the user out when a data call answers 401', async () => {
    const store = makeStore();
    store.dispatch(
      userReceived({
        username: 'chief',
        isDemo: false,
        demoTimeLeft: null,
        role: 'admin',
        mustChangePassword: false,
        secondFactorEnabled: false,
        mustSetUpSecondFactor: false,
      }),
    );
    statusFor['/api/things'] = 401;
    await store.dispatch(testApi.endpoints.listThings.initiate());
    expect(store.getState().session.user).toBeNull();
  });

  it('keeps the user on other errors', async () => {
    const store = makeStore();
    store.dispatch(
      userReceived({
        username: 'chief',
        isDemo: false,
        demoTimeLeft: null,
        role: 'admin',
        mustChangePassword: false,
        secondFactorEnabled: false,
        mustSetUpSecondFactor: false,
      }),
    );
    statusFor['/api/things'] = 403;
    await store.dispatch(testApi.endpoints.listThings.initiate());
    expect(store.getState().session.user).toEqual({
      username: 'chief',
      isDemo: false,
      demoTimeLeft: null,
      role: 'admin',
      mustChangePassword: false,
      secondFactorEnabled: false,
      mustSetUpSecondFactor: false,
    });
  });
});
