import { api } from '@hydrant/api-client';
export const addTagTypes = ['health'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as healthApi };
export type GetHealthApiResponse = /** status 200 The Health Check is successful */ {
  details?: {
    [key: string]: {
      /** Time the health indicator took to respond, in ms */
      responseTime?: number;
      status: 'up' | 'degraded' | 'down';
      [key: string]: any;
    };
  };
  error?: {
    [key: string]: {
      /** Time the health indicator took to respond, in ms */
      responseTime?: number;
      status: 'up' | 'degraded' | 'down';
      [key: string]: any;
    };
  } | null;
  info?: {
    [key: string]: {
      /** Time the health indicator took to respond, in ms */
      responseTime?: number;
      status: 'up' | 'degraded' | 'down';
      [key: string]: any;
    };
  } | null;
  status?: 'ok' | 'degraded';
};
export type GetHealthApiArg = void;
export const { useGetHealthQuery } = injectedRtkApi;
