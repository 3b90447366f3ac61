import { Form, Input, Modal, Typography } from 'antd';
import { errorMessage } from '@hydrant/api-client';
import { useResetUserPasswordMutation } from '@hydrant/api-client/generated/users';
import type { UserDto } from '@hydrant/api-client/generated/users';
import { useScreenToasts } from '@hydrant/ui';
import { PASSWORD_RULES_TEXT, showFieldErrors } from '../../account/field-errors';
import { passwordRule } from '../../account/password-rule';

/** Reset Password: a temporary password; the user's sessions end and they choose a new one at next sign-in. */
export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: UserDto | null;
  onClose: () => void;
  onDone: (user: UserDto) => void;
}) {
  const [form] = Form.useForm<{ password: string }>();
  const [reset, { isLoading }] = useResetUserPasswordMutation();
  const toasts = useScreenToasts('reset-password');

  async function submit({ password }: { password: string }) {
    if (!user) return;
    try {
      const updated = await reset({ id: user.id, resetPasswordDto: { password, version: user.version } }).unwrap();
      form.resetFields();
      onDone(updated);
      onClose();
    } catch (err) {
      if (!showFieldErrors(form, err, ['password'])) toasts.error(errorMessage(err, 'Could not reset the password'));
    }
  }

  return (
    <Modal
      title={user ? `Reset Password: ${user.username}` : 'Reset Password'}
      open={user !== null}
      okText="Reset Password"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        The user is signed out everywhere and must choose a new password when they next sign in.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="password"
          label="Temporary password"
          extra={PASSWORD_RULES_TEXT}
          rules={[{ required: true, message: 'Password is required' }, passwordRule(() => user?.username)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
