import { once } from 'node:events';
import type { Readable } from 'node:stream';

/** Items handed on at a time. */
const BATCH = 1000;

/**
 * The items of an object-mode stream in arrays of up to BATCH, read with `read()` as they
 * are buffered: a million rows cost a few thousand awaits instead of one each (an async
 * iterator over the stream settles a promise per item). Backpressure is the stream's own:
 * nothing more is read from the file while the caller works on a batch. A stream error is
 * thrown by the iteration.
 */
export async function* batchesOf<T>(stream: Readable): AsyncGenerator<T[]> {
  // Read through a function each time: the stream may fail between two reads.
  const fail = (): void => {
    const error: Error | null = stream.errored;
    if (error) throw error;
  };
  for (;;) {
    fail();
    const batch: T[] = [];
    let item: T | null;
    while (batch.length < BATCH && (item = stream.read() as T | null) !== null) batch.push(item);
    if (batch.length > 0) {
      yield batch;
      continue;
    }
    if (stream.readableEnded || stream.destroyed) {
      fail();
      return;
    }
    const stop = new AbortController();
    try {
      await Promise.race(['readable', 'end', 'close'].map((event) => once(stream, event, { signal: stop.signal })));
    } finally {
      stop.abort();
    }
  }
}
