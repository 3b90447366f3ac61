import { useEffect } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import { busy } from '../common/busy';
import { EquipmentFormFields } from './equipment-form-fields';
import type { EquipmentFormValues } from './equipment-form-values';

/**
 * 'Add New Equipment' and 'Edit Equipment': the fields, Cancel and the submit button.
 * `onSubmit` resolves with the server's field messages when it refused them.
 */
export function EquipmentFormDialog(props: {
  open: boolean;
  adding: boolean;
  pending: boolean;
  initialValues: EquipmentFormValues;
  resetKey?: unknown;
  notice?: string;
  onSubmit: (values: EquipmentFormValues) => Promise<Record<string, string> | void>;
  onCancel: () => void;
}) {
  const { open, adding, pending, initialValues, resetKey } = props;
  const [form] = Form.useForm<EquipmentFormValues>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialValues follow resetKey
  }, [open, resetKey, form]);

  async function onFinish(values: EquipmentFormValues) {
    const errors = await props.onSubmit({ ...initialValues, ...values });
    if (errors && Object.keys(errors).length > 0) {
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({
          name: name as keyof EquipmentFormValues,
          errors: [message],
        })),
      );
    }
  }

  const title = adding ? 'Add New Equipment' : 'Edit Equipment';
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
          {adding ? (pending ? 'Adding...' : 'Add Equipment') : pending ? 'Updating...' : 'Update Equipment'}
        </Button>,
      ]}
    >
      {props.notice ? <Alert type="warning" showIcon title={props.notice} style={{ marginBottom: 12 }} /> : null}
      <Form<EquipmentFormValues>
        form={form}
        name={adding ? 'add-equipment' : 'edit-equipment'}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        disabled={pending}
        requiredMark
        scrollToFirstError
      >
        <EquipmentFormFields form={form} adding={adding} />
      </Form>
    </Modal>
  );
}
