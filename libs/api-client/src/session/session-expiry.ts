import { isRejectedWithValue } from '@reduxjs/toolkit';
import type { Dispatch, Middleware } from '@reduxjs/toolkit';
import { api } from '../api';
import { authEndpoints } from './auth-endpoints';
import { selectCurrentUser, userCleared } from './session-slice';
import { forgetUser } from './session-memory';
import type { SessionState } from './session-slice';

/** The session's own calls: their 401s are answered where they are made. */
const SESSION_ENDPOINTS = new Set(Object.values(authEndpoints).map((e) => e.name));

/**
 * The server said 401 to a signed-in user: clear the user (the shell shows the login
 * screen) and drop cached data. Also for calls made outside RTK Query (file downloads).
 */
export function endExpiredSession(dispatch: Dispatch): void {
  forgetUser();
  dispatch(userCleared());
  dispatch(api.util.resetApiState());
}

/**
 * When any other call answers 401 while a user is signed in, the session has ended on
 * the server (idle timeout, demo time over, signed out elsewhere): clear the user, so
 * the shell shows the login screen, and drop cached data. Add to the store after
 * api.middleware.
 */
export const sessionExpiryMiddleware: Middleware<object, { session: SessionState }> = (store) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action)) {
    const status = (action.payload as { status?: unknown } | undefined)?.status;
    const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
    if (status === 401 && endpoint && !SESSION_ENDPOINTS.has(endpoint) && selectCurrentUser(store.getState())) {
      endExpiredSession(store.dispatch);
    }
  }
  return result;
};
