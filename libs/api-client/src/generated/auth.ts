import { api } from '../api';
export const addTagTypes = ['auth'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      demoLogin: build.mutation<DemoLoginApiResponse, DemoLoginApiArg>({
        query: () => ({ url: `/api/auth/demo`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['auth'],
      }),
      loginWithCode: build.mutation<LoginWithCodeApiResponse, LoginWithCodeApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login/code`, method: 'POST', body: queryArg.secondFactorLoginDto }),
        invalidatesTags: ['auth'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      signOutEverywhere: build.mutation<SignOutEverywhereApiResponse, SignOutEverywhereApiArg>({
        query: () => ({ url: `/api/auth/oidc/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      getSignInOptions: build.query<GetSignInOptionsApiResponse, GetSignInOptionsApiArg>({
        query: () => ({ url: `/api/auth/options` }),
        providesTags: ['auth'],
      }),
      changeOwnPassword: build.mutation<ChangeOwnPasswordApiResponse, ChangeOwnPasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/password`,
          method: 'POST',
          body: queryArg.changePasswordDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['auth'],
      }),
      getOwnSecondFactor: build.query<GetOwnSecondFactorApiResponse, GetOwnSecondFactorApiArg>({
        query: () => ({ url: `/api/auth/second-factor` }),
        providesTags: ['auth'],
      }),
      startSecondFactorEnrolment: build.mutation<
        StartSecondFactorEnrolmentApiResponse,
        StartSecondFactorEnrolmentApiArg
      >({
        query: () => ({ url: `/api/auth/second-factor/enrolment`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      confirmSecondFactorEnrolment: build.mutation<
        ConfirmSecondFactorEnrolmentApiResponse,
        ConfirmSecondFactorEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/second-factor/enrolment/confirm`,
          method: 'POST',
          body: queryArg.confirmSecondFactorDto,
        }),
        invalidatesTags: ['auth'],
      }),
      listOwnSessions: build.query<ListOwnSessionsApiResponse, ListOwnSessionsApiArg>({
        query: () => ({ url: `/api/auth/sessions` }),
        providesTags: ['auth'],
      }),
      endOwnSession: build.mutation<EndOwnSessionApiResponse, EndOwnSessionApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/sessions/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['auth'],
      }),
      getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
        query: () => ({ url: `/api/auth/user` }),
        providesTags: ['auth'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as authApi };
export type DemoLoginApiResponse = /** status 200  */ CurrentUserDto;
export type DemoLoginApiArg = void;
export type LoginApiResponse = /** status 200  */ CurrentUserDto | SecondFactorChallengeDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LoginWithCodeApiResponse = /** status 200  */ CurrentUserDto;
export type LoginWithCodeApiArg = {
  secondFactorLoginDto: SecondFactorLoginDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type SignOutEverywhereApiResponse = /** status 200  */ SignOutDto;
export type SignOutEverywhereApiArg = void;
export type GetSignInOptionsApiResponse = /** status 200  */ SignInOptionsDto;
export type GetSignInOptionsApiArg = void;
export type ChangeOwnPasswordApiResponse = /** status 200  */ CurrentUserDto;
export type ChangeOwnPasswordApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  changePasswordDto: ChangePasswordDto;
};
export type GetOwnSecondFactorApiResponse = /** status 200  */ SecondFactorStatusDto;
export type GetOwnSecondFactorApiArg = void;
export type StartSecondFactorEnrolmentApiResponse = /** status 200  */ SecondFactorEnrolmentDto;
export type StartSecondFactorEnrolmentApiArg = void;
export type ConfirmSecondFactorEnrolmentApiResponse = /** status 200  */ RecoveryCodesDto;
export type ConfirmSecondFactorEnrolmentApiArg = {
  confirmSecondFactorDto: ConfirmSecondFactorDto;
};
export type ListOwnSessionsApiResponse =
  /** status 200 Empty for a demo session, which has no account */ UserSessionDto[];
