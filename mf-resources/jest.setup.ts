import { installMatchMedia } from '@hydrant/ui/testing/match-media';

installMatchMedia();

// jsdom has no fetch; unit tests here never reach the network.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not available in unit tests'));
}

// jsdom does not implement pseudo-element styles, which antd's Table asks for when it
// measures the scrollbar: answer with the element's own style instead of logging an error.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);

// jsdom has no ResizeObserver, which antd 6's Table observes its columns with; nothing
// resizes in a unit test, so an observer that never reports is enough.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
