import { useMediaQuery } from '../media/use-media-query';

/**
 * Whether the user asked the system for less motion (WCAG 2.3.3): dialogs, drawers, menus
 * and toasts then appear and go without sliding or zooming. Follows a change of the setting
 * while the console is open.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
