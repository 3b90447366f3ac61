import { useState } from 'react';
import { Button, Flex, Input, Popconfirm, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { Table } from '@hydrant/antd-more';
import { useSearchParams } from 'react-router';
import { KeyOutlined, LogoutOutlined, SafetyOutlined, UserAddOutlined } from '@ant-design/icons';
import { errorMessage, ROLE_LABELS, ROLES, useSession } from '@hydrant/api-client';
import type { Role } from '@hydrant/api-client';
import {
  useEndUserSessionsMutation,
  useListUsersQuery,
  useResetUserSecondFactorMutation,
  useUpdateUserMutation,
} from '@hydrant/api-client/generated/users';
import type { UserDto } from '@hydrant/api-client/generated/users';
import { formatDateTime, useScreenToasts, useUpdateSearchParams } from '@hydrant/ui';
import { AddUserDialog } from './add-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
export const USERS_PAGE_SIZE = 25;

/** The Users tab's search, role and page, kept in the address (their own names: the Audit Log tab has its own). */
function useUserFilters() {
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const page = Math.max(1, Number(params.get('usersPage')) || 1);
  const search = params.get('usersSearch') ?? '';
  const roleParam = params.get('usersRole');
  const role = (ROLES as readonly string[]).includes(roleParam ?? '') ? (roleParam as Role) : undefined;
  const update = (changes: { usersPage?: number; usersSearch?: string; usersRole?: string }) =>
    updateParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value && value !== 1) current.set(key, String(value));
          else current.delete(key);
        }
        if (!('usersPage' in changes)) current.delete('usersPage');
      },
      { replace: true },
    );
  return { page, search, role, update };
}

/**
 * Users tab: the users a page at a time, found by name or role; add, change role, disable or
 * enable, reset password or second factor.
 */
export function UsersTab() {
  const filters = useUserFilters();
  const { data, isFetching } = useListUsersQuery({
    search: filters.search || undefined,
    role: filters.role,
    page: filters.page,
    pageSize: USERS_PAGE_SIZE,
  });
  const users = data?.items ?? [];
  const [updateUser] = useUpdateUserMutation();
  const [endUserSessions] = useEndUserSessionsMutation();
  const [resetSecondFactor] = useResetUserSecondFactorMutation();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<UserDto | null>(null);
  const toasts = useScreenToasts('users');
  const me = useSession().user?.username;

  async function change(user: UserDto, patch: { role?: Role; disabled?: boolean }, done: string) {
    try {
      await updateUser({ id: user.id, updateUserDto: { ...patch, version: user.version } }).unwrap();
      toasts.success(done);
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not change the user'));
    }
  }

  async function endSessions(user: UserDto) {
    try {
      const { ended } = await endUserSessions({ id: user.id }).unwrap();
      const count = ended === 1 ? '1 session' : `${ended} sessions`;
      toasts.success(ended === 0 ? `${user.username} had no session to end` : `Ended ${count} of ${user.username}`);
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not end the sessions'));
    }
  }

  async function resetFactor(user: UserDto) {
    try {
      await resetSecondFactor({ id: user.id, 'If-Match': `"${user.version}"` }).unwrap();
      toasts.success(`Two-factor sign-in of ${user.username} reset`);
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not reset the second factor'));
    }
  }

  return (
    <div data-testid="users-tab">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} wrap gap={8}>
        <Typography.Text type="secondary">
          Roles: viewers read; inspectors also record inspections, flow tests and maintenance work; officers make every
          other change; administrators also manage users and settings.
        </Typography.Text>
        <Button type="primary" icon={<UserAddOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
          Add User
        </Button>
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 12 }} role="search" aria-label="Find users">
        <Input.Search
          allowClear
          placeholder="Search by username"
          aria-label="Search users"
          style={{ width: 240 }}
          defaultValue={filters.search}
          key={filters.search}
          onSearch={(text) => filters.update({ usersSearch: text.trim() || undefined })}
        />
        <Select
          aria-label="Role filter"
          style={{ width: 180 }}
          value={filters.role ?? ''}
          options={[{ value: '', label: 'All roles' }, ...ROLE_OPTIONS]}
          onChange={(role: string) => filters.update({ usersRole: role || undefined })}
        />
      </Flex>
      <Table<UserDto>
        rowKey="id"
        loading={isFetching}
        dataSource={users}
        pagination={{
          current: filters.page,
          pageSize: USERS_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: false,
          showTotal: (total) => (total === 1 ? '1 user' : `${total.toLocaleString()} users`),
          onChange: (next) => filters.update({ usersPage: next }),
        }}
        size="middle"
        scroll={{ x: 720 }}
        columns={[
          {
            title: 'Username',
            dataIndex: 'username',
            render: (name: string, user) => (
              <Space size={6}>
                <span>{name}</span>
                {name === me ? <Tag>You</Tag> : null}
                {user.mustChangePassword ? <Tag color="gold">Must change password</Tag> : null}
                {user.secondFactorEnabled ? <Tag color="green">Two-factor</Tag> : null}
              </Space>
            ),
          },
          {
            title: 'Role',
            dataIndex: 'role',
            render: (role: Role, user) => (
              <Select<Role>
                value={role}
                options={ROLE_OPTIONS}
                style={{ width: 160 }}
                aria-label={`Role of ${user.username}`}
                onChange={(next) => void change(user, { role: next }, `${user.username} is now ${ROLE_LABELS[next]}`)}
              />
            ),
          },
          {
            title: 'Active',
            dataIndex: 'disabled',
            render: (disabled: boolean, user) => (
              <Tooltip title={disabled ? 'Disabled: cannot sign in' : 'Can sign in'}>
                <Switch
                  checked={!disabled}
                  aria-label={`${user.username} active`}
                  onChange={(active) =>
                    void change(
                      user,
                      { disabled: !active },
                      active ? `${user.username} enabled` : `${user.username} disabled`,
                    )
                  }
                />
              </Tooltip>
            ),
          },
          { title: 'Created', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_value, user) => (
              <Space wrap>
                <Button icon={<KeyOutlined aria-hidden="true" />} onClick={() => setResetting(user)}>
                  Reset Password
                </Button>
                {user.secondFactorEnabled ? (
                  <Popconfirm
                    title={`Reset the two-factor sign-in of ${user.username}?`}
                    description="Their authenticator app and recovery codes stop working and their sessions end. They sign in with the password and set it up again."
                    okText="Reset"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => void resetFactor(user)}
                  >
                    <Button
                      icon={<SafetyOutlined aria-hidden="true" />}
                      aria-label={`Reset two-factor sign-in of ${user.username}`}
                    >
                      Reset Two-Factor
                    </Button>
                  </Popconfirm>
                ) : null}
                <Popconfirm
                  title={`Sign ${user.username} out everywhere?`}
                  description={
                    user.username === me
                      ? 'Your other sessions end; this one stays.'
                      : 'Every browser must sign in again.'
                  }
                  okText="End sessions"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void endSessions(user)}
                >
                  <Button icon={<LogoutOutlined aria-hidden="true" />} aria-label={`End sessions of ${user.username}`}>
                    End Sessions
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <AddUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(user) => toasts.success(`User ${user.username} added`)}
      />
      <ResetPasswordDialog
        user={resetting}
        onClose={() => setResetting(null)}
        onDone={(user) => toasts.success(`Password of ${user.username} reset`)}
      />
    </div>
  );
}
