import { Button, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { logout, useSession, useSessionDispatch } from '@hydrant/api-client';
import { BrandMark } from '../layout/brand-mark';
import { SecondFactorSetup } from './second-factor-setup';

/**
 * Shown instead of the console after sign-in when the user's role must sign in with a
 * second factor (TWO_FACTOR_REQUIRED_FOR) and they have none yet: the API refuses every
 * other call until it is set up.
 */
export function ForceSecondFactorSetup() {
  const { user } = useSession();
  const dispatch = useSessionDispatch();
  return (
    <main className="login-screen" data-testid="force-second-factor-setup">
      <div className="login-card" style={{ maxWidth: 560 }}>
        <header className="login-header">
          <BrandMark size={48} />
          <Typography.Title level={1} className="login-title" style={{ fontSize: 24 }}>
            Set up two-factor sign-in
          </Typography.Title>
          <Typography.Text type="secondary">
            Signed in as {user?.username}. Your role signs in with a password and a code from an authenticator app: set
            it up before you go on.
          </Typography.Text>
        </header>
        <SecondFactorSetup />
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
