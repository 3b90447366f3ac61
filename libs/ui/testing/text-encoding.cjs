// jsdom has no TextEncoder or TextDecoder, which react-router (imported by @hydrant/ui's
// address hook) creates when it loads: a jest setup file that gives the test window Node's.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder !== 'function') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
