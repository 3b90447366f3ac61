import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, Modal } from 'antd';
import type { FormInstance } from 'antd';
import { HydrantFormFields } from '../form/hydrant-form-fields';
import type { HydrantFormValues } from '../form/hydrant-form-values';
import { busy } from '../busy-icon';

export interface HydrantFormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** the values the form is reset to whenever the dialog opens or `resetKey` changes */
  initialValues: HydrantFormValues;
  resetKey?: unknown;
  zIndex?: number;
  testId: string;
  /** shown above the fields (e.g. that the record was changed by someone else) */
  notice?: ReactNode;
  /** rendered beside the coordinates; gets the form to fill them */
  locationAction?: (form: FormInstance<HydrantFormValues>) => ReactNode;
  /** saves; resolves with the server's field messages when it refused them */
  onSubmit: (values: HydrantFormValues) => Promise<Record<string, string> | void>;
  onCancel: () => void;
}

/** The add and edit hydrant dialogs' shared frame: the fields, Cancel and the submit button. */
export function HydrantFormDialog(props: HydrantFormDialogProps) {
  const { open, title, submitLabel, pendingLabel, pending, initialValues, resetKey, zIndex, testId } = props;
  const [form] = Form.useForm<HydrantFormValues>();

  // SPEC §2: the fields reset from the selected hydrant whenever one is chosen
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialValues is derived from resetKey by the caller
  }, [open, resetKey, form]);

  async function onFinish(values: HydrantFormValues) {
    const fieldErrors = await props.onSubmit({ ...initialValues, ...values });
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      form.setFields(
        Object.entries(fieldErrors).map(([name, message]) => ({
          name: name as keyof HydrantFormValues,
          errors: [message],
        })),
      );
      const first = Object.keys(fieldErrors)[0] as keyof HydrantFormValues;
      form.scrollToField(first, { block: 'center' });
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      width={720}
      zIndex={zIndex}
      onCancel={pending ? undefined : props.onCancel}
      mask={{ closable: !pending }}
      // The form is built when the dialog first opens, not with the dashboard: rendering
      // both closed forms up front made the dashboard's first render about a third more
      // work, which on a busy machine kept 'Loading module' up for over 15 s.
      footer={[
        <Button key="cancel" onClick={props.onCancel} disabled={pending}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={busy(pending)} onClick={() => form.submit()}>
          {pending ? pendingLabel : submitLabel}
        </Button>,
      ]}
    >
      {props.notice}
      <Form<HydrantFormValues>
        form={form}
        name={testId}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        disabled={pending}
        requiredMark
        scrollToFirstError
        data-testid={`${testId}-form`}
      >
        <HydrantFormFields locationAction={props.locationAction?.(form)} />
      </Form>
    </Modal>
  );
}
