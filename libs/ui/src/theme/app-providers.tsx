import { useMemo, type ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { useDialogTabWrap } from '../focus/dialog-tab-wrap';
import { usePopconfirmFocus } from '../focus/popconfirm-focus';
import { hydrantTheme } from './theme';
import { usePrefersReducedMotion } from './reduced-motion';

/**
 * antd theme + antd App (message, notification and modal bound to the theme).
 * One toast at a time (SPEC §9), shown 5 s. Mounted once by the shell; remotes render
 * inside it and use `App.useApp()` for toasts. A user who asked the system for less motion
 * gets antd's components without their animations.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useDialogTabWrap();
  usePopconfirmFocus();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo<ThemeConfig>(
    () => (reducedMotion ? { ...hydrantTheme, token: { ...hydrantTheme.token, motion: false } } : hydrantTheme),
    [reducedMotion],
  );
  return (
    <ConfigProvider
      theme={theme}
      // antd 6 tags default to borderless and lost their 8 px trailing margin: keep antd 5's look
      tag={{ variant: 'outlined', styles: { root: { marginInlineEnd: 8 } } }}
    >
      <App
        message={{ maxCount: 1, duration: 5 }}
        notification={{ maxCount: 1, duration: 5, placement: 'topRight', showProgress: false }}
        style={{ minHeight: '100%' }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}
