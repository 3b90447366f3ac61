import { Alert, Checkbox, Col, Flex, Form, Input, Radio, Row, Switch, Typography } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { useGetReportOptionsQuery } from '@hydrant/api-client/generated/reports';
import {
  HYDRANT_PICKER_HINT,
  HYDRANT_PICKER_LIMIT,
  REPORT_TYPES,
  SECTIONS,
  dateRangeError,
  type ReportForm,
} from './report-options';

type Change = (patch: Partial<ReportForm>) => void;

/** Step 1: report type, title, optional description. */
export function TypeStep({ form, onChange }: { form: ReportForm; onChange: Change }) {
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Report Type" required>
        <Radio.Group
          aria-label="Report Type"
          value={form.type}
          onChange={(e) => onChange({ type: e.target.value as ReportForm['type'] })}
          style={{ width: '100%' }}
        >
          <Row gutter={[8, 8]}>
            {REPORT_TYPES.map((t) => (
              <Col key={t.value} xs={24} md={12}>
                <Radio
                  value={t.value}
                  style={{
                    width: '100%',
                    border: `1px solid ${form.type === t.value ? '#c62828' : '#d9d9d9'}`,
                    borderRadius: 6,
                    padding: '8px 10px',
                    alignItems: 'flex-start',
                  }}
                >
                  <Flex vertical>
                    <Typography.Text strong>{t.label}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t.description}
                    </Typography.Text>
                  </Flex>
                </Radio>
              </Col>
            ))}
          </Row>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="Report Title" required htmlFor="report-title">
        <Input
          id="report-title"
          value={form.title}
          maxLength={200}
          placeholder="e.g. Q1 Hydrant Inspection Summary"
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Description (optional)" htmlFor="report-description">
        <Input.TextArea
          id="report-description"
          value={form.description}
          maxLength={2000}
          rows={3}
          placeholder="What this report is for"
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Item>
    </Form>
  );
}

/** Step 2: date range, areas, specific hydrants (the first 10, with SPEC's hint). */
export function ScopeStep({ form, onChange }: { form: ReportForm; onChange: Change }) {
  const { data, isLoading, isError } = useGetReportOptionsQuery();
  const rangeError = dateRangeError(form.startDate, form.endDate);
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
  return (
    <Form layout="vertical" component="div">
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Start Date" htmlFor="report-start-date">
            <Input
              id="report-start-date"
              type="date"
              value={form.startDate}
              onChange={(e) => onChange({ startDate: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="End Date"
            htmlFor="report-end-date"
            validateStatus={rangeError ? 'error' : undefined}
            help={rangeError}
          >
            <Input
              id="report-end-date"
              type="date"
              value={form.endDate}
              onChange={(e) => onChange({ endDate: e.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        The date range filters maintenance records by their completed date.
      </Typography.Paragraph>
      {isLoading ? <Skeleton active /> : null}
      {isError ? <Alert type="error" showIcon title="Failed to load areas and hydrants" /> : null}
      {data ? (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} data-testid="report-areas">
              <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>Areas</legend>
              {data.areas.length === 0 ? (
                <Typography.Text type="secondary">No areas in the registry yet.</Typography.Text>
              ) : (
                <Flex vertical gap={4} style={{ maxHeight: 280, overflowY: 'auto' }}>
                  {data.areas.map((a) => (
                    <Checkbox
                      key={a.area}
                      checked={form.areas.includes(a.area)}
                      onChange={(e) => onChange({ areas: toggle(form.areas, a.area, e.target.checked) })}
                    >
                      {a.area} <Typography.Text type="secondary">({a.count.toLocaleString()})</Typography.Text>
                    </Checkbox>
                  ))}
                </Flex>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 4 }}>
                No area ticked: every area is included.
              </Typography.Text>
            </fieldset>
          </Col>
          <Col xs={24} md={12}>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid="report-hydrants">
              <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>Specific Hydrants</legend>
              <Flex vertical gap={4}>
                {data.hydrants.slice(0, HYDRANT_PICKER_LIMIT).map((h) => (
                  <Checkbox
                    key={h.id}
                    checked={form.hydrantIds.includes(h.id)}
                    onChange={(e) => onChange({ hydrantIds: toggle(form.hydrantIds, h.id, e.target.checked) })}
                  >
                    {h.hydrantId} <Typography.Text type="secondary">— {h.address}</Typography.Text>
                  </Checkbox>
                ))}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 4 }}>
                {data.totalHydrants > HYDRANT_PICKER_LIMIT
                  ? `${HYDRANT_PICKER_HINT} (${data.totalHydrants.toLocaleString()} hydrants in all)`
                  : HYDRANT_PICKER_HINT}
              </Typography.Text>
            </fieldset>
          </Col>
        </Row>
      ) : null}
    </Form>
  );
}

/** Step 3: which sections the report holds (SPEC's defaults). */
export function SectionsStep({ form, onChange }: { form: ReportForm; onChange: Change }) {
  return (
    <Flex vertical gap={12} data-testid="report-sections">
      {SECTIONS.map((s) => (
        <Flex key={s.key} gap={12} align="center">
          <Switch
            id={`report-section-${s.key}`}
            checked={form.sections[s.key]}
            onChange={(on) => onChange({ sections: { ...form.sections, [s.key]: on } })}
          />
          <label htmlFor={`report-section-${s.key}`} style={{ cursor: 'pointer' }}>
            <Typography.Text strong>{s.label}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.hint}
            </Typography.Text>
          </label>
        </Flex>
      ))}
    </Flex>
  );
}
