import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { api } from '../api';
import { authEndpoints, isSecondFactorChallenge, loginArg, loginWithCodeArg } from './auth-endpoints';
import type { CurrentUser, LoginCredentials, SecondFactorChallenge, SecondFactorCode } from './auth-endpoints';
import { forgetUser, isNoAnswer, rememberUser, rememberedUser } from './session-memory';

/**
 * Session state (SPEC §4 "Session"): starts loading with no user; the user is fetched
 * once at start (checkSession, dispatched by the shell before it renders); success sets
 * the user, failure leaves it empty and logs 'Auth check failed'; loading ends either way.
 * No answer at all (no network) is not a failure: the user last signed in on this device is
 * kept (session-memory.ts), so the installed app opens offline; a 401 still signs out.
 * Login and demo set the user directly from their answer. Logout of a directory user goes
 * on to the provider's sign-out page (a page load); otherwise it clears the user even
 * when the call fails (logged as 'Logout failed') and resets the api cache.
 */
export interface SessionState {
  user: CurrentUser | null;
  loading: boolean;
  /** Date.now() when `user` was received: demoTimeLeft counts down from here. */
  receivedAt: number | null;
}

export const initialSessionState: SessionState = { user: null, loading: true, receivedAt: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    userReceived: {
      reducer(state, action: PayloadAction<{ user: CurrentUser; at: number }>) {
        state.user = action.payload.user;
        state.receivedAt = action.payload.at;
        state.loading = false;
      },
      prepare: (user: CurrentUser) => ({ payload: { user, at: Date.now() } }),
    },
    userCleared(state) {
      state.user = null;
      state.receivedAt = null;
      state.loading = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(checkSession.pending, (state, action) => {
      if (!action.meta.arg?.silent) state.loading = true;
    });
    builder.addCase(checkSession.fulfilled, (state) => {
      state.loading = false;
    });
    builder.addCase(checkSession.rejected, (state) => {
      state.loading = false;
    });
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectSessionLoading: (state) => state.loading,
    selectSession: (state) => state,
  },
});

export const { userReceived, userCleared } = sessionSlice.actions;
export const { selectCurrentUser, selectSessionLoading, selectSession } = sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;

/**
 * Reads the current user from the server. `silent` re-checks without showing the
 * loading splash (used when a demo session's time runs out).
 */
export const checkSession = createAsyncThunk(
  'session/check',
  async (_arg: { silent?: boolean } | undefined, { dispatch }) => {
    const request = dispatch(authEndpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    try {
      const user = await request.unwrap();
      rememberUser(user);
      dispatch(userReceived(user));
      return user;
    } catch (err) {
      const remembered = isNoAnswer(err) ? rememberedUser() : null;
      if (remembered) {
        console.warn('Session not checked (no network): kept', remembered.username);
        dispatch(userReceived(remembered));
        return remembered;
      }
      console.error('Auth check failed', err);
      if ((err as { status?: unknown } | null)?.status === 401) forgetUser();
      dispatch(userCleared());
      return null;
    }
  },
);

/**
 * Signs in; resolves with the user, or with the challenge when the user has a second factor
 * (no session yet: loginWithCode follows), or rejects with the ApiError (for the toast).
 */
export const login = createAsyncThunk<CurrentUser | SecondFactorChallenge, LoginCredentials, { rejectValue: unknown }>(
  'session/login',
  async (credentials, { dispatch, rejectWithValue }) => {
    try {
      const answer = await dispatch(authEndpoints.login.initiate(loginArg(credentials))).unwrap();
      if (isSecondFactorChallenge(answer)) return answer;
      rememberUser(answer);
      dispatch(userReceived(answer));
      return answer;
    } catch (err) {
      return rejectWithValue(err);
    }
  },
);

/** The code step of a two-factor sign-in; resolves with the user or rejects with the ApiError. */
export const loginWithCode = createAsyncThunk<CurrentUser, SecondFactorCode, { rejectValue: unknown }>(
  'session/loginWithCode',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const user = await dispatch(authEndpoints.loginWithCode.initiate(loginWithCodeArg(body))).unwrap();
      rememberUser(user);
      dispatch(userReceived(user));
      return user;
    } catch (err) {
      return rejectWithValue(err);
    }
  },
);

/** Starts a demo session; resolves with the (demo) user or rejects with the ApiError. */
export const startDemo = createAsyncThunk<CurrentUser, void, { rejectValue: unknown }>(
  'session/demo',
  async (_arg, { dispatch, rejectWithValue }) => {
    try {
      const user = await dispatch(authEndpoints.demo.initiate()).unwrap();
      rememberUser(user);
      dispatch(userReceived(user));
      return user;
    } catch (err) {
      return rejectWithValue(err);
    }
  },
);

/** Signs out. The user is cleared and the api cache reset even if the call fails. */
export const logout = createAsyncThunk('session/logout', async (_arg: void, { dispatch, getState }) => {
  if ((getState() as { session?: SessionState }).session?.user?.directory) {
    // Signed in through the site's directory: the browser also leaves the provider's session
    // (its end-session page sends it back to /login). A page load follows, so nothing is cleared here.
    try {
      const { redirectTo } = await dispatch(authEndpoints.signOutEverywhere.initiate()).unwrap();
      forgetUser();
      window.location.assign(redirectTo);
      return { leaving: true };
    } catch (err) {
      console.error('Logout failed', err);
    }
  }
  try {
    await dispatch(authEndpoints.logout.initiate()).unwrap();
  } catch (err) {
    console.error('Logout failed', err);
  }
  forgetUser();
  dispatch(userCleared());
  dispatch(api.util.resetApiState());
  return { leaving: false };
});

/**
 * Minutes left of a demo session at `now`, counting down locally from the
 * demoTimeLeft received with the user. null for regular users.
 */
export function demoMinutesLeft(state: Pick<SessionState, 'user' | 'receivedAt'>, now: number): number | null {
  const { user, receivedAt } = state;
  if (!user?.isDemo || user.demoTimeLeft == null) return null;
  const elapsed = receivedAt == null ? 0 : Math.max(0, now - receivedAt);
  return Math.max(0, Math.ceil(user.demoTimeLeft - elapsed / 60_000));
}
