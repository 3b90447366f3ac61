import { api } from '../api';
export const addTagTypes = ['auth'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
        query: () => ({ url: `/auth/user` }),
        providesTags: ['auth'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/auth/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['auth'],
      }),
      demoLogin: build.mutation<DemoLoginApiResponse, DemoLoginApiArg>({
        query: () => ({ url: `/auth/demo`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/auth/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as authApi };
export type GetCurrentUserApiResponse = /** status 200 The signed-in user */ CurrentUser;
export type GetCurrentUserApiArg = void;
export type LoginApiResponse = /** status 200 Signed in */ CurrentUser;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type DemoLoginApiResponse = /** status 200 Demo session started */ CurrentUser;
export type DemoLoginApiArg = void;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type CurrentUser = {
  username: string;
  isDemo: boolean;
  /** Minutes left of a demo session, null for regular users */
  demoTimeLeft: number | null;
};
export type ErrorResponse = {
  statusCode?: number;
  message?: string | string[];
  error?: string;
  errors?: {
    [key: string]: string;
  };
};
export type LoginDto = {
  username: string;
  password: string;
};
export const { useGetCurrentUserQuery, useLoginMutation, useDemoLoginMutation, useLogoutMutation } = injectedRtkApi;
