import { Col, Divider, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { HYDRANT_TYPE_OPTIONS, OWNERSHIP_OPTIONS, outletSizesOf } from './hydrant-attribute-values';

const NOT_KNOWN = { value: '', label: 'Not recorded' };
const VALVE_OPTIONS = [NOT_KNOWN, { value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];

/** Outlet sizes: numbers in inches, separated by commas (the server's message otherwise). */
const outletSizesRule: Rule = {
  validator: (_rule, value: unknown) => {
    const sizes = outletSizesOf(typeof value === 'string' ? value : '');
    if (sizes.some((size) => !Number.isFinite(size) || size <= 0 || size > 12) || sizes.length > 12)
      return Promise.reject(
        new Error('Outlet sizes must be a list of at most 12 sizes in inches (more than 0, at most 12)'),
      );
    return Promise.resolve();
  },
};

/** The optional hydrant attributes of the add and edit dialogs. */
export function HydrantAttributeFields() {
  return (
    <>
      <Divider titlePlacement="start" plain>
        Hydrant Attributes
      </Divider>
      <Row gutter={16}>
        <Col xs={12} sm={8}>
          <Form.Item label="Hydrant Type" name="hydrantType">
            <Select options={[NOT_KNOWN, ...HYDRANT_TYPE_OPTIONS]} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Ownership" name="ownership">
            <Select options={[NOT_KNOWN, ...OWNERSHIP_OPTIONS]} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Isolation Valve" name="hasIsolationValve">
            <Select options={VALVE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Number of Outlets" name="outletCount">
            <InputNumber min={0} max={12} step={1} style={{ width: '100%' }} placeholder="e.g. 3" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Outlet Sizes (in)" name="outletSizes" rules={[outletSizesRule]}>
            <Input placeholder="e.g. 2.5, 2.5, 4.5" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Main Size (in)" name="mainSize">
            <InputNumber min={0} max={72} step={1} style={{ width: '100%' }} placeholder="e.g. 8" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Manufacturer" name="manufacturer">
            <Input placeholder="e.g. Mueller" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Install Year" name="installYear">
            <InputNumber
              min={1800}
              max={new Date().getFullYear()}
              step={1}
              style={{ width: '100%' }}
              placeholder="e.g. 1998"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
