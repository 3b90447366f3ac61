import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the console (reducerPath 'api'). The shell mounts its reducer
 * and middleware; every area's endpoints are injected into it (src/generated/*.ts,
 * generated from the API's OpenAPI file). Shared as a Module Federation singleton, so
 * remotes inject into — and read from — this same instance.
 *
 * Cache behaviour (SPEC §7): no retries (fetchBaseQuery never retries), no refetch on
 * focus, reconnect or interval, and unused data is kept for a day; lists are refreshed
 * by tag invalidation after writes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  keepUnusedDataFor: 24 * 60 * 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

export type HydrantApi = typeof api;
