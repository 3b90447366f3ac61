import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { checkSession } from '../session/session-slice';
import { startLiveUpdates } from './live-updates';

/**
 * Keeps the tab's live-update stream open while `enabled` (the shell passes "signed in"):
 * other people's changes refresh this console's data, whichever remote shows it. When the
 * server ends the session (signed out in another tab, disabled), the session is read again,
 * which shows the login screen. Closed on unmount or when `enabled` turns false.
 */
export function useLiveUpdates(enabled: boolean): void {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    return startLiveUpdates({
      dispatch,
      onSessionEnded: () => void dispatch(checkSession({ silent: true })),
    });
  }, [enabled, dispatch]);
}