export type ListOwnSessionsApiArg = void;
export type EndOwnSessionApiResponse = unknown;
export type EndOwnSessionApiArg = {
  id: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type GetCurrentUserApiResponse = /** status 200  */ CurrentUserDto;
export type GetCurrentUserApiArg = void;
export type Role = 'viewer' | 'inspector' | 'officer' | 'admin';
export type CurrentUserDto = {
  /** Whole minutes left in a demo session (server clock, rounded up); null for normal users. */
  demoTimeLeft: number | null;
  /** The user signs in through the site's directory (OpenID Connect): signing out also ends the provider's session. */
  directory?: boolean;
  /** True for a time-limited, read-only demo session ("Demo User"). */
  isDemo: boolean;
  /** The user must choose a new password before anything else (after an admin set one). */
  mustChangePassword: boolean;
  /** The user’s role must sign in with a second factor (TWO_FACTOR_REQUIRED_FOR) and they have none yet: every call but setting it up is refused until then. */
  mustSetUpSecondFactor: boolean;
  /** The role of DECISIONS §12 the session acts with (a demo session reads as a viewer and never writes). */
  role: Role;
  /** The user signs in with a second factor (an authenticator app). */
  secondFactorEnabled: boolean;
  username: string;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type SecondFactorChallengeDto = {
  /** Signed, good for 5 minutes; names the user whose password was right. */
  challenge: string;
  message: string;
  /** Always true: send the code with the challenge to POST /auth/login/code. */
  secondFactorRequired: true;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type LoginDto = {
  password: string;
  username: string;
};
export type SecondFactorLoginDto = {
  /** The challenge the password step answered. */
  challenge: string;
  /** The 6-digit code from the authenticator app, or an unused recovery code. */
  code: string;
};
export type SignOutDto = {
  /** /login, or the provider's end-session URL (which sends the browser back to /login when done) */
  redirectTo: string;
};
export type SignInOptionsDto = {
  /** Who may sign in with a username and password: every local account, or local administrators only (LOCAL_SIGN_IN). */
  localSignIn: 'all' | 'admin';
  /** The site's OpenID Connect provider, for a 'Sign in with …' button (GET /api/auth/oidc/start); null: none. */
  providerName: string | null;
};
export type ChangePasswordDto = {
  currentPassword: string;
  newPassword: string;
};
export type SecondFactorStatusDto = {
  /** The user signs in with a code from an authenticator app. */
  enabled: boolean;
  enabledAt: string | null;
  /** Unused recovery codes (0 when two-factor sign-in is off). */
  recoveryCodesLeft: number;
  /** The user’s role must sign in with a second factor on this site. */
  required: boolean;
};
export type SecondFactorEnrolmentDto = {
  /** For the QR code. */
  otpauthUri: string;
  /** The base32 secret, for typing into an app that cannot scan (shown only while setting up). */
  secret: string;
};
export type RecoveryCodesDto = {
  /** Ten single-use recovery codes: shown this once, stored only as hashes. */
  recoveryCodes: string[];
};
export type ConfirmSecondFactorDto = {
  /** The 6-digit code the authenticator app shows now. */
  code: string;
};
export type UserSessionDto = {
  /** Client address at sign-in */
  address: string | null;
  /** Browser and system, from the User-Agent at sign-in */
  browser: string;
  /** This is the session making the request */
  current: boolean;
  /** The session’s handle (not its cookie): use it to end the session */
  id: string;
  /** Last request, to within a minute */
  lastActiveAt: string;
  /** Sign-in time (null: unknown) */
  startedAt: string | null;
};
export const {
  useDemoLoginMutation,
  useLoginMutation,
  useLoginWithCodeMutation,
  useLogoutMutation,
  useSignOutEverywhereMutation,
  useGetSignInOptionsQuery,
  useChangeOwnPasswordMutation,
  useGetOwnSecondFactorQuery,
  useStartSecondFactorEnrolmentMutation,
  useConfirmSecondFactorEnrolmentMutation,
  useListOwnSessionsQuery,
  useEndOwnSessionMutation,
  useGetCurrentUserQuery,
} = injectedRtkApi;
