import { installMatchMedia } from './testing/match-media';

installMatchMedia();

// jsdom has no fetch; unit tests here never reach the network.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not available in unit tests'));
}
