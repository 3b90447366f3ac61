import { useEffect } from 'react';
import { Button, Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useCreateSchedule } from '../../data/hooks';
import { fieldErrorsOf, formErrors } from '../../shared/field-errors';
import { busy } from '../../shared/busy';
import { todayIso } from '../../shared/dates';
import { MAINTENANCE_TYPES, PRIORITIES } from '../../shared/types';
import type { MaintenancePriority, MaintenanceType } from '../../shared/types';
import { useMaintenanceToasts } from '../../shared/toasts';
import { HydrantSelect } from './hydrant-select';
import type { HydrantOption } from './hydrant-select';

export interface ScheduleFormValues {
  hydrant: HydrantOption | null;
  scheduledDate: string;
  maintenanceType: MaintenanceType;
  priority: MaintenancePriority;
  assignedTo: string;
  description: string;
  estimatedDuration: number | null;
}

/** What the dialog starts with when it schedules work for an alert ('Schedule maintenance' on the alert). */
export interface SchedulePreset {
  alertId: number;
  hydrant: HydrantOption;
  maintenanceType: MaintenanceType;
  priority: MaintenancePriority;
  description: string;
}

/** SPEC §5 defaults: type routine, priority medium; the date input's minimum is today. */
export const scheduleDefaults = (preset: SchedulePreset | null = null): ScheduleFormValues => ({
  hydrant: preset?.hydrant ?? null,
  scheduledDate: '',
  maintenanceType: preset?.maintenanceType ?? 'routine',
  priority: preset?.priority ?? 'medium',
  assignedTo: '',
  description: preset?.description ?? '',
  estimatedDuration: null,
});

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Schedule Maintenance (SPEC §2, §5, §7): creates a schedule with status scheduled. */
export function ScheduleDialog({
  open,
  preset,
  onClose,
}: {
  open: boolean;
  /** scheduling for an alert: its hydrant, a type and priority from it, and the alert named on the schedule */
  preset?: SchedulePreset | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ScheduleFormValues>();
  const [create, { isLoading }] = useCreateSchedule();
  const toast = useMaintenanceToasts();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(scheduleDefaults(preset ?? null));
  }, [open, preset, form]);

  async function onFinish(values: ScheduleFormValues) {
    try {
      await create({
        hydrantId: values.hydrant!.value,
        scheduledDate: values.scheduledDate,
        maintenanceType: values.maintenanceType,
        priority: values.priority,
        assignedTo: values.assignedTo.trim() || null,
        description: values.description.trim(),
        estimatedDuration: values.estimatedDuration ?? null,
        alertId: preset?.alertId ?? null,
      });
      toast.success('Maintenance scheduled successfully');
      onClose();
    } catch (err) {
      toast.error('Failed to schedule maintenance');
      const errors = fieldErrorsOf(err);
      if (errors.hydrantId) errors.hydrant = errors.hydrantId;
      form.setFields(formErrors(errors).filter((e) => e.name !== 'hydrantId') as never);
    }
  }

  return (
    <Modal
      open={open}
      title="Schedule Maintenance"
      width={640}
      onCancel={isLoading ? undefined : onClose}
      mask={{ closable: !isLoading }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={busy(isLoading)} onClick={() => form.submit()}>
          {isLoading ? 'Scheduling...' : 'Schedule Maintenance'}
        </Button>,
      ]}
    >
      <Form<ScheduleFormValues>
        form={form}
        name="schedule-maintenance"
        layout="vertical"
        initialValues={scheduleDefaults(preset ?? null)}
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
        scrollToFirstError
        data-testid="schedule-maintenance-form"
      >
        <Form.Item label="Hydrant" name="hydrant" rules={[{ required: true, message: 'Please select a hydrant' }]}>
          <HydrantSelect />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Scheduled Date"
              name="scheduledDate"
              rules={[
                ...required('Scheduled date is required'),
                {
                  validator: (_, v: string) =>
                    !v || v >= todayIso()
                      ? Promise.resolve()
                      : Promise.reject(new Error('Scheduled date cannot be in the past')),
                },
              ]}
            >
              <Input type="date" min={todayIso()} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Estimated Duration (minutes)" name="estimatedDuration">
              <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Maintenance Type" name="maintenanceType">
              <Select options={MAINTENANCE_TYPES} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Priority" name="priority">
              <Select options={PRIORITIES} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Assigned To" name="assignedTo">
          <Input maxLength={200} placeholder="Technician or crew (optional)" />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={required('Description is required')}>
          <Input.TextArea rows={3} maxLength={2000} placeholder="What needs to be done" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
