import { useContext } from 'react';
import { ReactReduxContext, useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from './session-slice';

/** The part of the shell's store state the session lives in. */
export interface SessionRootState {
  session: SessionState;
}

/**
 * The current session from the shell's store: `{ user, loading, receivedAt }`.
 * Works in the shell and in every remote (react-redux and this package are shared
 * singletons, so all read the same store). Outside the store's Provider it throws
 * SPEC §8's 'useAuth must be used within an AuthProvider'.
 */
export function useSession(): SessionState {
  const context = useContext(ReactReduxContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return useSelector((state: SessionRootState) => state.session);
}

/** Alias kept for the name the original product used. */
export const useAuth = useSession;

/** True when the signed-in user is a demo user (writes are refused by the server). */
export function useIsDemo(): boolean {
  return useSession().user?.isDemo === true;
}

export type SessionDispatch = ThunkDispatch<SessionRootState, unknown, UnknownAction>;
/** useDispatch typed for the session thunks. */
export const useSessionDispatch: () => SessionDispatch = useDispatch;
