import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { localToday } from '../calendar/calendar-grid';
import { EQUIPMENT_STATUS_OPTIONS, EQUIPMENT_TYPE_OPTIONS } from './equipment-constants';
import { useServiceIntervals } from './equipment-api';
import { addMonthsToDate } from './equipment-form-values';
import type { EquipmentFormValues } from './equipment-form-values';

const required = (message: string): Rule => ({ required: true, whitespace: true, message });
const Item = Form.Item<EquipmentFormValues>;

/**
 * The equipment fields (SPEC §5) with their messages. Choosing a type offers its standard
 * service interval (DECISIONS §10), which stays editable, and — while Next Maintenance is
 * empty — proposes it from today.
 */
export function EquipmentFormFields({ form, adding }: { form: FormInstance<EquipmentFormValues>; adding: boolean }) {
  const type = Form.useWatch('type', form);
  const intervals = useServiceIntervals();
  const standardInterval = (t: string | undefined) =>
    t ? intervals.find((i) => i.type.toLowerCase() === t.trim().toLowerCase()) : undefined;
  const standard = standardInterval(type);

  function onType(next: string) {
    const offer = standardInterval(next);
    if (!adding || !offer) return;
    form.setFieldValue('serviceIntervalMonths', offer.months);
    if (!form.getFieldValue('nextMaintenance'))
      form.setFieldValue('nextMaintenance', addMonthsToDate(localToday(), offer.months));
  }

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Equipment Name" name="name" rules={[required('Equipment name is required')]}>
            <Input maxLength={200} placeholder="e.g. SCBA Pack #12" />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Type" name="type" rules={[required('Equipment type is required')]}>
            <Select virtual={false} options={EQUIPMENT_TYPE_OPTIONS} onChange={onType} />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Serial Number" name="serialNumber" rules={[required('Serial number is required')]}>
            <Input maxLength={100} autoComplete="off" />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Status" name="status">
            <Select virtual={false} options={EQUIPMENT_STATUS_OPTIONS} />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Location" name="location" rules={[required('Location is required')]}>
            <Input maxLength={200} placeholder="e.g. Station 1, Engine 3" />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Assigned To" name="assignedTo" rules={[required('Assigned person is required')]}>
            <Input maxLength={200} />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Purchase Date" name="purchaseDate" rules={[required('Purchase date is required')]}>
            <Input type="date" />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Warranty" name="warranty" rules={[required('Warranty information is required')]}>
            <Input maxLength={200} placeholder="e.g. 5 years, until 2029-06-30" />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Next Maintenance" name="nextMaintenance" rules={[required('Next maintenance date is required')]}>
            <Input type="date" />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item
            label="Service Interval (months)"
            name="serviceIntervalMonths"
            extra={
              standard ? (
                <Typography.Text type="secondary" data-testid="standard-interval">
                  Standard: {standard.months} months ({standard.standard})
                </Typography.Text>
              ) : undefined
            }
          >
            <InputNumber min={1} max={120} step={1} precision={0} style={{ width: '100%' }} placeholder="None" />
          </Item>
        </Col>
      </Row>
      <Item label="Notes" name="notes">
        <Input.TextArea rows={3} maxLength={2000} />
      </Item>
    </>
  );
}
