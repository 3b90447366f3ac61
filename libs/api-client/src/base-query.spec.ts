import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, formatErrorMessage, parseBody } from './base-query';
import type { ApiError } from './base-query';
import { errorMessage } from './error-message';

function respond(status: number, body: string, init: { statusText?: string; contentType?: string } = {}) {
  return jest.fn(
    async () =>
      new Response(status === 204 ? null : body, {
        status,
        statusText: init.statusText ?? '',
        headers: init.contentType ? { 'content-type': init.contentType } : {},
      }),
  );
}

/** Runs one query through a throwaway api built on createBaseQuery. */
async function run(fetchFn: typeof fetch, method: 'GET' | 'POST' = 'GET') {
  const testApi = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({ baseUrl: 'http://test.local/api', fetchFn }),
    endpoints: (build) => ({
      read: build.query<unknown, void>({ query: () => ({ url: '/thing', method }) }),
    }),
  });
  const store = configureStore({
    reducer: { api: testApi.reducer },
    middleware: (gdm) => gdm().concat(testApi.middleware),
  });
  const result = await store.dispatch(testApi.endpoints.read.initiate());
  return result;
}

describe('formatErrorMessage', () => {
  it('joins status and body text', () => {
    expect(formatErrorMessage(500, 'boom', 'Internal Server Error')).toBe('500: boom');
  });
  it('falls back to the status text when the body is empty', () => {
    expect(formatErrorMessage(404, '', 'Not Found')).toBe('404: Not Found');
  });
});

describe('parseBody', () => {
  it('parses JSON bodies and keeps text', () => {
    expect(parseBody('{"a":1}', 'application/json; charset=utf-8')).toEqual({ a: 1 });
    expect(parseBody('hello', 'text/plain')).toBe('hello');
    expect(parseBody('', 'application/json')).toBeNull();
    expect(parseBody('{broken', 'application/json')).toBe('{broken');
  });
});

describe('createBaseQuery', () => {
  it('returns parsed JSON on success and sends cookies', async () => {
    const fetchFn = respond(200, '{"username":"chief","isDemo":false,"demoTimeLeft":null}', {
      contentType: 'application/json',
    });
    const result = await run(fetchFn);
    expect(result.data).toEqual({ username: 'chief', isDemo: false, demoTimeLeft: null });
    const request = (fetchFn.mock.calls[0] as unknown as [Request])[0];
    expect(request.url).toBe('http://test.local/api/thing');
    expect(request.credentials).toBe('include');
  });

  it('shapes a JSON error as { status, data, message: "<status>: <body>" }', async () => {
    const body = '{"statusCode":401,"message":"Invalid username or password","error":"Unauthorized"}';
    const result = await run(
      respond(401, body, { statusText: 'Unauthorized', contentType: 'application/json' }),
      'POST',
    );
    const error = result.error as ApiError;
    expect(error.status).toBe(401);
    expect(error.data).toEqual({ statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' });
    expect(error.message).toBe(`401: ${body}`);
    expect(errorMessage(error, 'Login failed')).toBe('Invalid username or password');
  });

  it('uses the status text when the error body is empty', async () => {
    const result = await run(respond(503, '', { statusText: 'Service Unavailable' }));
    const error = result.error as ApiError;
    expect(error).toEqual({ status: 503, data: null, message: '503: Service Unavailable' });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
    expect(errorMessage(error)).toBe('503: Service Unavailable');
  });

  it('keeps a text error body verbatim', async () => {
    const result = await run(respond(502, 'Bad gateway upstream', { contentType: 'text/plain' }));
    expect((result.error as ApiError).message).toBe('502: Bad gateway upstream');
  });

  it('reports network failures as FETCH_ERROR', async () => {
    const fetchFn = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await run(fetchFn);
    const error = result.error as ApiError;
    expect(error.status).toBe('FETCH_ERROR');
    expect(error.message).toBe('FETCH_ERROR: TypeError: Failed to fetch');
    expect(fetchFn).toHaveBeenCalledTimes(1); // no retries
  });

  it('returns null for an empty 204 answer', async () => {
    const result = await run(respond(204, ''), 'POST');
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
  });
});

describe('errorMessage', () => {
  it('prefers the server message, joins validation lists, then the fallback', () => {
    expect(
      errorMessage({
        status: 429,
        data: { message: 'Too many failed login attempts. Try again later.' },
        message: 'x',
      }),
    ).toBe('Too many failed login attempts. Try again later.');
    expect(
      errorMessage({
        status: 400,
        data: { message: ['username should not be empty', 'password should not be empty'] },
        message: 'x',
      }),
    ).toBe('username should not be empty; password should not be empty');
    expect(errorMessage({ status: 500, data: 'oops', message: '500: oops' }, 'Demo access failed')).toBe(
      'Demo access failed',
    );
    expect(errorMessage({ name: 'Error', message: 'serialized' })).toBe('serialized');
    expect(errorMessage(undefined)).toBe('Unknown error');
  });
});
