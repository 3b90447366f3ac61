import { useEffect } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useCompleteSchedule } from '../../data/hooks';
import { fieldErrorsOf, formErrors } from '../../shared/field-errors';
import { busy } from '../../shared/busy';
import { todayIso } from '../../shared/dates';
import type { Schedule } from '../../shared/types';
import { useMaintenanceToasts } from '../../shared/toasts';
import { ScheduleSummary } from './start-work-dialog';
import { WorkPhotoPicker } from './work-photo-picker';
import { completeDefaults, toCompleteBody } from './complete-work-values';
import type { CompleteFormValues, CompletionStatus } from './complete-work-values';
import { PHOTOS_TOO_LARGE } from './work-photos';

export interface CompleteTarget {
  schedule: Schedule;
  status: CompletionStatus;
}

const { Item } = Form;

/**
 * Complete Maintenance Work (SPEC §2, §5, §7; DECISIONS §7): logs the history record and
 * closes the schedule in one server transaction. A next maintenance date schedules the
 * next visit; an incomplete task schedules its follow-up (7 days later unless changed).
 */
export function CompleteWorkDialog({ target, onClose }: { target: CompleteTarget | null; onClose: () => void }) {
  const [form] = Form.useForm<CompleteFormValues>();
  const [complete, { isLoading }] = useCompleteSchedule();
  const toast = useMaintenanceToasts();
  const status = Form.useWatch('status', form) ?? target?.status;
  const incomplete = status === 'incomplete';

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(completeDefaults(target.schedule, target.status));
  }, [target, form]);

  async function onFinish(values: CompleteFormValues) {
    if (!target) return;
    let body;
    try {
      body = toCompleteBody(target.schedule, values);
    } catch (err) {
      const message = err instanceof Error ? err.message : PHOTOS_TOO_LARGE;
      form.setFields([{ name: 'photos', errors: [message] }]);
      toast.error(message);
      return;
    }
    try {
      await complete(target.schedule, body);
      toast.success('Work Completed', 'Maintenance work has been logged successfully');
      onClose();
    } catch (err) {
      const errors = fieldErrorsOf(err);
      toast.error(errors.photos === PHOTOS_TOO_LARGE ? PHOTOS_TOO_LARGE : 'Failed to complete maintenance work');
      form.setFields(formErrors(errors) as never);
    }
  }

  function onStatusChange(next: CompletionStatus) {
    // an incomplete task needs its follow-up date; a completed one has none unless chosen
    const date = form.getFieldValue('nextMaintenanceDate') as string;
    if (next === 'incomplete' && !date && target)
      form.setFieldValue('nextMaintenanceDate', completeDefaults(target.schedule, 'incomplete').nextMaintenanceDate);
    void form.validateFields(['issuesFound']).catch(() => undefined);
  }

  return (
    <Modal
      open={target !== null}
      title="Complete Maintenance Work"
      width={720}
      onCancel={isLoading ? undefined : onClose}
      mask={{ closable: !isLoading }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={busy(isLoading)} onClick={() => form.submit()}>
          {isLoading ? 'Completing...' : 'Complete Work'}
        </Button>,
      ]}
    >
      {target ? <ScheduleSummary schedule={target.schedule} /> : null}
      <Form<CompleteFormValues>
        form={form}
        name="complete-maintenance"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
        scrollToFirstError
        data-testid="complete-work-form"
      >
        <Item label="Completion Status" name="status">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            onChange={(e) => onStatusChange(e.target.value as CompletionStatus)}
            options={[
              { value: 'completed', label: 'Completed' },
              { value: 'incomplete', label: 'Incomplete' },
            ]}
          />
        </Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Item
              label="Technician Name"
              name="technicianName"
              rules={[{ required: true, whitespace: true, message: 'Technician name is required' }]}
            >
              <Input maxLength={200} />
            </Item>
          </Col>
          <Col xs={24} sm={12}>
            <Item label="Technician ID" name="technicianId">
              <Input maxLength={100} placeholder="Optional" />
            </Item>
          </Col>
        </Row>
        <Item
          label="Work Performed"
          name="workPerformed"
          rules={[{ required: true, whitespace: true, message: 'Work performed description is required' }]}
        >
          <Input.TextArea rows={3} maxLength={10000} />
        </Item>
        <Item label="Findings / Notes" name="findingsNotes">
          <Input.TextArea rows={2} maxLength={10000} />
        </Item>
        <Item
          label="Issues Found"
          name="issuesFound"
          dependencies={['status']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                getFieldValue('status') === 'incomplete' && !(v ?? '').trim()
                  ? Promise.reject(new Error('Issues found description is required when task is incomplete'))
                  : Promise.resolve(),
            }),
          ]}
          required={incomplete}
        >
          <Input.TextArea rows={2} maxLength={10000} />
        </Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Item label="Parts Used" name="partsUsed">
              <Input maxLength={10000} />
            </Item>
          </Col>
          <Col xs={12} sm={6}>
            <Item label="Duration (minutes)" name="workDuration">
              <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
            </Item>
          </Col>
          <Col xs={12} sm={6}>
            <Item label="Cost" name="cost">
              <Input maxLength={100} placeholder="e.g. 125.00" />
            </Item>
          </Col>
        </Row>
        <Item
          label={incomplete ? 'Follow-up Date' : 'Next Maintenance Date'}
          name="nextMaintenanceDate"
          extra={
            incomplete
              ? 'A follow-up task for the same hydrant and type is scheduled for this date, one priority step higher.'
              : 'Optional: schedules the next visit for this hydrant.'
          }
          rules={[
            {
              validator: (_, v: string | undefined) =>
                !v || v >= todayIso() ? Promise.resolve() : Promise.reject(new Error('The date cannot be in the past')),
            },
          ]}
        >
          <Input type="date" min={todayIso()} />
        </Item>
        <Item label="Photos" name="photos">
          <WorkPhotoPicker />
        </Item>
        {incomplete ? (
          <Alert type="warning" showIcon title="The task stays open: its follow-up appears under Schedules." />
        ) : null}
      </Form>
    </Modal>
  );
}
