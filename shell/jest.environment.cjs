// jsdom plus Node's fetch API (jsdom has none), with relative URLs resolved against the
// page's location the way a browser does, so RTK Query's fetchBaseQuery works in tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    const NodeRequest = globalThis.Request;
    class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    }
    win.Request = Request;
    win.Response = globalThis.Response;
    win.Headers = globalThis.Headers;
    win.AbortController = globalThis.AbortController;
    win.AbortSignal = globalThis.AbortSignal;
    win.TextEncoder = globalThis.TextEncoder;
    win.TextDecoder = globalThis.TextDecoder;
    win.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
  }
}

module.exports = JsdomWithFetch;
