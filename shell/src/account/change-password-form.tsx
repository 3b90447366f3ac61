import { Button, Form, Input } from 'antd';
import {
  errorMessage,
  useChangeOwnPasswordMutation,
  userReceived,
  useSession,
  useSessionDispatch,
} from '@hydrant/api-client';
import { useScreenToasts } from '@hydrant/ui';
import { PASSWORD_RULES_TEXT, showFieldErrors } from './field-errors';
import { passwordRule } from './password-rule';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current password, new password twice; on success the session's user is updated (mustChangePassword cleared). */
export function ChangePasswordForm({
  onDone,
  submitText = 'Change Password',
}: {
  onDone?: () => void;
  submitText?: string;
}) {
  const [form] = Form.useForm<Values>();
  const [changePassword, { isLoading }] = useChangeOwnPasswordMutation();
  const dispatch = useSessionDispatch();
  const username = useSession().user?.username;
  const toasts = useScreenToasts('change-password');

  async function submit({ currentPassword, newPassword }: Values) {
    try {
      const user = await changePassword({ changePasswordDto: { currentPassword, newPassword } }).unwrap();
      form.resetFields();
      dispatch(userReceived(user));
      toasts.success('Password changed');
      onDone?.();
    } catch (err) {
      if (!showFieldErrors(form, err, ['currentPassword', 'newPassword'])) {
        toasts.error(errorMessage(err, 'Could not change the password'));
      }
    }
  }

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      <Form.Item
        name="currentPassword"
        label="Current password"
        rules={[{ required: true, message: 'Current password is required' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="New password"
        extra={PASSWORD_RULES_TEXT}
        rules={[{ required: true, message: 'Password is required' }, passwordRule(() => username)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm new password"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Please confirm the new password' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error('Passwords do not match')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} block>
        {submitText}
      </Button>
    </Form>
  );
}
