import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import { ALL_TAGS } from './event-tags';
import { EventSourceLike, startLiveUpdates } from './live-updates';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeSource implements EventSourceLike {
  readyState = 1;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  emit(type: string, data: unknown, lastEventId = ''): void {
    const event = { data: JSON.stringify(data), lastEventId } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The browser gave up on this stream (an HTTP error status). */
  fail(): void {
    this.readyState = 2;
    this.onerror?.({} as Event);
  }
}

function setUp() {
  const sources: FakeSource[] = [];
  const actions: UnknownAction[] = [];
  const ended = jest.fn();
  const stop = startLiveUpdates({
    dispatch: ((action: UnknownAction) => {
      actions.push(action);
      return action;
    }) as Dispatch,
    onSessionEnded: ended,
    createEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
  });
  const invalidated = () =>
    actions.filter((a) => a.type === api.util.invalidateTags([]).type).map((a) => [...(a.payload as string[])].sort());
  return { sources, ended, stop, invalidated };
}

describe('startLiveUpdates', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns the changes of a moment into one invalidation of their tags', () => {
    const { sources, invalidated } = setUp();
    expect(sources.map((s) => s.url)).toEqual(['/api/events']);
    sources[0].emit('ready', { resumed: false });
    sources[0].emit('change', { type: 'hydrant', id: '7', version: 2, action: 'update' }, 'abcd0123-1');
    sources[0].emit('change', { type: 'alert', id: '3', version: 1, action: 'insert' }, 'abcd0123-2');
    expect(invalidated()).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(invalidated()).toEqual([['alerts', 'analytics', 'audit', 'feeds', 'hydrants', 'maintenance', 'zones']]);
  });

  it('refetches everything on reset, and after a reconnect that could not resume, not after one that did', () => {
    const { sources, invalidated } = setUp();
    sources[0].emit('ready', { resumed: false });
    jest.advanceTimersByTime(200);
    expect(invalidated()).toEqual([]);
    // The browser reconnected on its own and the server replayed what was missed.
    sources[0].emit('ready', { resumed: true });
    jest.advanceTimersByTime(200);
    expect(invalidated()).toEqual([]);
    sources[0].emit('ready', { resumed: false });
    jest.advanceTimersByTime(200);
    expect(invalidated()).toEqual([[...ALL_TAGS].sort()]);
    sources[0].emit('reset', {});
    jest.advanceTimersByTime(200);
    expect(invalidated()).toHaveLength(2);
  });

  it('opens a new stream with growing pauses when the browser gives up, naming the last event id', () => {
    const { sources } = setUp();
    sources[0].emit('change', { type: 'zone', id: '1', version: 1, action: 'insert' }, 'abcd0123-9');
    sources[0].fail();
    expect(sources[0].closed).toBe(true);
    jest.advanceTimersByTime(700);
    expect(sources).toHaveLength(1);
    jest.advanceTimersByTime(700);
    expect(sources).toHaveLength(2);
    expect(sources[1].url).toBe('/api/events?lastEventId=abcd0123-9');
    sources[1].fail();
    jest.advanceTimersByTime(1400);
    expect(sources).toHaveLength(2);
    jest.advanceTimersByTime(1200);
    expect(sources).toHaveLength(3);
  });

  it('closes on session-ended and tells the shell, and stops for good when stopped', () => {
    const first = setUp();
    first.sources[0].emit('session-ended', {});
    expect(first.sources[0].closed).toBe(true);
    expect(first.ended).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(first.sources).toHaveLength(1);

    const second = setUp();
    second.sources[0].emit('change', { type: 'personnel', id: '1', version: 1, action: 'update' });
    second.stop();
    jest.advanceTimersByTime(60_000);
    expect(second.sources[0].closed).toBe(true);
    expect(second.invalidated()).toEqual([]);
  });
});
