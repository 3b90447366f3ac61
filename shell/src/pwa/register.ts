import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-state';

/** How often an open console asks whether a new version was deployed. */
const CHECK_EVERY_MS = 30 * 60_000;

/**
 * Registers the service worker (sw/sw.ts) in a production build. Nothing changes under the
 * user's hands: a new shell's worker waits, and a remote deployed alone is only downloaded;
 * both are offered as 'A new version is ready: Reload'. The console asks for a check when it
 * starts, comes back online or to the foreground, and every half hour.
 *
 * Registered once the page has loaded and the browser is idle: installing the worker
 * downloads the whole shell and the field screen's remote (over a megabyte), which on a
 * phone's slow line would otherwise share it with the first screen's own files and data.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  whenFirstScreenLoaded(register);
}

/** The longest the registration waits for an idle moment after the load event. */
const IDLE_TIMEOUT_MS = 5_000;
/** A file that never finishes loading holds the load event: the registration waits no longer than this. */
const LOAD_TIMEOUT_MS = 30_000;

/** After the load event (the screen's files are in) and the first idle moment after it. */
function whenFirstScreenLoaded(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    window.clearTimeout(fallback);
    start();
  };
  const fallback = window.setTimeout(once, LOAD_TIMEOUT_MS);
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
    else once();
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function register(): void {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    offerUpdate({
      kind: 'shell',
      apply: () => {
        // the new worker takes over only now; the page reloads under it
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === 'REMOTES_UPDATED') offerUpdate({ kind: 'remote', apply: () => window.location.reload() });
  });

  const check = () => {
    if (!navigator.onLine) return;
    navigator.serviceWorker.controller?.postMessage({ type: 'CHECK_REMOTES' });
    void wb.update().catch(() => undefined);
  };
  wb.register()
    .then(check)
    .catch((error: unknown) => console.warn('Service worker not registered', error));
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, CHECK_EVERY_MS);
}
