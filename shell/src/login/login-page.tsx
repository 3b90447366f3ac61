import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, App, Button, Divider, Form, Input, Typography } from 'antd';
import { ExperimentOutlined, LoadingOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  errorMessage,
  isSecondFactorChallenge,
  login,
  startDemo,
  useGetSignInOptionsQuery,
  useSessionDispatch,
} from '@hydrant/api-client';
import type { SecondFactorChallenge } from '@hydrant/api-client';
import { COPYRIGHT, PRODUCT_NAME } from '@hydrant/ui';
import { useDocumentTitle } from '../app/document-title';
import { BrandMark } from '../layout/brand-mark';
import { SecondFactorStep } from './second-factor-step';
import { DirectorySignIn } from './directory-sign-in';

type Pending = 'login' | 'demo' | null;

/** One key for the session toasts: a new one replaces the last in place (one at a time). */
const TOAST_KEY = 'session';

/** Button spinner kept out of the accessible name ('Signing In...', not 'loading Signing In...'). */
const busy = (on: boolean) => (on ? { icon: <LoadingOutlined aria-hidden="true" /> } : false);

/** SPEC §2 "Login screen" with the toasts of SPEC §8 "Session". */
export function LoginPage() {
  useDocumentTitle('Sign In');
  const dispatch = useSessionDispatch();
  const { notification } = App.useApp();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const { data: options } = useGetSignInOptionsQuery();

  async function onSignIn(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!username.trim() || !password) {
      notification.error({
        key: TOAST_KEY,
        title: 'Missing Information',
        description: 'Please enter both username and password.',
      });
      return;
    }
    setPending('login');
    const result = await dispatch(login({ username: username.trim(), password }));
    if (login.fulfilled.match(result)) {
      const answer = result.payload;
      if (isSecondFactorChallenge(answer)) {
        // The password was right; the session starts after the code.
        setPending(null);
        setPassword('');
        setChallenge(answer);
        return;
      }
      notification.success({
        key: TOAST_KEY,
        title: 'Login Successful',
        description: `Welcome back, ${answer.username}!`,
      });
      // the session now has a user: the shell replaces this screen
    } else {
      setPending(null);
      notification.error({
        key: TOAST_KEY,
        title: 'Login Failed',
        description: errorMessage(result.payload, 'Login failed'),
      });
    }
  }

  async function onDemo() {
    if (pending) return;
    setPending('demo');
    const result = await dispatch(startDemo());
    if (startDemo.fulfilled.match(result)) {
      const minutes = result.payload.demoTimeLeft ?? 120;
      notification.success({
        key: TOAST_KEY,
        title: 'Demo Access Granted',
        description: `You have ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} of read-only demo access.`,
      });
    } else {
      setPending(null);
      notification.error({
        key: TOAST_KEY,
        title: 'Demo Access Failed',
        description: errorMessage(result.payload, 'Demo access failed'),
      });
    }
  }

  return (
    <main className="login-screen" data-testid="login-screen">
      <div className="login-card">
        <header className="login-header">
          <BrandMark size={48} />
          <Typography.Title level={1} className="login-title">
            {PRODUCT_NAME}
          </Typography.Title>
          <Typography.Text type="secondary">Fire Hydrant Operations Console</Typography.Text>
        </header>

        <Alert
          type="warning"
          showIcon
          icon={<LockOutlined aria-hidden="true" />}
          title="Authorized Personnel Only"
          description="This system is for authorized fire department and water utility staff. Access is monitored."
          style={{ marginBottom: 20 }}
        />

        {options && !challenge ? <DirectorySignIn options={options} disabled={pending !== null} /> : null}

        {challenge ? (
          <SecondFactorStep challenge={challenge} onCancel={() => setChallenge(null)} />
        ) : (
          <form onSubmit={(event) => void onSignIn(event)} noValidate aria-label="Sign in">
            <Form layout="vertical" component={false}>
              <Form.Item label="Username" htmlFor="login-username" style={{ marginBottom: 16 }}>
                <Input
                  id="login-username"
                  name="username"
                  autoComplete="username"
                  prefix={<UserOutlined />}
                  size="large"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  disabled={pending !== null}
                />
              </Form.Item>
              <Form.Item label="Password" htmlFor="login-password" style={{ marginBottom: 20 }}>
                <Input.Password
                  id="login-password"
                  name="password"
                  autoComplete="current-password"
                  prefix={<LockOutlined />}
                  size="large"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={pending !== null}
                />
              </Form.Item>
            </Form>
            <Button
              type={options?.providerName ? 'default' : 'primary'}
              htmlType="submit"
              size="large"
              block
              loading={busy(pending === 'login')}
              disabled={pending === 'demo'}
            >
              {pending === 'login' ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
        )}

        {challenge ? null : (
          <>
            <Divider plain>or</Divider>

            <Button
              size="large"
              block
              icon={<ExperimentOutlined aria-hidden="true" />}
              onClick={() => void onDemo()}
              loading={busy(pending === 'demo')}
              disabled={pending === 'login'}
            >
              {pending === 'demo' ? 'Setting Up Demo...' : 'Use Demo Access'}
            </Button>
            <Typography.Paragraph type="secondary" className="login-demo-note" data-testid="demo-note">
              Demo access lasts 2 hours and is read-only: you can look around, but no data can be modified.
            </Typography.Paragraph>
          </>
        )}

        <footer className="login-footer">{COPYRIGHT}</footer>
      </div>
    </main>
  );
}
