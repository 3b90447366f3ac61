import { Button, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { logout, useSession, useSessionDispatch } from '@hydrant/api-client';
import { BrandMark } from '../layout/brand-mark';
import { ChangePasswordForm } from './change-password-form';

/**
 * Shown instead of the console after sign-in when the user must choose a new password
 * (a new account, or an administrator reset it): the API refuses every other call until then.
 */
export function ForcePasswordChange() {
  const { user } = useSession();
  const dispatch = useSessionDispatch();
  return (
    <main className="login-screen" data-testid="force-password-change">
      <div className="login-card">
        <header className="login-header">
          <BrandMark size={48} />
          <Typography.Title level={1} className="login-title" style={{ fontSize: 24 }}>
            Choose a new password
          </Typography.Title>
          <Typography.Text type="secondary">
            Signed in as {user?.username}. Replace the password you were given with one of your own before you go on.
          </Typography.Text>
        </header>
        <ChangePasswordForm submitText="Save and continue" />
        <Button
          type="link"
          block
          icon={<LogoutOutlined aria-hidden="true" />}
          onClick={() => void dispatch(logout())}
          style={{ marginTop: 8 }}
        >
          Sign Out
        </Button>
      </div>
    </main>
  );
}
