/** SPEC §9: below 1024 px the sidebar becomes a slide-in drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
