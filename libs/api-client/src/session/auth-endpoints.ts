/**
 * The auth endpoints the session logic uses, mapped from the generated auth area.
 * Generated names follow the API's operationIds; when they change, only this file does.
 */
import { authApi } from '../generated/auth';
import type { CurrentUserDto, LoginDto } from '../generated/auth';

export type CurrentUser = CurrentUserDto;
export type LoginCredentials = LoginDto;

export const authEndpoints = {
  currentUser: authApi.endpoints.getCurrentUser,
  login: authApi.endpoints.login,
  demo: authApi.endpoints.demoLogin,
  logout: authApi.endpoints.logout,
};

/** Builds the login mutation's argument from the form values. */
export const loginArg = (credentials: LoginCredentials) => ({ loginDto: credentials });
