import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Location, NavigateOptions } from 'react-router';

/** A change to the address's parameters: edit `current` in place or return the next ones. */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams | void;

/**
 * The searches this window navigated to that the screens have not shown yet, and the address
 * they last showed when the first of them was made. One for the window (not one per screen), so
 * that two parts of a screen changing the address one after the other both build on the latest.
 */
let pending: { shown: Location; searches: string[] } | null = null;
/** Mounted users of the hook: when none is left, no screen waits for what is pending. */
let mounted = 0;

const normal = (search: string) => new URLSearchParams(search).toString();

/** The address's search as it will be once the navigations already made land. */
function latestSearch(shown: Location): string {
  if (!pending) return shown.search;
  if (shown !== pending.shown) {
    // the screens moved on: to some of the pending searches, or elsewhere (Back, a link)
    const landed = pending.searches.map(normal).lastIndexOf(normal(shown.search));
    const rest = landed < 0 ? [] : pending.searches.slice(landed + 1);
    pending = rest.length > 0 ? { shown, searches: rest } : null;
    if (!pending) return shown.search;
  }
  return pending.searches[pending.searches.length - 1];
}

/**
 * Changes the address's parameters starting from the address as it is when applied.
 * react-router's `setSearchParams((previous) => …)` hands the callback the parameters of the
 * last render, so of two changes made before a render catches up (a filter, then another) the
 * second undoes the first; here each change builds on the one before, even in the same tick.
 * Pushes a history entry unless `options.replace`; the pathname stays, the hash goes (as with
 * `setSearchParams`).
 */
export function useUpdateSearchParams(): (change: SearchParamsChange, options?: NavigateOptions) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useRef(location);
  useLayoutEffect(() => {
    shown.current = location;
  }, [location]);
  useLayoutEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      if (mounted === 0) pending = null;
    };
  }, []);
  return useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const current = new URLSearchParams(latestSearch(shown.current));
      const next = change(current) ?? current;
      const text = next.toString();
      const search = text ? `?${text}` : '';
      pending = pending ?? { shown: shown.current, searches: [] };
      pending.searches.push(search);
      void navigate({ search }, options);
    },
    [navigate],
  );
}
