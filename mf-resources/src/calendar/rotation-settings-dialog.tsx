import { useEffect } from 'react';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Spin, Typography } from 'antd';
import { busy } from '../common/busy';
import { fieldErrorsOf } from '../common/field-errors';
import { useCalendarSettings, useUpdateCalendarSettings } from './calendar-api';
import type { Platoon, RotationPattern, UpdateDepartmentSettingsDto } from '@hydrant/api-client/generated/calendar';
import { useToasts } from '../common/use-toasts';

interface SettingsForm {
  rotationPattern: RotationPattern;
  cycle: string;
  platoonADate: string;
  minimumStaffing: number | null;
}

/** 'A, A, B, B, C, C' ⇄ ['A','A','B','B','C','C'] */
const cycleText = (cycle: Platoon[] | null | undefined) => (cycle ?? []).join(', ');
const cycleList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean) as Platoon[];

/**
 * The department's rotation (DECISIONS §10, admins only): 24/48 (one platoon a day in
 * turn A, B, C) or a custom cycle of days, the date platoon A works, and the minimum
 * staffing (people on duty per day; 0 is off).
 */
export function RotationSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<SettingsForm>();
  const { data, isLoading, isError } = useCalendarSettings(!open);
  const [update, { isLoading: saving }] = useUpdateCalendarSettings();
  const toast = useToasts('calendar-settings');
  const pattern = Form.useWatch('rotationPattern', form);

  useEffect(() => {
    if (!open || !data) return;
    form.setFieldsValue({
      rotationPattern: data.rotationPattern,
      cycle: data.rotationPattern === 'custom' ? cycleText(data.rotationCycle) : 'A, B, C',
      platoonADate: data.platoonADate ?? '',
      minimumStaffing: data.minimumStaffing,
    });
  }, [open, data, form]);

  async function onFinish(v: SettingsForm) {
    const body: UpdateDepartmentSettingsDto = {
      rotationPattern: v.rotationPattern,
      rotationCycle: v.rotationPattern === 'custom' ? cycleList(v.cycle) : undefined,
      platoonADate: v.platoonADate || null,
      minimumStaffing: v.minimumStaffing ?? 0,
      version: data?.version,
    };
    try {
      await update({ updateDepartmentSettingsDto: body }).unwrap();
      toast.success('Rotation updated', 'The calendar now follows the new rotation.');
      onClose();
    } catch (err) {
      toast.error('Failed to update the rotation. Please try again.');
      const errors = fieldErrorsOf(err, 'rotationPattern');
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({
          name: (name === 'rotationCycle' ? 'cycle' : name) as keyof SettingsForm,
          errors: [message],
        })),
      );
    }
  }

  return (
    <Modal
      open={open}
      title="Rotation Settings"
      onCancel={saving ? undefined : onClose}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={busy(saving)} onClick={() => form.submit()} disabled={isLoading}>
          {saving ? 'Saving...' : 'Save Rotation'}
        </Button>,
      ]}
    >
      {isError ? <Alert type="error" showIcon title="Failed to load the rotation settings" /> : null}
      {isLoading ? (
        <Spin />
      ) : (
        <Form<SettingsForm>
          form={form}
          name="rotation-settings"
          layout="vertical"
          disabled={saving}
          onFinish={(v) => void onFinish(v)}
        >
          <Form.Item label="Rotation pattern" name="rotationPattern">
            <Radio.Group
              options={[
                { value: 'none', label: 'No rotation' },
                { value: '24/48', label: '24/48 (A, B, C in turn)' },
                { value: 'custom', label: 'Custom cycle' },
              ]}
            />
          </Form.Item>
          {pattern === 'custom' ? (
            <Form.Item
              label="Custom cycle"
              name="cycle"
              extra="The platoon on duty each day of the cycle, e.g. A, A, B, B, C, C"
              rules={[{ required: true, whitespace: true, message: 'Enter the platoon of each day of the cycle' }]}
            >
              <Input />
            </Form.Item>
          ) : null}
          {pattern && pattern !== 'none' ? (
            <Form.Item
              label="Platoon A works on"
              name="platoonADate"
              rules={[{ required: true, message: 'The date platoon A works is required' }]}
            >
              <Input type="date" />
            </Form.Item>
          ) : null}
          <Form.Item
            label="Minimum staffing (people on duty per day)"
            name="minimumStaffing"
            extra={<Typography.Text type="secondary">0 turns the check off</Typography.Text>}
          >
            <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
