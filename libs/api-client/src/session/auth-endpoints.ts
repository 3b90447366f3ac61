/**
 * The auth endpoints the session logic uses, mapped from the generated auth area.
 * Generated names follow the API's operationIds; when they change, only this file does.
 */
import { authApi } from '../generated/auth';
import type { CurrentUserDto, LoginDto, SecondFactorChallengeDto, SecondFactorLoginDto } from '../generated/auth';

export type CurrentUser = CurrentUserDto;
export type LoginCredentials = LoginDto;
export type SecondFactorChallenge = SecondFactorChallengeDto;
export type SecondFactorCode = SecondFactorLoginDto;

export const authEndpoints = {
  currentUser: authApi.endpoints.getCurrentUser,
  login: authApi.endpoints.login,
  loginWithCode: authApi.endpoints.loginWithCode,
  demo: authApi.endpoints.demoLogin,
  logout: authApi.endpoints.logout,
  /** Ends the session and answers where to go: the directory's own sign-out, or /login. */
  signOutEverywhere: authApi.endpoints.signOutEverywhere,
};

/** Builds the login mutation's argument from the form values. */
export const loginArg = (credentials: LoginCredentials) => ({ loginDto: credentials });

/** Builds the code step's argument. */
export const loginWithCodeArg = (body: SecondFactorCode) => ({ secondFactorLoginDto: body });

/** The password step answered a challenge: the user has a second factor and the code comes next. */
export function isSecondFactorChallenge(answer: CurrentUser | SecondFactorChallenge): answer is SecondFactorChallenge {
  return (answer as Partial<SecondFactorChallenge>).secondFactorRequired === true;
}
