import { useSyncExternalStore } from 'react';

/**
 * Live result of a CSS media query (false where the browser cannot tell, e.g. a test's DOM
 * without matchMedia). `serverValue`: the answer before there is a window.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia?.(query);
      mql?.addEventListener('change', onChange);
      return () => mql?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => serverValue,
  );
}
