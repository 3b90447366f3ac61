import type { ReactNode } from 'react';
import {
  AlertOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FormOutlined,
  GatewayOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { RemoteName } from '../remotes/remote-registry';

export interface NavItem {
  /** sidebar label, also used in the document title */
  label: string;
  path: string;
  icon: ReactNode;
  remote: RemoteName;
  /** exposed module of the remote */
  module: string;
}

/** Sidebar entries in SPEC §2 order (then Field, DECISIONS §15), with the remote screen each route shows. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/', icon: <DashboardOutlined />, remote: 'mf_hydrants', module: './Dashboard' },
  { label: 'Analytics', path: '/analytics', icon: <BarChartOutlined />, remote: 'mf_reports', module: './Analytics' },
  {
    label: 'Hydrant Map',
    path: '/search',
    icon: <EnvironmentOutlined />,
    remote: 'mf_hydrants',
    module: './HydrantMap',
  },
  { label: 'Zones', path: '/zones', icon: <GatewayOutlined />, remote: 'mf_hydrants', module: './Zones' },
  {
    label: 'Maintenance',
    path: '/maintenance',
    icon: <ToolOutlined />,
    remote: 'mf_maintenance',
    module: './Maintenance',
  },
  { label: 'Alerts', path: '/alerts', icon: <AlertOutlined />, remote: 'mf_maintenance', module: './Alerts' },
  {
    label: 'Equipment',
    path: '/equipment',
    icon: <ContainerOutlined />,
    remote: 'mf_resources',
    module: './Equipment',
  },
  { label: 'Personnel', path: '/personnel', icon: <TeamOutlined />, remote: 'mf_resources', module: './Personnel' },
  { label: 'Calendar', path: '/calendar', icon: <CalendarOutlined />, remote: 'mf_resources', module: './Calendar' },
  { label: 'Reports', path: '/reports', icon: <FileTextOutlined />, remote: 'mf_reports', module: './Reports' },
  { label: 'Help', path: '/help', icon: <QuestionCircleOutlined />, remote: 'mf_reports', module: './Help' },
  // DECISIONS §15: work in the field (a phone in one hand), after Help; not one of SPEC's eleven
  { label: 'Field', path: '/field', icon: <FormOutlined />, remote: 'mf_maintenance', module: './Field' },
];

/** Below Help, shown to administrators only; not one of SPEC's eleven entries. */
export const ADMIN_NAV_ITEM = {
  label: 'Administration',
  path: '/admin',
  icon: <SafetyCertificateOutlined />,
} as const;

/**
 * SPEC §2: an entry is highlighted when the path equals its route or lies under it
 * ('/maintenance/42'); the root route matches only itself.
 */
export function isNavActive(pathname: string, route: string): boolean {
  if (pathname === route) return true;
  if (route === '/') return false;
  return pathname.startsWith(`${route}/`);
}

/** The entry a path belongs to, if any. */
export function navItemFor(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => isNavActive(pathname, item.path));
}

/** The label of the sidebar entry a path belongs to (the twelve and Administration), if any. */
export function navLabelFor(pathname: string): string | undefined {
  if (isNavActive(pathname, '/account')) return 'Your account';
  return navItemFor(pathname)?.label ?? (isNavActive(pathname, ADMIN_NAV_ITEM.path) ? ADMIN_NAV_ITEM.label : undefined);
}
