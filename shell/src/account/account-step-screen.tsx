import type { CSSProperties, ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { logout, useSession, useSessionDispatch } from '@hydrant/api-client';
import { BrandMark } from '../layout/brand-mark';

/**
 * A step the signed-in user must take before the console opens (the API refuses every other
 * call until then): the sign-in screen's card with the step's title, who is signed in and why,
 * the step itself, and Sign Out.
 */
export function AccountStepScreen({
  testId,
  title,
  why,
  cardStyle,
  children,
}: {
  testId: string;
  title: string;
  /** said after 'Signed in as <username>.' */
  why: string;
  cardStyle?: CSSProperties;
  children: ReactNode;
}) {
  const { user } = useSession();
  const dispatch = useSessionDispatch();
  return (
    <main className="login-screen" data-testid={testId}>
      <div className="login-card" style={cardStyle}>
        <header className="login-header">
          <BrandMark size={48} />
          <Typography.Title level={1} className="login-title" style={{ fontSize: 24 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">
            Signed in as {user?.username}. {why}
          </Typography.Text>
        </header>
        {children}
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
