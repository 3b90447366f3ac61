import type { ThemeConfig } from 'antd';

/** Fire-service red: the console's one primary colour. */
export const PRIMARY_COLOR = '#c62828';

/** Hovered primary buttons and links. */
const PRIMARY_HOVER_COLOR = '#b71c1c';

/** The console's font stack (antd components, the shell's CSS and the maps' text and popups). */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * Secondary text (descriptions, statistic titles, hints, empty states). antd's default
 * (black at 45 %, #8c8c8c on white) is 3.4:1; at 58 % it is 5.3:1 on white and 5.2:1 on
 * the page background, above WCAG AA's 4.5:1 for body text.
 */
export const TEXT_SECONDARY_COLOR = 'rgba(0, 0, 0, 0.58)';

/**
 * Text colours of the status tags (antd's preset colour 7 on colour 1). antd's green-7,
 * orange-7 and gold-7 are 3.4:1, 3.3:1 and 2.8:1 on their tag backgrounds; these are
 * 5.4:1, 5.1:1 and 5.1:1. The tags keep antd's backgrounds and borders.
 */
const TAG_TEXT_COLORS = { green7: '#237804', orange7: '#ad4e00', gold7: '#946000' } as const;

/**
 * The one antd theme of the console (applied once, by the shell's AppProviders). Zero
 * runtime: the components' styles come from antd's prebuilt stylesheet (antd/dist/antd.css,
 * loaded by the shell) instead of being generated in the browser at first use of each
 * component, which took a third of the dashboard's start-up CPU. The tokens below still
 * apply, as CSS variables antd sets at run time.
 */
export const hydrantTheme: ThemeConfig = {
  zeroRuntime: true,
  hashed: true,
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorInfo: '#1565c0',
    // Hover is darker, not lighter: antd's lighter hover red (#d4514c) is 4.1:1 under
    // white button text and as link text on white; this one is 6.6:1.
    colorPrimaryHover: PRIMARY_HOVER_COLOR,
    colorLinkHover: PRIMARY_HOVER_COLOR,
    // antd's error red (#ff4d4f, 3.3:1 on white) is used for field messages and danger
    // buttons; this one is 5.0:1.
    colorError: '#d32f2f',
    // A hovered or focused danger button keeps its text readable (antd derives a lighter
    // red, under 4.5:1 on white); darker instead, as for the primary colour.
    colorErrorHover: PRIMARY_HOVER_COLOR,
    colorErrorActive: PRIMARY_HOVER_COLOR,
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    colorTextTertiary: TEXT_SECONDARY_COLOR,
    colorTextDescription: TEXT_SECONDARY_COLOR,
  },
  components: {
    Layout: { siderBg: '#1e2329', headerBg: '#ffffff', bodyBg: '#f4f5f7' },
    Tag: TAG_TEXT_COLORS,
    // A table's empty text is a message to read, not a disabled control: antd draws it in
    // the disabled grey (1.8:1), this table-only override gives it the secondary colour.
    Table: { colorTextDisabled: TEXT_SECONDARY_COLOR },
  },
};
