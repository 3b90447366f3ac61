import { App } from 'antd';
import { clearOfflineData, waitingCount } from './sign-out';

/**
 * Before signing out: when writes still wait to be sent, asks first (they stay on this
 * device and are sent when their user signs in again). Resolves false when the user
 * stays signed in; true once the offline store and data caches are cleared.
 */
export function useSignOutGuard(): () => Promise<boolean> {
  const { modal } = App.useApp();
  return async () => {
    const waiting = await waitingCount();
    if (waiting > 0) {
      const ok = await modal.confirm({
        title: waiting === 1 ? '1 change has not been sent' : `${waiting} changes have not been sent`,
        content:
          'They stay on this device and are sent when you sign in here again. Sign out now, or stay and send them first?',
        okText: 'Sign out',
        cancelText: 'Stay signed in',
      });
      if (!ok) return false;
    }
    await clearOfflineData();
    return true;
  };
}
