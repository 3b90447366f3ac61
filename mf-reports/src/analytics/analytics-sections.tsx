import { Card, Col, Flex, Progress, Row, Tag, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { GetAnalyticsApiResponse } from '@hydrant/api-client/generated/analytics';
import { formatPercent, healthLines, type HealthLevel } from './analytics-format';

type Analytics = GetAnalyticsApiResponse;

const LEVEL_COLOR: Record<HealthLevel, string> = { good: '#2e7d32', warning: '#ad4e00', error: '#c62828' };
const LEVEL_ICON: Record<HealthLevel, React.ReactNode> = {
  good: <CheckCircleFilled aria-hidden="true" />,
  warning: <ExclamationCircleFilled aria-hidden="true" />,
  error: <CloseCircleFilled aria-hidden="true" />,
};

function Metric({ testId, label, value, hint }: { testId: string; label: string; value: number; hint: string }) {
  const color = value >= 90 ? '#2e7d32' : value >= 70 ? '#ad4e00' : '#c62828';
  return (
    <div data-testid={testId} style={{ marginBottom: 12 }}>
      <Flex justify="space-between">
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text strong style={{ color }} data-testid={`${testId}-value`}>
          {formatPercent(value)}
        </Typography.Text>
      </Flex>
      <Progress percent={value} showInfo={false} strokeColor={color} aria-label={`${label} ${formatPercent(value)}`} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </div>
  );
}

/** Performance Metrics and Risk Assessment (SPEC §2), side by side on wide screens. */
export function PerformanceAndRisk({ data }: { data: Analytics }) {
  const { performance, riskAreas } = data;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={12}>
        <Card title="Performance Metrics" size="small" style={{ height: '100%' }} data-testid="performance-metrics">
          <Metric
            testId="metric-inspection-efficiency"
            label="Inspection Efficiency"
            value={performance.inspectionEfficiency}
            hint="Hydrants with a recorded inspection"
          />
          <Metric
            testId="metric-maintenance-timeliness"
            label="Maintenance Timeliness"
            value={performance.maintenanceTimeliness}
            hint="Open maintenance tasks not past their date"
          />
          <Metric
            testId="metric-system-reliability"
            label="System Reliability"
            value={performance.systemReliability}
            hint="Hydrants not out of service"
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Risk Assessment" size="small" style={{ height: '100%' }} data-testid="risk-assessment">
          {riskAreas.length === 0 ? (
            <Flex align="center" gap={8} style={{ padding: '16px 0' }}>
              <CheckCircleFilled aria-hidden="true" style={{ color: '#2e7d32', fontSize: 20 }} />
              <Typography.Text>No critical risk areas identified</Typography.Text>
            </Flex>
          ) : (
            <div
              // a scrolling region is reached by keyboard (axe scrollable-region-focusable)
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label="High priority areas"
              style={{ maxHeight: 320, overflowY: 'auto' }}
            >
              {/* a plain list: antd's List is deprecated in antd 6 */}
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {riskAreas.map((area, i) => (
                  <li
                    key={area.area}
                    data-testid="risk-area"
                    data-area={area.area}
                    style={{ padding: '8px 0', borderTop: i === 0 ? undefined : '1px solid #f0f0f0' }}
                  >
                    <Flex justify="space-between" align="center" gap={8}>
                      <Flex vertical style={{ minWidth: 0 }}>
                        <Typography.Text strong>{area.area}</Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {`${area.nonOperational} of ${area.total} hydrants not operational (${area.maintenance} maintenance, ${area.outOfService} out of service)`}
                        </Typography.Text>
                      </Flex>
                      <Tag color="red">High Priority</Tag>
                    </Flex>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** System Health Overview from the server's own checks (DECISIONS §4). */
export function SystemHealth({ data }: { data: Analytics }) {
  const lines = healthLines(data.systemHealth, data.operations.overdueTasks);
  return (
    <Card title="System Health Overview" size="small" style={{ marginBottom: 16 }} data-testid="system-health">
      <Row gutter={[12, 12]}>
        {lines.map((line) => (
          <Col key={line.key} xs={24} md={8}>
            <Flex vertical gap={2} data-testid={`health-${line.key}`}>
              <Typography.Text strong>{line.label}</Typography.Text>
              <Typography.Text
                strong
                style={{ color: LEVEL_COLOR[line.level] }}
                data-testid={`health-${line.key}-value`}
              >
                {LEVEL_ICON[line.level]} {line.value}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {line.detail}
              </Typography.Text>
            </Flex>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
