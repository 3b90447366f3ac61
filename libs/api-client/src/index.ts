/**
 * @hydrant/api-client — the console's one RTK Query api, its error shape, and the
 * session (current user) state. Shared as a Module Federation singleton: always import
 * it by package name.
 *
 * Area endpoints other than auth/health are imported by the remote that owns them from
 * '@hydrant/api-client/generated/<area>' (generated from the API's OpenAPI file).
 */
export { api } from './api';
export type { HydrantApi } from './api';
export { baseQuery, createBaseQuery, formatErrorMessage, parseBody } from './base-query';
export type { ApiError, BaseQueryOptions } from './base-query';
export { errorMessage, isApiError, serverMessage } from './error-message';

export * from './generated/auth';

export type { CurrentUser, LoginCredentials, SecondFactorChallenge } from './session/auth-endpoints';
export { isSecondFactorChallenge } from './session/auth-endpoints';
export {
  checkSession,
  demoMinutesLeft,
  initialSessionState,
  login,
  loginWithCode,
  logout,
  selectCurrentUser,
  selectSession,
  selectSessionLoading,
  sessionReducer,
  sessionSlice,
  startDemo,
  userCleared,
  userReceived,
} from './session/session-slice';
export type { SessionState } from './session/session-slice';
export { endExpiredSession, sessionExpiryMiddleware } from './session/session-expiry';
export { useAuth, useIsDemo, useSession, useSessionDispatch } from './session/use-session';
export type { SessionDispatch, SessionRootState } from './session/use-session';
export { hasRole, ROLE_LABELS, ROLES, roleReason, useHasRole, useRole } from './session/roles';
export type { Role } from './session/roles';
export { startLiveUpdates } from './live/live-updates';
export type { EventSourceLike, LiveUpdatesOptions } from './live/live-updates';
export { useLiveUpdates } from './live/use-live-updates';
export { ALL_TAGS, EVENT_TAGS, tagsForType } from './live/event-tags';
