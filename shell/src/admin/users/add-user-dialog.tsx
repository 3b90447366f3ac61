import { Form, Input, Modal, Select } from 'antd';
import { errorMessage, ROLE_LABELS, ROLES } from '@hydrant/api-client';
import type { Role } from '@hydrant/api-client';
import { useCreateUserMutation } from '@hydrant/api-client/generated/users';
import type { UserDto } from '@hydrant/api-client/generated/users';
import { useScreenToasts } from '@hydrant/ui';
import { PASSWORD_RULES_TEXT, showFieldErrors } from '../../account/field-errors';
import { passwordRule } from '../../account/password-rule';

interface Values {
  username: string;
  role: Role;
  password: string;
}

/** Add User: username, role and a first password that the user must change at first sign-in. */
export function AddUserDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (user: UserDto) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [createUser, { isLoading }] = useCreateUserMutation();
  const toasts = useScreenToasts('add-user');

  async function submit(values: Values) {
    try {
      const user = await createUser({ createUserDto: values }).unwrap();
      form.resetFields();
      onAdded(user);
      onClose();
    } catch (err) {
      if ((err as { status?: number }).status === 409)
        form.setFields([{ name: 'username', errors: [errorMessage(err)] }]);
      else if (!showFieldErrors(form, err, ['username', 'role', 'password']))
        toasts.error(errorMessage(err, 'Could not add the user'));
    }
  }

  return (
    <Modal
      title="Add User"
      open={open}
      okText="Add User"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ role: 'viewer' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="username" label="Username" rules={[{ required: true, message: 'Username is required' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true }]}>
          <Select<Role> options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))} />
        </Form.Item>
        <Form.Item
          name="password"
          label="First password"
          dependencies={['username']}
          extra={`${PASSWORD_RULES_TEXT} The user chooses a new one at first sign-in.`}
          rules={[
            { required: true, message: 'Password is required' },
            passwordRule(() => form.getFieldValue('username') as string | undefined),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
