import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, type FormInstance } from 'antd';
import { busy } from './busy';

/** What the equipment and personnel dialogs pass to the one dialog both use. */
export interface RecordFormDialogProps<Values> {
  open: boolean;
  adding: boolean;
  pending: boolean;
  initialValues: Values;
  resetKey?: unknown;
  notice?: string;
  onSubmit: (values: Values) => Promise<Record<string, string> | void>;
  onCancel: () => void;
}

/**
 * 'Add New {Noun}' and 'Edit {Noun}': the fields, Cancel and the submit button
 * ('Adding...' / 'Updating...' while pending). `onSubmit` resolves with the server's
 * field messages when it refused them; they are shown under their fields.
 */
export function RecordFormDialog<Values extends object>(
  props: RecordFormDialogProps<Values> & {
    /** 'Equipment' or 'Personnel': the titles, the button and the form's name. */
    noun: string;
    fields: (form: FormInstance<Values>) => ReactNode;
  },
) {
  const { open, adding, pending, initialValues, resetKey, noun } = props;
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialValues follow resetKey
  }, [open, resetKey, form]);

  async function onFinish(values: Values) {
    const errors = await props.onSubmit({ ...initialValues, ...values });
    if (errors && Object.keys(errors).length > 0) {
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({
          name: name as never,
          errors: [message],
        })),
      );
    }
  }

  const kebab = noun.toLowerCase();
  return (
    <Modal
      open={open}
      title={adding ? `Add New ${noun}` : `Edit ${noun}`}
      width={720}
      onCancel={pending ? undefined : props.onCancel}
      mask={{ closable: !pending }}
      footer={[
        <Button key="cancel" onClick={props.onCancel} disabled={pending}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={busy(pending)} onClick={() => form.submit()}>
          {adding ? (pending ? 'Adding...' : `Add ${noun}`) : pending ? 'Updating...' : `Update ${noun}`}
        </Button>,
      ]}
    >
      {props.notice ? <Alert type="warning" showIcon title={props.notice} style={{ marginBottom: 12 }} /> : null}
      <Form<Values>
        form={form}
        name={adding ? `add-${kebab}` : `edit-${kebab}`}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        disabled={pending}
        requiredMark
        scrollToFirstError
      >
        {props.fields(form)}
      </Form>
    </Modal>
  );
}
