import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable=""], [contenteditable="true"]';

function tabbable(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert], [aria-hidden="true"]') &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/** The open modal dialog on top (the last one in the document), if any. */
function topDialog(): Element | null {
  const open = Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]')).filter(
    (el) => el.getClientRects().length > 0,
  );
  return open.at(-1) ?? null;
}

function wrapTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = topDialog();
  if (!dialog) return;
  const items = tabbable(dialog);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !active || !dialog.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Tab on a modal dialog's last control goes to its first, Shift+Tab on its first to its last.
 * antd's dialogs pull the focus back only once it has come back into the page, so Tab on the
 * last control first left the page for the browser's own controls. Mounted once, with the theme.
 */
export function useDialogTabWrap() {
  useEffect(() => {
    document.addEventListener('keydown', wrapTab);
    return () => document.removeEventListener('keydown', wrapTab);
  }, []);
}
