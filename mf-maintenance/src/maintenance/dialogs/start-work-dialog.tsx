import { useEffect } from 'react';
import { Button, Descriptions, Form, Input, Modal } from 'antd';
import { formatDate } from '@hydrant/ui';
import { useStartSchedule } from '../../data/hooks';
import { fieldErrorsOf, formErrors } from '../../shared/field-errors';
import { busy } from '../../shared/busy';
import { addressText } from '../../shared/hydrant-link';
import { typeLabel } from '../../shared/types';
import type { Schedule } from '../../shared/types';
import { useMaintenanceToasts } from '../../shared/toasts';

interface StartValues {
  technicianName: string;
  technicianId: string;
}

/** A schedule's summary at the top of the work dialogs. */
export function ScheduleSummary({ schedule }: { schedule: Schedule }) {
  return (
    <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label="Hydrant">
        {schedule.hydrant.hydrantId} — {addressText(schedule.hydrant.address)}
      </Descriptions.Item>
      <Descriptions.Item label="Work">
        {typeLabel(schedule.maintenanceType)}, scheduled {formatDate(schedule.scheduledDate)}
      </Descriptions.Item>
      <Descriptions.Item label="Description">{schedule.description}</Descriptions.Item>
    </Descriptions>
  );
}

/** Start Maintenance Work (SPEC §2, §5; DECISIONS §7): moves the schedule to in-progress with its technician. */
export function StartWorkDialog({ schedule, onClose }: { schedule: Schedule | null; onClose: () => void }) {
  const [form] = Form.useForm<StartValues>();
  const [start, { isLoading }] = useStartSchedule();
  const toast = useMaintenanceToasts();

  useEffect(() => {
    if (!schedule) return;
    form.resetFields();
    form.setFieldsValue({
      technicianName: schedule.technicianName ?? schedule.assignedTo ?? '',
      technicianId: schedule.technicianId ?? '',
    });
  }, [schedule, form]);

  async function onFinish(values: StartValues) {
    if (!schedule) return;
    try {
      await start(schedule, {
        technicianName: values.technicianName.trim(),
        technicianId: values.technicianId.trim() || null,
      });
      toast.success('Work Started', `Maintenance on ${schedule.hydrant.hydrantId} is in progress`);
      onClose();
    } catch (err) {
      toast.error('Failed to start maintenance work');
      form.setFields(formErrors(fieldErrorsOf(err)) as never);
    }
  }

  return (
    <Modal
      open={schedule !== null}
      title="Start Maintenance Work"
      width={560}
      onCancel={isLoading ? undefined : onClose}
      mask={{ closable: !isLoading }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={busy(isLoading)} onClick={() => form.submit()}>
          {isLoading ? 'Starting...' : 'Start Work'}
        </Button>,
      ]}
    >
      {schedule ? <ScheduleSummary schedule={schedule} /> : null}
      <Form<StartValues>
        form={form}
        name="start-maintenance"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
        data-testid="start-work-form"
      >
        <Form.Item
          label="Technician Name"
          name="technicianName"
          rules={[{ required: true, whitespace: true, message: 'Technician name is required' }]}
        >
          <Input maxLength={200} autoComplete="name" />
        </Form.Item>
        <Form.Item label="Technician ID" name="technicianId">
          <Input maxLength={100} placeholder="Optional" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
