import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import {
  checkSession,
  errorMessage,
  useConfirmSecondFactorEnrolmentMutation,
  useSessionDispatch,
  useStartSecondFactorEnrolmentMutation,
} from '@hydrant/api-client';
import type { SecondFactorEnrolmentDto } from '@hydrant/api-client';
import { useScreenToasts } from '@hydrant/ui';
import { showFieldErrors } from './field-errors';

/** The QR code of the otpauth address, drawn here in the browser (the secret never leaves for a QR service). */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // the QR library loads only when a user sets up a second factor
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(uri, { margin: 2, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img
      src={src}
      width={200}
      height={200}
      alt="QR code to scan with your authenticator app"
      data-testid="second-factor-qr"
    />
  ) : (
    <div style={{ width: 200, height: 200 }} />
  );
}

/** Groups the base32 secret in fours for reading and typing. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up two-factor sign-in: start (a new secret, shown as a QR code and as text),
 * confirm with the code the app shows, then the ten recovery codes, shown this once. When
 * the user has saved them the session is read again (the console opens if it was waiting).
 */
export function SecondFactorSetup({ onCodes, onDone }: { onCodes?: () => void; onDone?: () => void }) {
  const [start, { isLoading: starting }] = useStartSecondFactorEnrolmentMutation();
  const [confirm, { isLoading: confirming }] = useConfirmSecondFactorEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolmentDto | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [form] = Form.useForm<{ code: string }>();
  const dispatch = useSessionDispatch();
  const toasts = useScreenToasts('second-factor');

  async function begin() {
    try {
      setEnrolment(await start().unwrap());
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not start setting up two-factor sign-in'));
    }
  }

  async function submit({ code }: { code: string }) {
    try {
      const { recoveryCodes: codes } = await confirm({ confirmSecondFactorDto: { code: code.trim() } }).unwrap();
      setRecoveryCodes(codes);
      setEnrolment(null);
      onCodes?.();
    } catch (err) {
      if (!showFieldErrors(form, err, ['code'])) toasts.error(errorMessage(err, 'Could not confirm the code'));
    }
  }

  function finish() {
    setRecoveryCodes(null);
    toasts.success('Two-factor sign-in is on');
    void dispatch(checkSession({ silent: true }));
    onDone?.();
  }

  if (recoveryCodes) {
    return (
      <div data-testid="recovery-codes">
        <Alert
          type="warning"
          showIcon
          title="Save your recovery codes now"
          description="Each code signs you in once if you lose your phone. They are shown only this once: print them or keep them in a password manager."
          style={{ marginBottom: 12 }}
        />
        <ol className="recovery-codes" aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <Typography.Text code copyable={{ text: code }}>
                {code}
              </Typography.Text>
            </li>
          ))}
        </ol>
        <Button type="primary" onClick={finish}>
          I have saved my recovery codes
        </Button>
      </div>
    );
  }

  if (!enrolment) {
    return (
      <Button
        icon={<SafetyOutlined aria-hidden="true" />}
        type="primary"
        loading={starting}
        onClick={() => void begin()}
      >
        Set Up Two-Factor Sign-In
      </Button>
    );
  }

  return (
    <div data-testid="second-factor-enrolment">
      <Typography.Paragraph>
        Scan this code with an authenticator app (for example Microsoft Authenticator, Google Authenticator or FreeOTP),
        then enter the 6-digit code it shows.
      </Typography.Paragraph>
      <Flex gap={24} wrap align="flex-start">
        <QrCode uri={enrolment.otpauthUri} />
        <div style={{ minWidth: 240, flex: 1 }}>
          <Typography.Paragraph>
            Cannot scan? Type this key into the app:
            <br />
            <Typography.Text code copyable={{ text: enrolment.secret }} data-testid="second-factor-secret">
              {grouped(enrolment.secret)}
            </Typography.Text>
          </Typography.Paragraph>
          <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
            <Form.Item
              name="code"
              label="Code from the app"
              rules={[
                { required: true, message: 'Enter the 6-digit code from your authenticator app' },
                { pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: 'Enter the 6-digit code from your authenticator app' },
              ]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} style={{ maxWidth: 200 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirming}>
              Confirm
            </Button>
          </Form>
        </div>
      </Flex>
    </div>
  );
}
