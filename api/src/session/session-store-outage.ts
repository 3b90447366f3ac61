import type session from 'express-session';
import { isDatabaseUnavailable } from '../common/database-errors.js';

/** What the store needs of DatabaseAvailability. */
export interface OutageWaiter {
  report(error: unknown): void;
  waitForDatabase(): Promise<boolean>;
}

type Callback = (error?: unknown, ...results: unknown[]) => void;
type StoreMethod = (...args: unknown[]) => void;

/**
 * Makes the session store's reads and writes (load, save, sign-out) wait for the database
 * when it is away and try once more when it is back, instead of failing the request: the
 * first request to meet a restart finds its session again. Each of these is safe to repeat
 * (a save is an upsert of the whole session, a destroy deletes by id).
 */
export function retryStoreAfterOutage(store: session.Store, availability: OutageWaiter): void {
  const methods = store as unknown as Record<'get' | 'set' | 'destroy', StoreMethod>;
  for (const name of ['get', 'set', 'destroy'] as const) {
    const original = methods[name].bind(store);
    methods[name] = (...args: unknown[]) => {
      const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
      original(...args, (error?: unknown, ...results: unknown[]) => {
        if (!error || !isDatabaseUnavailable(error)) return callback?.(error, ...results);
        availability.report(error);
        void availability
          .waitForDatabase()
          .then((back) => (back ? original(...args, (...again: unknown[]) => callback?.(...again)) : callback?.(error)));
      });
    };
  }
}
