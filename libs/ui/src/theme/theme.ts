import type { ThemeConfig } from 'antd';

/** Fire-service red: the console's one primary colour. */
export const PRIMARY_COLOR = '#c62828';

/** The one antd theme of the console (applied once, by the shell's AppProviders). */
export const hydrantTheme: ThemeConfig = {
  hashed: true,
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorInfo: '#1565c0',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: '#1e2329', headerBg: '#ffffff', bodyBg: '#f4f5f7' },
  },
};
