import { api } from '@hydrant/api-client';
export const addTagTypes = ['health'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/health` }),
        providesTags: ['health'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as healthApi };
export type GetHealthApiResponse = /** status 200 Health */ Health;
export type GetHealthApiArg = void;
export type Health = {
  status?: string;
};
export const { useGetHealthQuery } = injectedRtkApi;
