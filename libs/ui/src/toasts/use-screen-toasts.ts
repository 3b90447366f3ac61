import { useMemo, useRef } from 'react';
import { App } from 'antd';

type Kind = 'success' | 'error' | 'warning';

/**
 * A screen's toasts (SPEC §8, §9: one toast at a time): a new toast replaces the last.
 * The last one is closed and the new one opened under a key of its own: updating a
 * toast in place under one key lost the new toast when the old one was just closing.
 * Errors are titled 'Error' with the message as the description; successes and
 * warnings carry their message as the title unless one is given.
 */
export function useScreenToasts(screen: string) {
  const { notification } = App.useApp();
  const shown = useRef({ key: '', count: 0 });
  return useMemo(() => {
    const show = (kind: Kind, title: string, description?: string) => {
      if (shown.current.key) notification.destroy(shown.current.key);
      shown.current.count += 1;
      shown.current.key = `${screen}-${shown.current.count}`;
      notification[kind]({ key: shown.current.key, title, description });
    };
    return {
      success: (message: string, description?: string) => show('success', message, description),
      error: (description: string, message = 'Error') => show('error', message, description),
      warning: (message: string, description?: string) => show('warning', message, description),
    };
  }, [notification, screen]);
}
