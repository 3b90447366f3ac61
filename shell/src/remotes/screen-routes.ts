import type { RemoteName } from './remote-registry';

export interface ScreenRoute {
  /** sidebar label, also used in the document title */
  label: string;
  path: string;
  remote: RemoteName;
  /** exposed module of the remote */
  module: string;
}

/**
 * The routes that show a remote's screen, in SPEC §2 order (then Field, DECISIONS §15). The
 * sidebar adds its icons (layout/nav-items.tsx); the entry reads this table before React and
 * antd are loaded, to fetch the opening screen's files early, so it imports nothing.
 */
export const SCREEN_ROUTES: ScreenRoute[] = [
  { label: 'Dashboard', path: '/', remote: 'mf_hydrants', module: './Dashboard' },
  { label: 'Analytics', path: '/analytics', remote: 'mf_reports', module: './Analytics' },
  { label: 'Hydrant Map', path: '/search', remote: 'mf_hydrants', module: './HydrantMap' },
  { label: 'Zones', path: '/zones', remote: 'mf_hydrants', module: './Zones' },
  { label: 'Maintenance', path: '/maintenance', remote: 'mf_maintenance', module: './Maintenance' },
  { label: 'Alerts', path: '/alerts', remote: 'mf_maintenance', module: './Alerts' },
  { label: 'Equipment', path: '/equipment', remote: 'mf_resources', module: './Equipment' },
  { label: 'Personnel', path: '/personnel', remote: 'mf_resources', module: './Personnel' },
  { label: 'Calendar', path: '/calendar', remote: 'mf_resources', module: './Calendar' },
  { label: 'Reports', path: '/reports', remote: 'mf_reports', module: './Reports' },
  { label: 'Help', path: '/help', remote: 'mf_reports', module: './Help' },
  // work in the field (a phone in one hand), after Help; not one of SPEC's eleven
  { label: 'Field', path: '/field', remote: 'mf_maintenance', module: './Field' },
];

/**
 * SPEC §2: an entry is highlighted when the path equals its route or lies under it
 * ('/maintenance/42'); the root route matches only itself.
 */
export function isRouteActive(pathname: string, route: string): boolean {
  if (pathname === route) return true;
  if (route === '/') return false;
  return pathname.startsWith(`${route}/`);
}

/** The remote screen a path shows, if any. */
export function screenRouteFor(pathname: string): ScreenRoute | undefined {
  return SCREEN_ROUTES.find((route) => isRouteActive(pathname, route.path));
}
