import type { ReactNode } from 'react';
import { Col, Form, Grid, Input, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { STATUS_FORM_OPTIONS } from '../hydrant-constants';
import { PhotoPicker } from '../photos/photo-picker';
import { ChecklistField } from './checklist-field';
import { HydrantAttributeFields } from './hydrant-attribute-fields';
import { OutOfServiceFields } from './out-of-service-fields';
import type { HydrantFormValues } from './hydrant-form-values';

const required = (message: string): Rule => ({ required: true, whitespace: true, message });

/** Range check of a coordinate typed as text, with the API's message. */
const coordinateRule = (label: 'Latitude' | 'Longitude', limit: number): Rule => ({
  validator: (_rule, value: unknown) => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (text === '') return Promise.resolve(); // the required rule speaks
    const n = Number(text);
    if (!Number.isFinite(n) || n < -limit || n > limit)
      return Promise.reject(new Error(`${label} must be between -${limit} and ${limit}`));
    return Promise.resolve();
  },
});

const Item = Form.Item<HydrantFormValues>;

/**
 * The hydrant fields of the add and edit dialogs (SPEC §2): Hydrant ID, Address,
 * Latitude, Longitude, Status, Area, Pressure (PSI), Last Inspection, Flow Rate (GPM),
 * Inspector, Inspection Checklist, Notes, Photos. `locationAction` sits beside the
 * coordinates (the add dialog's 'Use my location').
 */
export function HydrantFormFields({ locationAction }: { locationAction?: ReactNode }) {
  // beside the coordinates (sm and up) the button lines up with the inputs under an empty label
  const besideCoordinates = Grid.useBreakpoint().sm ?? false;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Hydrant ID" name="hydrantId" rules={[required('Hydrant ID is required')]}>
            <Input placeholder="e.g. H-001" maxLength={50} autoComplete="off" />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Status" name="status">
            <Select options={STATUS_FORM_OPTIONS} />
          </Item>
        </Col>
      </Row>
      <OutOfServiceFields />
      <Item label="Address" name="address" rules={[required('Address is required')]}>
        <Input placeholder="Street address" maxLength={300} />
      </Item>
      <Row gutter={16} align="bottom">
        <Col xs={12} sm={locationAction ? 8 : 12}>
          <Item
            label="Latitude"
            name="latitude"
            rules={[required('Latitude is required'), coordinateRule('Latitude', 90)]}
          >
            <Input inputMode="decimal" placeholder="e.g. 41.4993" autoComplete="off" />
          </Item>
        </Col>
        <Col xs={12} sm={locationAction ? 8 : 12}>
          <Item
            label="Longitude"
            name="longitude"
            rules={[required('Longitude is required'), coordinateRule('Longitude', 180)]}
          >
            <Input inputMode="decimal" placeholder="e.g. -81.6944" autoComplete="off" />
          </Item>
        </Col>
        {locationAction ? (
          <Col xs={24} sm={8}>
            <Form.Item label={besideCoordinates ? <span aria-hidden="true">&nbsp;</span> : undefined} colon={false}>
              {locationAction}
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Item label="Area" name="area" rules={[required('Area is required')]}>
            <Input placeholder="District or neighbourhood" maxLength={200} />
          </Item>
        </Col>
        <Col xs={24} sm={12}>
          <Item label="Inspector" name="inspector">
            <Input placeholder="Inspector name" maxLength={200} />
          </Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} sm={8}>
          <Item label="Pressure (PSI)" name="pressure">
            <InputNumber min={0} step={1} style={{ width: '100%' }} placeholder="e.g. 65" />
          </Item>
        </Col>
        <Col xs={12} sm={8}>
          <Item label="Flow Rate (GPM)" name="flowRate">
            <InputNumber min={0} step={1} style={{ width: '100%' }} placeholder="e.g. 1200" />
          </Item>
        </Col>
        <Col xs={24} sm={8}>
          <Item label="Last Inspection" name="lastInspection">
            <Input type="date" />
          </Item>
        </Col>
      </Row>
      <HydrantAttributeFields />
      <Item label="Inspection Checklist" name="checklist">
        <ChecklistField />
      </Item>
      <Item label="Notes" name="notes">
        <Input.TextArea rows={3} placeholder="Additional notes" />
      </Item>
      <Item label="Photos" name="photos">
        <PhotoPicker />
      </Item>
    </>
  );
}
