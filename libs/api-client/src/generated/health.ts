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
      status: string;
      [key: string]: any;
    };
  };
  error?: {
    [key: string]: {
      status: string;
      [key: string]: any;
    };
  } | null;
  info?: {
    [key: string]: {
      status: string;
      [key: string]: any;
    };
  } | null;
  status?: string;
};
export type GetHealthApiArg = void;
export const { useGetHealthQuery } = injectedRtkApi;
