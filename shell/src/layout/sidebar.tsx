import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Typography } from 'antd';
import { IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { hasRole, logout, ROLE_LABELS, useSession, useSessionDispatch } from '@hydrant/api-client';
import { ACCOUNT_PATH } from '../account/account-path';
import { ChangePasswordAction } from '../account/change-password-modal';
import { COPYRIGHT, PRODUCT_NAME } from '@hydrant/ui';
import { useSignOutGuard } from '@hydrant/offline';
import { BrandMark } from './brand-mark';
import { ADMIN_NAV_ITEM, NAV_ITEMS, isNavActive } from './nav-items';
import type { NavItem } from './nav-items';

/**
 * Sidebar content (fixed on wide screens, inside the drawer on narrow ones): product
 * name, the eleven entries as real links, and the footer with the user, their label,
 * Sign Out and the copyright line.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const dispatch = useSessionDispatch();
  const navigate = useNavigate();
  const signOutGuard = useSignOutGuard();
  const isAdmin = !user?.isDemo && hasRole(user?.role, 'admin');

  async function signOut() {
    onNavigate?.();
    // asks first when writes still wait to be sent; clears the offline store and data caches
    if (!(await signOutGuard())) return;
    const out = await dispatch(logout());
    // a directory user's browser is on its way to the provider's sign-out page
    if (logout.fulfilled.match(out) && out.payload.leaving) return;
    // the next person to sign in starts on the dashboard
    await navigate('/');
  }

  return (
    <div className="sidebar" data-testid="sidebar">
      <Link to="/" className="sidebar-brand" onClick={onNavigate}>
        <BrandMark size={32} />
        <span>
          <span className="sidebar-brand-name">{PRODUCT_NAME}</span>
          <span className="sidebar-brand-sub">Operations Console</span>
        </span>
      </Link>

      <nav aria-label="Main navigation" className="sidebar-nav">
        <ul>
          {(isAdmin ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS).map(
            (item: Pick<NavItem, 'label' | 'path' | 'icon'>) => {
              const active = isNavActive(pathname, item.path);
              return (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    className={active ? 'nav-link nav-link-active' : 'nav-link'}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    <span className="nav-icon" aria-hidden="true">
                      {item.icon}
                    </span>
                    <span>{item.label}</span>
                  </Link>
                </li>
              );
            },
          )}
        </ul>
      </nav>

      <footer className="sidebar-footer" data-testid="sidebar-footer">
        <div className="sidebar-user">
          <span className="sidebar-avatar" aria-hidden="true">
            <UserOutlined />
          </span>
          <span className="sidebar-user-text">
            <span className="sidebar-username" data-testid="current-username">
              {user?.username}
            </span>
            <span className="sidebar-role" data-testid="current-user-role">
              {user?.isDemo ? 'Demo User' : 'Authorized Personnel'}
            </span>
            {user && !user.isDemo ? (
              <span className="sidebar-role" data-testid="current-user-access">
                {ROLE_LABELS[user.role]}
              </span>
            ) : null}
          </span>
        </div>
        {user?.isDemo ? null : (
          <Link
            to={ACCOUNT_PATH}
            className="sidebar-account-link"
            aria-current={pathname === ACCOUNT_PATH ? 'page' : undefined}
            onClick={onNavigate}
          >
            <IdcardOutlined aria-hidden="true" /> Your account
          </Link>
        )}
        {user?.isDemo ? null : <ChangePasswordAction />}
        <Button block ghost icon={<LogoutOutlined aria-hidden="true" />} onClick={() => void signOut()}>
          Sign Out
        </Button>
        <Typography.Text className="sidebar-copyright">{COPYRIGHT}</Typography.Text>
      </footer>
    </div>
  );
}
