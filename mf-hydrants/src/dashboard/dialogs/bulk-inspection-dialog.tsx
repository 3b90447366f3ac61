import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Modal, Progress, Row, Select, Typography } from 'antd';
import { useBulkInspectHydrantsMutation } from '@hydrant/api-client/generated/hydrants';
import { STATUS_FORM_OPTIONS } from '../hydrant-constants';
import { ChecklistField } from '../form/checklist-field';
import { fieldErrorsOf } from '../form/hydrant-form-values';
import { bulkFormDefaults as defaults, OUTCOME_OPTIONS, toBulkInspectionDto } from '../form/bulk-inspection-values';
import { OutOfServiceFields } from '../form/out-of-service-fields';
import type { BulkFormValues } from '../form/bulk-inspection-values';
import { useToasts } from '../use-toasts';
import { busy } from '../busy-icon';
import { HydrantPicker, emptySelection, selectedIds } from './hydrant-picker';
import type { HydrantSelection } from './hydrant-picker';

const STATUS_CHOICES = [{ value: '', label: 'Keep current status' }, ...STATUS_FORM_OPTIONS];

const plural = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'Hydrant' : 'Hydrants'}`;

/**
 * Bulk Hydrant Inspection (SPEC §2, DECISIONS §5): one request, applied all-or-nothing,
 * with a progress indication while it runs.
 */
export function BulkInspectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<BulkFormValues>();
  const [selection, setSelection] = useState<HydrantSelection>(emptySelection);
  const [selectionError, setSelectionError] = useState<string | undefined>();
  const [bulkInspect, { isLoading }] = useBulkInspectHydrantsMutation();
  const toast = useToasts();
  const count = selectedIds(selection).length;
  const outcome = Form.useWatch('outcome', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(defaults());
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reset with the antd form's fields (outside React state) when the dialog opens
    setSelection(emptySelection());
    setSelectionError(undefined);
  }, [open, form]);

  async function onFinish(values: BulkFormValues) {
    const ids = selectedIds(selection);
    if (ids.length === 0) {
      setSelectionError('Select at least one hydrant');
      return;
    }
    try {
      const result = await bulkInspect({ bulkInspectionDto: toBulkInspectionDto(values, ids) }).unwrap();
      // one toast at a time: the re-visits scheduled for 'could not test' go into the same one
      const revisits = result.revisitsScheduled;
      toast.success(
        `Updated ${result.updated} hydrants successfully${revisits > 0 ? `; ${revisits} re-visit${revisits === 1 ? '' : 's'} scheduled` : ''}`,
      );
      onClose();
    } catch (err) {
      toast.error('Failed to update hydrants');
      const { hydrantIds, ...fields } = fieldErrorsOf(err);
      setSelectionError(hydrantIds);
      form.setFields(
        Object.entries(fields).map(([name, message]) => ({ name: name as keyof BulkFormValues, errors: [message] })),
      );
    }
  }

  return (
    <Modal
      open={open}
      title="Bulk Hydrant Inspection"
      width={720}
      onCancel={isLoading ? undefined : onClose}
      mask={{ closable: !isLoading }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>,
        <Button
          key="submit"
          type="primary"
          disabled={count === 0}
          loading={busy(isLoading)}
          onClick={() => form.submit()}
        >
          {count === 0 ? 'Please select at least one hydrant' : isLoading ? 'Updating...' : `Update ${plural(count)}`}
        </Button>,
      ]}
    >
      <Form<BulkFormValues>
        form={form}
        name="bulk-inspection"
        layout="vertical"
        initialValues={defaults()}
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
        data-testid="bulk-inspection-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Inspection Date"
              name="inspectionDate"
              rules={[{ required: true, message: 'Inspection date is required' }]}
            >
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Inspector Name"
              name="inspector"
              rules={[{ required: true, whitespace: true, message: 'Inspector name is required' }]}
            >
              <Input placeholder="Inspector name" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Hydrants"
          required
          htmlFor="bulk-hydrants"
          validateStatus={selectionError ? 'error' : undefined}
          help={selectionError}
        >
          <HydrantPicker
            id="bulk-hydrants"
            value={selection}
            disabled={isLoading}
            onChange={(next) => {
              setSelection(next);
              setSelectionError(undefined);
            }}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label="Outcome" name="outcome">
              <Select options={OUTCOME_OPTIONS} />
            </Form.Item>
          </Col>
          {outcome === 'could-not-test' ? (
            <Col xs={24} sm={16}>
              <Form.Item
                label="Why It Could Not Be Tested"
                name="outcomeReason"
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: 'A reason is required when the hydrant could not be tested',
                  },
                ]}
                extra="The hydrants stay due and a re-visit is scheduled 7 days later."
              >
                <Input placeholder="e.g. Blocked by a parked car" maxLength={500} />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label="Status" name="status">
              <Select options={STATUS_CHOICES} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label="Pressure (PSI)" name="pressure">
              <InputNumber min={0} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label="Flow Rate (GPM)" name="flowRate">
              <InputNumber min={0} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <OutOfServiceFields />
        <Form.Item label="Inspection Checklist" name="checklist">
          <ChecklistField />
        </Form.Item>
        <Form.Item label="Notes" name="notes">
          <Input.TextArea rows={3} placeholder="Inspection notes" />
        </Form.Item>
      </Form>
      {isLoading ? (
        <div role="status" aria-live="polite" data-testid="bulk-progress">
          <Typography.Text>Updating {plural(count).toLowerCase()}…</Typography.Text>
          <Progress percent={100} status="active" showInfo={false} />
        </div>
      ) : null}
    </Modal>
  );
}
