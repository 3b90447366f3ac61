import { api } from '@hydrant/api-client';
export const addTagTypes = ['feeds'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getOutOfServiceFeed: build.query<GetOutOfServiceFeedApiResponse, GetOutOfServiceFeedApiArg>({
        query: (queryArg) => ({
          url: `/api/feeds/out-of-service.geojson`,
          headers: {
            'If-None-Match': queryArg['If-None-Match'],
          },
        }),
        providesTags: ['feeds'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as feedsApi };
export type GetOutOfServiceFeedApiResponse = /** status 200 A GeoJSON FeatureCollection of Point features */ object;
export type GetOutOfServiceFeedApiArg = {
  /** The ETag of the copy the client holds */
  'If-None-Match'?: string;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export const { useGetOutOfServiceFeedQuery } = injectedRtkApi;
