import type { Dispatch } from '@reduxjs/toolkit';
import { api } from '../api';
import { ALL_TAGS, tagsForType } from './event-tags';

/** The part of the browser's EventSource this module uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveUpdatesOptions {
  dispatch: Dispatch;
  /** Called when the server says the session is over (signed out elsewhere, disabled, demo ended). */
  onSessionEnded: () => void;
  /** The stream's URL (default '/api/events', same origin, with the session cookie). */
  url?: string;
  createEventSource?: (url: string) => EventSourceLike;
  /** Changes arriving within this many ms are one invalidation (default 150). */
  debounceMs?: number;
}

/** EventSource.CLOSED: the browser gave up (an HTTP error, e.g. 401 or a proxy's 502) and will not retry. */
const CLOSED = 2;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Keeps one server-sent events stream (GET /api/events) open for the tab and turns its
 * messages into RTK Query tag invalidations, so every screen of every remote refetches
 * what changed on the server, whoever changed it.
 *
 * - `change` / `bulk` ({type}): the type's tags, gathered for `debounceMs`, then one
 *   invalidateTags (a write touching a hydrant, its alert and its schedule refetches once).
 * - `reset`, or a `ready` after a reconnect that could not resume: every tag.
 * - `session-ended`: the stream closes and `onSessionEnded` runs.
 * - A dropped connection is retried by the browser itself, resuming with Last-Event-ID.
 *   When the browser gives up (an error status), this opens a new stream after a pause
 *   that doubles from 1 s to 30 s, naming the last event id in the query.
 *
 * Returns a function that closes the stream for good (sign-out, unmount).
 */
export function startLiveUpdates(options: LiveUpdatesOptions): () => void {
  const url = options.url ?? '/api/events';
  const create = options.createEventSource ?? ((target: string) => new EventSource(target, { withCredentials: true }));
  const debounceMs = options.debounceMs ?? 150;
  let source: EventSourceLike | undefined;
  let lastEventId = '';
  let connectedBefore = false;
  let attempts = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Set<string>();

  const flush = () => {
    flushTimer = undefined;
    if (pending.size === 0 || stopped) return;
    const tags = [...pending];
    pending.clear();
    options.dispatch(api.util.invalidateTags(tags as never[]));
  };
  const invalidate = (tags: readonly string[]) => {
    for (const tag of tags) pending.add(tag);
    flushTimer ??= setTimeout(flush, debounceMs);
  };
  const remember = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
  };
  const typeOf = (event: MessageEvent<string>): string => {
    try {
      const data = JSON.parse(event.data) as { type?: unknown };
      return typeof data.type === 'string' ? data.type : '';
    } catch {
      return '';
    }
  };

  const connect = () => {
    const target = lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url;
    const current: EventSourceLike = create(target);
    source = current;
    const onChange = (event: MessageEvent<string>) => {
      remember(event);
      invalidate(tagsForType(typeOf(event)));
    };
    current.addEventListener('change', onChange);
    current.addEventListener('bulk', onChange);
    current.addEventListener('reset', (event) => {
      remember(event);
      invalidate(ALL_TAGS);
    });
    current.addEventListener('ready', (event) => {
      attempts = 0;
      let resumed = false;
      try {
        resumed = (JSON.parse(event.data) as { resumed?: unknown }).resumed === true;
      } catch {
        // treated as not resumed
      }
      // Changes made while this tab was not connected are unknown: refetch everything.
      if (connectedBefore && !resumed) invalidate(ALL_TAGS);
      connectedBefore = true;
    });
    current.addEventListener('session-ended', () => {
      stop();
      options.onSessionEnded();
    });
    current.onerror = () => {
      if (stopped || current !== source || current.readyState !== CLOSED) return;
      current.close();
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts) * (0.75 + Math.random() * 0.5);
      attempts += 1;
      retryTimer = setTimeout(connect, delay);
    };
  };

  const stop = () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(flushTimer);
    source?.close();
    source = undefined;
  };

  connect();
  return stop;
}
