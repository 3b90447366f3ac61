import { Col, Form, Input, Row } from 'antd';
import { OUT_OF_SERVICE_REASON_REQUIRED } from './hydrant-attribute-values';

/**
 * When the status is (or becomes) Out of Service, the reason (required) and the
 * expected return date (optional). `statusField` is where the form holds the status.
 */
export function OutOfServiceFields({ statusField = 'status' }: { statusField?: string }) {
  const form = Form.useFormInstance();
  const status = Form.useWatch(statusField, form) as string | undefined;
  if (status !== 'out-of-service') return null;
  return (
    <Row gutter={16}>
      <Col xs={24} sm={16}>
        <Form.Item
          label="Out-of-Service Reason"
          name="outOfServiceReason"
          rules={[{ required: true, whitespace: true, message: OUT_OF_SERVICE_REASON_REQUIRED }]}
        >
          <Input placeholder="e.g. Broken valve stem" maxLength={500} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item label="Expected Return" name="expectedReturn">
          <Input type="date" />
        </Form.Item>
      </Col>
    </Row>
  );
}
