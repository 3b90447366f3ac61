import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from './base-query';
import { askEarly, takeEarlyAnswer } from './early-answers';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  void takeEarlyAnswer('/api/user')?.catch(() => undefined);
});

function userApi() {
  const testApi = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({ baseUrl: 'http://console.test' }),
    endpoints: (build) => ({ user: build.query<unknown, void>({ query: () => '/api/user' }) }),
  });
  const store = configureStore({
    reducer: { api: testApi.reducer },
    middleware: (gdm) => gdm().concat(testApi.middleware),
  });
  return () => store.dispatch(testApi.endpoints.user.initiate(undefined, { forceRefetch: true }));
}

describe('answers asked for early', () => {
  it('the first request for the path takes the early answer; the next one asks the server', async () => {
    let served = 0;
    const fetchMock = jest.fn(async () => {
      served += 1;
      return new Response(JSON.stringify({ answer: served }), { headers: { 'content-type': 'application/json' } });
    });
    globalThis.fetch = fetchMock;

    askEarly('/api/user');
    askEarly('/api/user'); // asked twice: still one request
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const readUser = userApi();
    expect((await readUser()).data).toEqual({ answer: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await readUser()).data).toEqual({ answer: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early request that failed fails the request that takes it, as a network error', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    askEarly('/api/user');
    const result = await userApi()();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});
