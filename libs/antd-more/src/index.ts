/**
 * antd's larger components that the console's first screens do not need: the shell's layout,
 * the sign-in screen and the field screen use none of them. Screens import these from here,
 * not from 'antd'. The shell provides this module as a shared singleton of its own, loaded
 * the first time a screen uses one of them, while 'antd' (the rest, see
 * libs/rspack-config/shared-exports.ts) comes with the shell's start: a phone opening the
 * field screen on a slow line neither downloads nor runs the table, upload, steps, image or
 * timeline code.
 *
 * They come from antd's own ES build by path (not from 'antd', which is the shared subset):
 * in the shell's build they are the same modules as the rest of antd, so they share its
 * theme and configuration (ConfigProvider). Tests run antd's CommonJS build instead (each
 * app's jest config maps this path to 'antd').
 */
export {
  AutoComplete,
  Collapse,
  Image,
  Pagination,
  Skeleton,
  Statistic,
  Steps,
  Table,
  Tabs,
  Timeline,
  Upload,
} from 'antd/es/index.js';
