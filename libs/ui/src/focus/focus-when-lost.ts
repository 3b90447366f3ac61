import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Whether the focus has gone with the element that held it (it fell back to the page itself). */
export const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * When `shown` turns false (a panel or a form that replaced a button closes) and the focus
 * went with it, `target` gets it back: a keyboard user carries on from the control that
 * opened what closed instead of from the top of the page.
 */
export function useFocusWhenClosed(shown: boolean, target: RefObject<HTMLElement | null>) {
  const wasShown = useRef(shown);
  useEffect(() => {
    const closed = wasShown.current && !shown;
    wasShown.current = shown;
    if (closed && focusLost()) target.current?.focus();
  }, [shown, target]);
}
