import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { endExpiredSession, useSession, useSessionDispatch } from '@hydrant/api-client';
import { hasIndexedDb, offlineDb } from './db';
import type { OutboxEntry } from './db';
import { sendOutbox } from './outbox';
import type { SendResult } from './outbox';

/** Fired on window after writes reached the server, so screens showing their records reload. */
export const OUTBOX_SENT_EVENT = 'hydrantops:outbox-sent';

/** How often a write stopped by a server error is tried again while the page is open. */
const RETRY_MS = 30_000;

/** Every write on this device, oldest first (undefined while loading). */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  return useLiveQuery(
    () =>
      offlineDb()
        .outbox.orderBy('seq')
        .toArray()
        .catch(() => []),
    [],
  );
}

/** How many writes are waiting on this device. */
export function useOutboxCount(): number {
  // a browser without IndexedDB (private modes of some) has nothing waiting
  return useLiveQuery(
    () =>
      offlineDb()
        .outbox.count()
        .catch(() => 0),
    [],
    0,
  );
}

/** Sends the signed-in user's outbox now; a 401 ends the session (the outbox is kept). */
export function useSendOutbox(): () => Promise<SendResult> {
  const { user } = useSession();
  const dispatch = useSessionDispatch();
  return async () => {
    const result = await sendOutbox(user && !user.isDemo ? user.username : null);
    if (result.sent > 0) window.dispatchEvent(new Event(OUTBOX_SENT_EVENT));
    if (result.stopped === 'unauthorized') endExpiredSession(dispatch);
    return result;
  };
}

/**
 * Sends the outbox when the app starts (and whenever a user signs in), when the network
 * returns (the `online` event: there is no background sync to rely on) and every 30 s
 * while something waits. Mounted once, by the shell's outbox indicator.
 */
export function useOutboxSender(): void {
  const { user } = useSession();
  const dispatch = useSessionDispatch();
  const username = user && !user.isDemo ? user.username : null;
  useEffect(() => {
    if (!username || !hasIndexedDb()) return;
    let stopped = false;
    const send = () => {
      sendOutbox(username)
        .then((result) => {
          if (stopped) return;
          if (result.sent > 0) window.dispatchEvent(new Event(OUTBOX_SENT_EVENT));
          if (result.stopped === 'unauthorized') endExpiredSession(dispatch);
        })
        .catch((error: unknown) => console.error('Outbox not sent', error));
    };
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(() => {
      if (!navigator.onLine) return;
      offlineDb()
        .outbox.count()
        .then((n) => n > 0 && !stopped && send())
        .catch(() => undefined);
    }, RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [username, dispatch]);
}
