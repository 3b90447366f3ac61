/** How long the console waits for /remotes.json before it starts without remotes. */
const REMOTES_JSON_TIMEOUT_MS = 8000;

let early: Promise<Response> | undefined;

function fetchRemotesJson(): Promise<Response> {
  return fetch('/remotes.json', {
    // the default cache mode (the answer says no-cache: always revalidated), so that the first
    // request takes the answer index.html preloaded
    credentials: 'same-origin',
    // a hanging server must not hold the whole console on its splash
    signal: AbortSignal.timeout(REMOTES_JSON_TIMEOUT_MS),
  });
}

/**
 * Asks for /remotes.json at once: the entry calls it before its bootstrap (React, antd, the
 * store) is loaded and evaluated, so the answer is in when the remotes are registered.
 * No imports here: the entry must stay as small as it is.
 */
export function prefetchRemotesJson(): void {
  early ??= fetchRemotesJson();
  // an early request that fails is reported by the one who reads it
  early.catch(() => undefined);
}

/** /remotes.json: the early request's answer the first time, a new request after. */
export function remotesJson(): Promise<Response> {
  const answer = early ?? fetchRemotesJson();
  early = undefined;
  return answer;
}
