import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button, Drawer } from 'antd';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useLiveUpdates } from '@hydrant/api-client';
import { PRODUCT_NAME, useMediaQuery } from '@hydrant/ui';
import { OutboxIndicator } from '@hydrant/offline';
import { useDocumentTitle } from '../app/document-title';
import { BrandMark } from './brand-mark';
import { DemoBanner } from './demo-banner';
import { RemoteOverrideBanner } from './remote-override-banner';
import { UpdateBanner } from '../pwa/update-banner';
import { navLabelFor } from './nav-items';
import { Sidebar } from './sidebar';
import { DESKTOP_QUERY } from './desktop-query';

/**
 * The signed-in console: sidebar (a slide-in drawer under 1024 px, opened from the top
 * bar), the outbox's waiting count (which also sends it), demo banner, and the routed screen.
 * While it is shown (signed in), the tab's live-update stream keeps every screen's data current.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useLiveUpdates(true);
  useDocumentTitle(navLabelFor(pathname) ?? 'Page Not Found');
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={desktop ? 'app-shell app-shell-desktop' : 'app-shell'}>
      {desktop ? (
        <aside className="app-sider">
          <Sidebar />
        </aside>
      ) : (
        <>
          <header className="app-topbar" data-testid="topbar">
            <Button
              type="text"
              className="app-topbar-menu"
              icon={<MenuOutlined aria-hidden="true" />}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
            <BrandMark size={28} />
            <span className="app-topbar-title">{PRODUCT_NAME}</span>
            <OutboxIndicator />
          </header>
          <Drawer
            open={drawerOpen}
            onClose={closeDrawer}
            placement="left"
            size={272}
            closable={false}
            title={null}
            rootClassName="app-drawer"
            styles={{
              section: { background: '#1e2329' },
              body: { padding: 0 },
              mask: { backgroundColor: 'rgba(0, 0, 0, 0.6)' },
            }}
            aria-label="Menu"
          >
            <Button
              type="text"
              className="app-drawer-close"
              icon={<CloseOutlined aria-hidden="true" />}
              aria-label="Close menu"
              onClick={closeDrawer}
            />
            <Sidebar onNavigate={closeDrawer} />
          </Drawer>
        </>
      )}
      <div className="app-main">
        {desktop ? <OutboxIndicator /> : null}
        <UpdateBanner />
        <RemoteOverrideBanner />
        <DemoBanner />
        <main className="app-content" data-testid="app-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
