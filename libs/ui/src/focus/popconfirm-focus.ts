import { useEffect } from 'react';

const OPEN = '.ant-popconfirm:not(.ant-popover-hidden)';

/**
 * antd's Popconfirm opens its question at the end of the page and leaves the focus on the
 * button that asked: a keyboard user had to Tab through the whole page to answer. When a
 * question opens, its Cancel button (the harmless answer; Tab reaches the other) takes the
 * focus; when it closes with the focus inside it, the asking button has it back, if it is
 * still there (a delete that removed it lets its screen choose). Mounted once, with the theme.
 */
export function usePopconfirmFocus() {
  useEffect(() => {
    let open: Element | null = null;
    let opener: HTMLElement | null = null;
    const check = () => {
      const now = document.querySelector(OPEN);
      if (now && now !== open) {
        open = now;
        opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        now.querySelector<HTMLElement>('.ant-popconfirm-buttons button')?.focus({ preventScroll: true });
      } else if (!now && open) {
        const closed = open;
        open = null;
        const active = document.activeElement;
        const lost = !active || active === document.body || closed.contains(active);
        if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
        opener = null;
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
}
