import { useMemo } from 'react';
import { App } from 'antd';

/** One key per screen: a new toast replaces the last in place (SPEC §9: one toast at a time). */
export function useScreenToasts(key: string) {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success(message: string, description?: string) {
        notification.success({ key, title: message, description });
      },
      /** SPEC §8 error toasts: titled 'Error', the message as the description. */
      error(description: string, message = 'Error') {
        notification.error({ key, title: message, description });
      },
    }),
    [notification, key],
  );
}
