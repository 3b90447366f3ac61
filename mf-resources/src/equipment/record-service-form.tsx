import { Button, Col, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { formatDate } from '@hydrant/ui';
import { localToday } from '../calendar/calendar-grid';
import { busy } from '../common/busy';
import { fieldErrorsOf } from '../common/field-errors';
import { SERVICE_KIND_OPTIONS, SERVICE_RESULT_OPTIONS } from './equipment-constants';
import { useRecordService } from './equipment-api';
import { useEquipmentToasts } from './use-equipment-toasts';
import type { Equipment } from './equipment-types';
import type { ServiceKind, ServiceResult } from '@hydrant/api-client/generated/equipment';

interface ServiceFormValues {
  serviceDate: string;
  performedBy: string;
  kind: ServiceKind;
  result: ServiceResult;
  notes: string;
  cost: number | null;
}

const required = (message: string): Rule => ({ required: true, whitespace: true, message });

/**
 * Records one service of an item (DECISIONS §10); the server moves its next maintenance
 * on by the item's interval and the dialog shows the new date.
 */
export function RecordServiceForm({ equipment, onDone }: { equipment: Equipment; onDone: () => void }) {
  const [form] = Form.useForm<ServiceFormValues>();
  const [record, { isLoading }] = useRecordService();
  const toast = useEquipmentToasts();

  async function onFinish(v: ServiceFormValues) {
    try {
      const { equipment: updated } = await record({
        id: equipment.id,
        createEquipmentServiceDto: {
          serviceDate: v.serviceDate,
          performedBy: v.performedBy.trim(),
          kind: v.kind,
          result: v.result,
          notes: v.notes?.trim() ? v.notes.trim() : null,
          cost: v.cost ?? null,
        },
      }).unwrap();
      toast.success('Service recorded', `Next maintenance of ${updated.name}: ${formatDate(updated.nextMaintenance)}.`);
      onDone();
    } catch (err) {
      toast.error('Failed to record service. Please try again.');
      const errors = fieldErrorsOf(err, 'serviceDate');
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({ name: name as keyof ServiceFormValues, errors: [message] })),
      );
    }
  }

  return (
    <Form<ServiceFormValues>
      form={form}
      name="record-service"
      layout="vertical"
      disabled={isLoading}
      initialValues={{
        serviceDate: localToday(),
        kind: 'inspection',
        result: 'pass',
        performedBy: '',
        notes: '',
        cost: null,
      }}
      onFinish={(v) => void onFinish(v)}
      style={{ background: 'rgba(0,0,0,0.02)', padding: 12, borderRadius: 8, marginBottom: 12 }}
      data-testid="record-service-form"
    >
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item label="Service Date" name="serviceDate" rules={[required('Service date is required')]}>
            <Input type="date" max={localToday()} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item label="Performed By" name="performedBy" rules={[required('Performed by is required')]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Kind" name="kind">
            <Select options={SERVICE_KIND_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Result" name="result">
            <Select options={SERVICE_RESULT_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Cost" name="cost">
            <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} placeholder="e.g. 120.00" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Service Notes" name="notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={busy(isLoading)}>
          {isLoading ? 'Saving...' : 'Save Service'}
        </Button>
      </Flex>
    </Form>
  );
}
