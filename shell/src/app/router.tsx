import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { NAV_ITEMS } from '../layout/nav-items';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemoteScreen } from '../remotes/remote-screen';
import { SessionGate } from '../session/session-gate';

/**
 * One route per sidebar entry, each a remote screen. Screens other than the dashboard
 * own their sub-paths ('/maintenance/*'); anything else is the 404 page. The sign-in screen
 * shows at any address while signed out, so a bookmarked /login opens the dashboard once
 * signed in (not the 404 page).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    children: [
      ...NAV_ITEMS.map((item): RouteObject => {
        const element = <RemoteScreen remote={item.remote} module={item.module} label={item.label} />;
        return item.path === '/' ? { index: true, element } : { path: `${item.path.slice(1)}/*`, element };
      }),
      { path: 'admin/:tab?', lazy: async () => ({ Component: (await import('../admin/admin-page')).AdminPage }) },
      { path: 'account', lazy: async () => ({ Component: (await import('../account/account-page')).AccountPage }) },
      { path: 'login', element: <Navigate to="/" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
