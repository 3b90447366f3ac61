import { useMemo, useRef } from 'react';
import { App } from 'antd';

type Kind = 'success' | 'error';

/**
 * A screen's toasts (SPEC §8, §9: one toast at a time): a new toast replaces the last.
 * Errors are titled 'Error' with the message as the description; successes carry their
 * title and an optional description (e.g. 'Equipment added' / 'New equipment has been …').
 */
export function useToasts(screen: string) {
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
      success: (title: string, description?: string) => show('success', title, description),
      error: (description: string, title = 'Error') => show('error', title, description),
    };
  }, [notification, screen]);
}
