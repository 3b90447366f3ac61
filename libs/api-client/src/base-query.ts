import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { takeEarlyAnswer } from './early-answers';

/**
 * The error every endpoint rejects with (SPEC §8 "Generic"):
 * - `status`: the HTTP status, or 'FETCH_ERROR' / 'TIMEOUT_ERROR' when no answer came back;
 * - `data`: the response body, parsed as JSON when it is JSON, otherwise the text (or null);
 * - `message`: "<status>: <body text>", or "<status>: <status text>" when the body is empty.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  data: unknown;
  message: string;
}

export interface BaseQueryOptions {
  /** '' (same origin) in the browser: generated paths already start with '/api'. Tests pass an absolute URL. */
  baseUrl: string;
  fetchFn?: typeof fetch;
}

/** Parses a body as JSON when it looks like JSON; empty → null; anything else → the text. */
export function parseBody(text: string, contentType: string | null | undefined): unknown {
  if (text === '') return null;
  const looksJson = /\bjson\b/i.test(contentType ?? '') || /^\s*[[{]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Builds the SPEC §8 generic message: "<status>: <body text or status text>". */
export function formatErrorMessage(status: number | string, bodyText: string, statusText: string): string {
  const detail = bodyText !== '' ? bodyText : statusText;
  return detail ? `${status}: ${detail}` : `${status}:`;
}

/** fetch, except that a GET the entry asked for early (early-answers.ts) takes that answer. */
const fetchOrEarlyAnswer: typeof fetch = (input, init) => {
  if (input instanceof Request && input.method === 'GET') {
    const url = new URL(input.url);
    const early = takeEarlyAnswer(url.pathname + url.search);
    if (early) return early;
  }
  return fetch(input, init);
};

/**
 * fetchBaseQuery (cookies included, JSON bodies) wrapped so that every failure has the
 * ApiError shape above. The body is always read as text first so the generic message can
 * quote it verbatim; successful JSON bodies are then parsed.
 */
export function createBaseQuery({
  baseUrl,
  fetchFn,
}: BaseQueryOptions): BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> {
  const raw = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    fetchFn: fetchFn ?? fetchOrEarlyAnswer,
    responseHandler: 'text',
  });

  return async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    const response = result.meta?.response;
    const contentType = response?.headers.get('content-type');

    if (result.error) {
      const err = result.error;
      if (typeof err.status === 'number') {
        const text = typeof err.data === 'string' ? err.data : '';
        return {
          error: {
            status: err.status,
            data: parseBody(text, contentType),
            message: formatErrorMessage(err.status, text, response?.statusText ?? ''),
          },
          meta: result.meta,
        };
      }
      // FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, CUSTOM_ERROR: no usable HTTP answer.
      const detail = 'error' in err ? String(err.error) : '';
      return {
        error: {
          status: err.status,
          data: 'data' in err ? err.data : null,
          message: formatErrorMessage(err.status, detail, ''),
        },
        meta: result.meta,
      };
    }

    const text = typeof result.data === 'string' ? result.data : '';
    return { data: parseBody(text, contentType), meta: result.meta };
  };
}

/**
 * The base query of the one api: same origin as the console. The OpenAPI file's paths
 * (and so the generated endpoints) already include the '/api' prefix.
 */
export const baseQuery = createBaseQuery({ baseUrl: '' });
