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
import { isRouteActive, SCREEN_ROUTES } from '../remotes/screen-routes';
import type { ScreenRoute } from '../remotes/screen-routes';

export interface NavItem extends ScreenRoute {
  icon: ReactNode;
}

const ICONS: Record<string, ReactNode> = {
  '/': <DashboardOutlined />,
  '/analytics': <BarChartOutlined />,
  '/search': <EnvironmentOutlined />,
  '/zones': <GatewayOutlined />,
  '/maintenance': <ToolOutlined />,
  '/alerts': <AlertOutlined />,
  '/equipment': <ContainerOutlined />,
  '/personnel': <TeamOutlined />,
  '/calendar': <CalendarOutlined />,
  '/reports': <FileTextOutlined />,
  '/help': <QuestionCircleOutlined />,
  '/field': <FormOutlined />,
};

/** Sidebar entries in SPEC §2 order (then Field, DECISIONS §15), with the remote screen each route shows. */
export const NAV_ITEMS: NavItem[] = SCREEN_ROUTES.map((route) => ({ ...route, icon: ICONS[route.path] }));

/** Below Help, shown to administrators only; not one of SPEC's eleven entries. */
export const ADMIN_NAV_ITEM = {
  label: 'Administration',
  path: '/admin',
  icon: <SafetyCertificateOutlined />,
} as const;

export { isRouteActive as isNavActive };

/** The entry a path belongs to, if any. */
export function navItemFor(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => isRouteActive(pathname, item.path));
}

/** The label of the sidebar entry a path belongs to (the twelve and Administration), if any. */
export function navLabelFor(pathname: string): string | undefined {
  if (isRouteActive(pathname, '/account')) return 'Your account';
  return (
    navItemFor(pathname)?.label ?? (isRouteActive(pathname, ADMIN_NAV_ITEM.path) ? ADMIN_NAV_ITEM.label : undefined)
  );
}
