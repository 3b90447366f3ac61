import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { AutoComplete } from '@hydrant/antd-more';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useCreateFlowTestMutation } from '@hydrant/api-client/generated/flow-tests';
import { useListHydrantsQuery } from '@hydrant/api-client/generated/hydrants';
import { fieldErrorsOf } from '../dashboard/form/hydrant-form-values';
import { useToasts } from '../dashboard/use-toasts';
import { busy } from '../dashboard/busy-icon';
import { useDebouncedValue } from '../map-screens/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../dashboard/hydrant-constants';
import { FlowTestResults } from './flow-test-results';
import {
  COEFFICIENT_OPTIONS,
  DIAMETER_OPTIONS,
  liveResult,
  newOutlet,
  toCreateFlowTestDto,
  type FlowTestFormValues,
} from './flow-test-values';

const MAX_OUTLETS = 8;
const today = () => new Date().toLocaleDateString('sv-SE');

/** Searchable single choice of the test (residual) hydrant, over the whole registry. */
function TestHydrantSelect({
  value,
  onChange,
  current,
  id,
}: {
  value?: number;
  onChange?: (id: number) => void;
  current: { id: number; hydrantId: string };
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useListHydrantsQuery({ search: debounced || undefined, page: 1, pageSize: 50 });
  const options = [
    { value: current.id, label: `${current.hydrantId} (this hydrant)` },
    ...(data?.items ?? [])
      .filter((h) => h.id !== current.id)
      .map((h) => ({ value: h.id, label: `${h.hydrantId} · ${h.address}` })),
  ];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      options={options}
      loading={isFetching}
      placeholder="Search hydrants"
    />
  );
}

/** 'Record Flow Test' (DECISIONS §11): readings in, the flows computed live as the server will store them. */
export function RecordFlowTestDialog({
  hydrant,
  open,
  onClose,
}: {
  hydrant: { id: number; hydrantId: string };
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FlowTestFormValues>();
  const values = Form.useWatch([], form) as FlowTestFormValues | undefined;
  const [create, { isLoading }] = useCreateFlowTestMutation();
  const toast = useToasts();
  const result = liveResult(values ?? {});

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ testDate: today(), residualHydrantId: hydrant.id, outlets: [newOutlet()] });
  }, [open, form, hydrant.id]);

  async function onFinish(submitted: FlowTestFormValues) {
    try {
      await create({ id: hydrant.id, createFlowTestDto: toCreateFlowTestDto(submitted) }).unwrap();
      toast.success('Flow test recorded');
      onClose();
    } catch (err) {
      toast.error('Failed to record the flow test');
      const body = (err as { data?: { errors?: Record<string, string> } }).data?.errors ?? {};
      const outletErrors = Object.entries(body)
        .map(([key, message]) => ({ match: /^outlets\.(\d+)\.(\w+)$/.exec(key), message }))
        .filter((e) => e.match)
        .map((e) => ({ name: ['outlets', Number(e.match![1]), e.match![2]], errors: [e.message] }));
      const fields = Object.entries(fieldErrorsOf(err))
        .filter(([name]) => name !== 'outlets' || outletErrors.length === 0)
        .map(([name, message]) => ({ name, errors: [message] }));
      form.setFields([...fields, ...outletErrors] as Parameters<typeof form.setFields>[0]);
    }
  }

  return (
    <Modal
      open={open}
      title="Record Flow Test"
      width={760}
      onCancel={isLoading ? undefined : onClose}
      mask={{ closable: !isLoading }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={busy(isLoading)} onClick={() => form.submit()}>
          {isLoading ? 'Saving...' : 'Save Flow Test'}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        Flowed hydrant {hydrant.hydrantId}. NFPA 291: static and residual pressure are read at the test hydrant, pitot
        pressure at each flowing outlet.
      </Typography.Paragraph>
      <Form<FlowTestFormValues>
        form={form}
        name="record-flow-test"
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        disabled={isLoading}
        data-testid="flow-test-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label="Test Date" name="testDate" rules={[{ required: true, message: 'Test date is required' }]}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              label="Tester"
              name="tester"
              rules={[{ required: true, whitespace: true, message: 'Tester is required' }]}
            >
              <Input maxLength={200} placeholder="Name or company" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              label="Test Hydrant"
              name="residualHydrantId"
              rules={[{ required: true, message: 'Test hydrant is required' }]}
            >
              <TestHydrantSelect current={hydrant} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={12} sm={8}>
            <Form.Item
              label="Static Pressure (psi)"
              name="staticPressure"
              rules={[{ required: true, message: 'Static pressure is required' }]}
            >
              <InputNumber min={0} max={300} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              label="Residual Pressure (psi)"
              name="residualPressure"
              rules={[{ required: true, message: 'Residual pressure is required' }]}
            >
              <InputNumber min={0} max={300} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              label="Also rate at (psi)"
              name="desiredResidual"
              tooltip="Flow available at another residual pressure besides 20 psi (optional)"
            >
              <InputNumber min={0} max={300} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          Flowing Outlets
        </Typography.Title>
        <Form.List name="outlets">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Row gutter={12} key={field.key} align="bottom" data-testid={`outlet-${i}`}>
                  <Col xs={24} sm={7}>
                    <Form.Item
                      label={`Outlet ${i + 1} Pitot (psi)`}
                      name={[field.name, 'pitot']}
                      rules={[{ required: true, message: 'Pitot pressure is required' }]}
                    >
                      <InputNumber min={0} max={300} step={0.5} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={7}>
                    <Form.Item
                      label="Inside Diameter (in)"
                      name={[field.name, 'diameter']}
                      rules={[{ required: true, message: 'Outlet diameter is required' }]}
                    >
                      <AutoComplete options={DIAMETER_OPTIONS} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={7}>
                    <Form.Item label="Coefficient" name={[field.name, 'coefficient']}>
                      <Select options={COEFFICIENT_OPTIONS} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={3}>
                    <Form.Item>
                      <Button
                        icon={<DeleteOutlined aria-hidden="true" />}
                        aria-label={`Remove outlet ${i + 1}`}
                        disabled={fields.length === 1}
                        onClick={() => remove(field.name)}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden="true" />}
                disabled={fields.length >= MAX_OUTLETS}
                onClick={() => add(newOutlet())}
                style={{ marginBottom: 16 }}
              >
                Add Outlet
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item label="Notes" name="notes">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>Results</Typography.Title>
      <FlowTestResults result={result} />
    </Modal>
  );
}
