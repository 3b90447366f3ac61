import { Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { AutoComplete } from '@hydrant/antd-more';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { parseCertificationText } from './certifications';
import {
  DEPARTMENT_OPTIONS,
  PERSONNEL_STATUS_OPTIONS,
  PLATOON_OPTIONS,
  RANK_OPTIONS,
  ZONE_OPTIONS,
} from './personnel-constants';
import type { PersonnelFormValues } from './personnel-form-values';

const required = (message: string): Rule => ({ required: true, whitespace: true, message });
const Item = Form.Item<PersonnelFormValues>;

/** An expiry date input per certification typed above (DECISIONS §10); none means no expiry. */
function CertificationExpiry({
  names,
  value = {},
  onChange,
}: {
  names: string[];
  value?: Record<string, string>;
  onChange?: (next: Record<string, string>) => void;
}) {
  if (names.length === 0) return <Typography.Text type="secondary">No certifications entered</Typography.Text>;
  return (
    <Flex vertical gap={6}>
      {names.map((name) => (
        <Flex key={name} gap={8} align="center" wrap>
          <label htmlFor={`cert-expiry-${name}`} style={{ minWidth: 140 }}>
            {name} expires
          </label>
          <Input
            id={`cert-expiry-${name}`}
            type="date"
            style={{ width: 180 }}
            value={value[name] ?? ''}
            onChange={(e) => onChange?.({ ...value, [name]: e.target.value })}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * The personnel fields (SPEC §5). The add form shows the shift dates; the edit form
 * does not (SPEC §5) but keeps their values.
 */
export function PersonnelFormFields({ form, adding }: { form: FormInstance<PersonnelFormValues>; adding: boolean }) {
  const certText = Form.useWatch('certifications', form);
  const names = parseCertificationText(certText);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Full Name" name="name" rules={[required('Name is required')]}>
            <Input maxLength={200} autoComplete="off" />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Rank" name="rank" rules={[required('Rank is required')]}>
            <AutoComplete options={RANK_OPTIONS} filterOption maxLength={100} />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Badge Number" name="badge" rules={[required('Badge number is required')]}>
            <Input maxLength={50} autoComplete="off" />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Department" name="department" rules={[required('Department is required')]}>
            <AutoComplete options={DEPARTMENT_OPTIONS} filterOption maxLength={100} />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Item label="Status" name="status">
            <Select virtual={false} options={PERSONNEL_STATUS_OPTIONS} />
          </Item>
        </Col>
        <Col xs={12} sm={8}>
          <Item label="Assigned Zone" name="assignedZone">
            <Select virtual={false} options={ZONE_OPTIONS} />
          </Item>
        </Col>
        <Col xs={12} sm={8}>
          <Item label="Platoon" name="platoon">
            <Select virtual={false} options={PLATOON_OPTIONS} />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Phone Number" name="phoneNumber">
            <Input type="tel" maxLength={50} />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Email" name="email" rules={[{ type: 'email', message: 'Please enter a valid email address' }]}>
            <Input type="email" maxLength={200} />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} sm={adding ? 6 : 12}>
          <Item label="Shift Start" name="shiftStart">
            <Input type="time" />
          </Item>
        </Col>
        <Col xs={12} sm={adding ? 6 : 12}>
          <Item label="Shift End" name="shiftEnd">
            <Input type="time" />
          </Item>
        </Col>
        {adding ? (
          <>
            <Col xs={12} sm={6}>
              <Item label="Shift Start Date" name="shiftStartDate">
                <Input type="date" />
              </Item>
            </Col>
            <Col xs={12} sm={6}>
              <Item label="Shift End Date" name="shiftEndDate">
                <Input type="date" />
              </Item>
            </Col>
          </>
        ) : null}
      </Row>
      <Item label="Certifications" name="certifications" extra="Separate certifications with commas">
        <Input placeholder="e.g. EMT-B, Hazmat Operations, Driver/Operator" />
      </Item>
      <Item label="Certification expiry dates" name="certificationExpiry">
        <CertificationExpiry names={names} />
      </Item>
      <Item label="Notes" name="notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </Item>
    </>
  );
}
