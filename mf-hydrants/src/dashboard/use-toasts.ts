import { App } from 'antd';

/** One key: a new toast replaces the last in place (SPEC §9: one toast at a time). */
const TOAST_KEY = 'hydrants';

/**
 * The dashboard's toasts (SPEC §8): errors are titled 'Error' with the message as the
 * description; successes carry their message as the title unless one is given.
 */
export function useToasts() {
  const { notification } = App.useApp();
  return {
    success(message: string, description?: string) {
      notification.success({ key: TOAST_KEY, title: message, description });
    },
    error(description: string, message = 'Error') {
      notification.error({ key: TOAST_KEY, title: message, description });
    },
    warning(message: string, description?: string) {
      notification.warning({ key: TOAST_KEY, title: message, description });
    },
  };
}
