declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';

  /** Calls `listener` once, just before `res` writes its headers. */
  function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
  export = onHeaders;
}
