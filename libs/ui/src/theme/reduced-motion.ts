import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the user asked the system for less motion (WCAG 2.3.3): dialogs, drawers, menus
 * and toasts then appear and go without sliding or zooming. Follows a change of the setting
 * while the console is open.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia?.(QUERY);
      mql?.addEventListener('change', onChange);
      return () => mql?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
