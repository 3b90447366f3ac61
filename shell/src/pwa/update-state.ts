import { useSyncExternalStore } from 'react';

/**
 * A new version of the console is ready: the shell (a new service worker, waiting) or a
 * remote deployed alone (its files already kept). It is applied only when the user says so.
 */
export interface PendingUpdate {
  kind: 'shell' | 'remote';
  apply: () => void;
}

let pending: PendingUpdate | null = null;
const listeners = new Set<() => void>();

/** Offers an update; a new shell outranks a remote (its reload brings every remote too). */
export function offerUpdate(update: PendingUpdate): void {
  if (pending?.kind === 'shell' && update.kind === 'remote') return;
  pending = update;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): PendingUpdate | null {
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingUpdate(): PendingUpdate | null {
  return useSyncExternalStore(subscribe, pendingUpdate, pendingUpdate);
}
