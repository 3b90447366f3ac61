import type { ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Result } from 'antd';
import { Tabs } from '@hydrant/antd-more';
import { useHasRole } from '@hydrant/api-client';
import { PageTitle } from '@hydrant/ui';
import { ApiTokensTab } from './api-tokens-tab';
import { AuditLogTab } from './audit-log-tab';
import { NotificationsTab } from './notifications-tab';
import { UsersTab } from './users/users-tab';

export interface AdminTab {
  /** URL segment: /admin/<key> */
  key: string;
  label: string;
  Component: ComponentType;
}

/**
 * The tabs of Administration (/admin/<tab>), in order. Add a tab with one line here
 * (e.g. Audit Log, API Tokens, Notifications); the first is shown at /admin.
 */
export const ADMIN_TABS: AdminTab[] = [
  { key: 'users', label: 'Users', Component: UsersTab },
  { key: 'audit', label: 'Audit Log', Component: AuditLogTab },
  { key: 'api-tokens', label: 'API Tokens', Component: ApiTokensTab },
  { key: 'notifications', label: 'Notifications', Component: NotificationsTab },
];

export const ADMIN_PATH = '/admin';

/** Administration: for admins only (the server refuses every admin route to other roles). */
export function AdminPage() {
  const isAdmin = useHasRole('admin');
  const { tab } = useParams();
  const navigate = useNavigate();
  if (!isAdmin) {
    return (
      <Result
        status="403"
        title={<h1 className="not-found-title">Administration</h1>}
        subTitle="Only administrators can open this page."
      />
    );
  }
  const active = ADMIN_TABS.find((item) => item.key === tab);
  if (!active) return <Navigate to={`${ADMIN_PATH}/${ADMIN_TABS[0].key}`} replace />;
  return (
    <div data-testid="admin-page">
      <PageTitle>Administration</PageTitle>
      <Tabs
        activeKey={active.key}
        onChange={(key) => void navigate(`${ADMIN_PATH}/${key}`)}
        destroyOnHidden
        items={ADMIN_TABS.map(({ key, label, Component }) => ({ key, label, children: <Component /> }))}
      />
    </div>
  );
}
