/** One server-sent event as an EventSource would dispatch it. */
export interface ServerEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * A GET /api/events stream read with fetch, as a test sees it: the events in order, the
 * heartbeat comments counted, and whether the server ended the stream. Parses the
 * text/event-stream format (WHATWG HTML, "Server-sent events") for what the API sends.
 */
export class EventStream {
  readonly events: ServerEvent[] = [];
  comments = 0;
  ended = false;
  private buffer = '';
  private position = 0;
  private wake: (() => void) | undefined;
  private readonly abort = new AbortController();

  private constructor(readonly response: Response) {}

  static async open(url: string, headers: Record<string, string>): Promise<EventStream> {
    const abort = new AbortController();
    const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
    const stream = new EventStream(response);
    stream.abort.signal.addEventListener('abort', () => abort.abort());
    if (response.ok && response.body) void stream.read(response.body);
    else stream.ended = true;
    return stream;
  }

  /** Waits for the next event (after those already taken) that matches, skipping others; fails after `ms`. */
  async next(match: (event: ServerEvent) => boolean = () => true, ms = 10_000): Promise<ServerEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      while (this.position < this.events.length) {
        const event = this.events[this.position++];
        if (match(event)) return event;
      }
      if (this.ended) throw new Error(`The stream ended; events: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching event within ${ms} ms; events: ${JSON.stringify(this.events)}`);
      await this.changed(left);
    }
  }

  /** The next event of this type, skipping others. */
  async nextOfType(event: string, ms?: number): Promise<ServerEvent> {
    return this.next((e) => e.event === event, ms);
  }

  /** Resolves when the server has ended the stream; fails after `ms`. */
  async end(ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The stream was still open after ${ms} ms`);
      await this.changed(left);
    }
  }

  /** Waits until `count` heartbeat comments have arrived. */
  async heartbeats(count: number, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (this.comments < count) {
      const left = deadline - Date.now();
      if (left <= 0 || this.ended) throw new Error(`${this.comments} heartbeats of ${count} after ${ms} ms`);
      await this.changed(left);
    }
  }

  close(): void {
    this.abort.abort();
  }

  private changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        this.parse();
        this.notify();
      }
    } catch {
      // aborted by close(), or the connection dropped: either way the stream is over
    }
    this.ended = true;
    this.notify();
  }

  private parse(): void {
    for (let end = this.buffer.indexOf('\n\n'); end >= 0; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event: ServerEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          this.comments += 1;
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) {
        event.data = data.join('\n');
        this.events.push(event);
      }
    }
  }
}
