import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { App, Button, Form, Input, Typography } from 'antd';
import type { InputRef } from 'antd';
import { LoadingOutlined, SafetyOutlined } from '@ant-design/icons';
import { errorMessage, loginWithCode, useSessionDispatch } from '@hydrant/api-client';
import type { SecondFactorChallenge } from '@hydrant/api-client';

/** One key for the session toasts (as on the password step). */
const TOAST_KEY = 'session';

/**
 * The second step of a two-factor sign-in: the 6-digit code from the authenticator app (or
 * a recovery code). The session starts only when the server accepts it.
 */
export function SecondFactorStep({ challenge, onCancel }: { challenge: SecondFactorChallenge; onCancel: () => void }) {
  const dispatch = useSessionDispatch();
  const { notification } = App.useApp();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<InputRef>(null);
  // The password step is gone: move focus to where the code goes.
  useEffect(() => input.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) {
      setProblem('Enter the 6-digit code from your authenticator app');
      return;
    }
    setPending(true);
    setProblem(null);
    const result = await dispatch(loginWithCode({ challenge: challenge.challenge, code: code.trim() }));
    if (loginWithCode.fulfilled.match(result)) {
      notification.success({
        key: TOAST_KEY,
        title: 'Login Successful',
        description: `Welcome back, ${result.payload.username}!`,
      });
      return;
    }
    setPending(false);
    setProblem(errorMessage(result.payload, 'That code did not work'));
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Two-factor code"
      data-testid="second-factor-step"
    >
      <Typography.Paragraph>{challenge.message}.</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Form.Item
          label="Code"
          htmlFor="login-code"
          validateStatus={problem ? 'error' : undefined}
          help={
            problem ? (
              <span id="login-code-problem">{problem}</span>
            ) : (
              'Lost your phone? Enter one of your recovery codes.'
            )
          }
          style={{ marginBottom: 20 }}
        >
          <Input
            id="login-code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            prefix={<SafetyOutlined aria-hidden="true" />}
            size="large"
            ref={input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            disabled={pending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'login-code-problem' : undefined}
          />
        </Form.Item>
      </Form>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={pending ? { icon: <LoadingOutlined aria-hidden="true" /> } : false}
      >
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="link" block onClick={onCancel} disabled={pending} style={{ marginTop: 8 }}>
        Back to username and password
      </Button>
    </form>
  );
}
