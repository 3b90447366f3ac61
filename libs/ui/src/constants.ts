/** Product name shown in titles, the sidebar and the login screen. */
export const PRODUCT_NAME = 'HydrantOps';

/** Copyright line of the sidebar footer and the login screen (SPEC §1: provider, year 2024). */
export const COPYRIGHT = '© 2024 HydrantOps Systems. All rights reserved.';

/** Tooltip/explanation for write actions disabled in a demo session. */
export const DEMO_READ_ONLY = 'Demo access is read-only';
