import { useEffect } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import { busy } from '../common/busy';
import { PersonnelFormFields } from './personnel-form-fields';
import type { PersonnelFormValues } from './personnel-form-values';

/**
 * 'Add New Personnel' and 'Edit Personnel': the fields, Cancel and the submit button.
 * `onSubmit` resolves with the server's field messages when it refused them.
 */
export function PersonnelFormDialog(props: {
  open: boolean;
  adding: boolean;
  pending: boolean;
  initialValues: PersonnelFormValues;
  resetKey?: unknown;
  notice?: string;
  onSubmit: (values: PersonnelFormValues) => Promise<Record<string, string> | void>;
  onCancel: () => void;
}) {
  const { open, adding, pending, initialValues, resetKey } = props;
  const [form] = Form.useForm<PersonnelFormValues>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialValues follow resetKey
  }, [open, resetKey, form]);

  async function onFinish(values: PersonnelFormValues) {
    const errors = await props.onSubmit({ ...initialValues, ...values });
    if (errors && Object.keys(errors).length > 0) {
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({
          name: name as keyof PersonnelFormValues,
          errors: [message],
        })),
      );
    }
  }

  const title = adding ? 'Add New Personnel' : 'Edit Personnel';
  return (
    <Modal
      open={open}
      title={title}
      width={720}
      onCancel={pending ? undefined : props.onCancel}
      mask={{ closable: !pending }}
      footer={[
        <Button key="cancel" onClick={props.onCancel} disabled={pending}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={busy(pending)} onClick={() => form.submit()}>
          {adding ? (pending ? 'Adding...' : 'Add Personnel') : pending ? 'Updating...' : 'Update Personnel'}
        </Button>,
      ]}
    >
      {props.notice ? <Alert type="warning" showIcon title={props.notice} style={{ marginBottom: 12 }} /> : null}
      <Form<PersonnelFormValues>
        form={form}
        name={adding ? 'add-personnel' : 'edit-personnel'}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        disabled={pending}
        requiredMark
        scrollToFirstError
      >
        <PersonnelFormFields form={form} adding={adding} />
      </Form>
    </Modal>
  );
}
