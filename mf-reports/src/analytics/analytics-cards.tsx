import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { Statistic } from '@hydrant/antd-more';
import {
  AlertOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { GetAnalyticsApiResponse } from '@hydrant/api-client/generated/analytics';
import { formatMinutes, formatPercent, responseTimeChange } from './analytics-format';

type Analytics = GetAnalyticsApiResponse;

const GREEN = '#2e7d32';
const ORANGE = '#ad4e00';
const RED = '#c62828';
const BLUE = '#1565c0';
const SECONDARY = 'rgba(0, 0, 0, 0.58)';

function FigureCard({
  testId,
  title,
  value,
  color,
  icon,
  note,
}: {
  testId: string;
  title: string;
  value: string | number;
  color: string;
  icon: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Card size="small" data-testid={testId} style={{ borderTop: `3px solid ${color}`, height: '100%' }}>
      <Statistic
        title={title}
        value={value}
        prefix={<span style={{ color }}>{icon}</span>}
        styles={{ content: { color, fontWeight: 600 } }}
      />
      {note ? (
        <Typography.Text style={{ fontSize: 13, color: SECONDARY }} data-testid={`${testId}-note`}>
          {note}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** The four cards of SPEC §2 Analytics, with DECISIONS §4's real response time. */
export function AnalyticsCards({ data }: { data: Analytics }) {
  const { cards, hydrants } = data;
  const change = responseTimeChange(cards.avgResponseTime.changePercent);
  const changeColor = change.trend === 'better' ? GREEN : change.trend === 'worse' ? RED : SECONDARY;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      <Col xs={24} sm={12} xl={6}>
        <FigureCard
          testId="card-operational-rate"
          title="System Operational Rate"
          value={formatPercent(cards.operationalRate)}
          color={GREEN}
          icon={<CheckCircleOutlined aria-hidden="true" />}
          note={`${hydrants.operational.toLocaleString()} of ${hydrants.total.toLocaleString()} hydrants operational`}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <FigureCard
          testId="card-response-time"
          title="Avg Response Time"
          value={formatMinutes(cards.avgResponseTime.minutes)}
          color={BLUE}
          icon={<ClockCircleOutlined aria-hidden="true" />}
          note={<span style={{ color: changeColor }}>{change.text}</span>}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <FigureCard
          testId="card-critical-alerts"
          title="Critical Alerts"
          value={cards.criticalAlerts}
          color={cards.criticalAlerts > 0 ? RED : GREEN}
          icon={<AlertOutlined aria-hidden="true" />}
          note="Unacknowledged, urgent or high priority"
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <FigureCard
          testId="card-maintenance-compliance"
          title="Maintenance Compliance"
          value={formatPercent(cards.maintenanceCompliance)}
          color={cards.maintenanceCompliance >= 90 ? GREEN : ORANGE}
          icon={<SafetyCertificateOutlined aria-hidden="true" />}
          note="Schedules not overdue"
        />
      </Col>
    </Row>
  );
}

/** Real-Time Operations Dashboard (SPEC §2). */
export function OperationsDashboard({ data }: { data: Analytics }) {
  const ops = data.operations;
  const items = [
    {
      testId: 'ops-completed',
      title: 'Completed This Month',
      value: ops.completedThisMonth,
      color: GREEN,
      icon: <CheckCircleOutlined aria-hidden="true" />,
      note: 'Maintenance completed in the last 30 days',
    },
    {
      testId: 'ops-scheduled',
      title: 'Scheduled Tasks',
      value: ops.scheduledTasks,
      color: BLUE,
      icon: <CalendarOutlined aria-hidden="true" />,
      note: <span style={{ color: ops.overdueTasks > 0 ? RED : SECONDARY }}>{`${ops.overdueTasks} overdue`}</span>,
    },
    {
      testId: 'ops-active-alerts',
      title: 'Active Alerts',
      value: ops.activeAlerts,
      color: ORANGE,
      icon: <WarningOutlined aria-hidden="true" />,
      note: <span style={{ color: ops.criticalAlerts > 0 ? RED : SECONDARY }}>{`${ops.criticalAlerts} critical`}</span>,
    },
    {
      testId: 'ops-operational',
      title: 'Operational Hydrants',
      value: ops.operationalHydrants,
      color: GREEN,
      icon: <ThunderboltOutlined aria-hidden="true" />,
      note: `${data.hydrants.maintenance} in maintenance, ${data.hydrants.outOfService} out of service`,
    },
  ];
  return (
    <Card
      title={
        <span>
          <ToolOutlined aria-hidden="true" /> Real-Time Operations Dashboard
        </span>
      }
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="operations-dashboard"
    >
      <Row gutter={[12, 12]}>
        {items.map((item) => (
          <Col key={item.testId} xs={12} lg={6}>
            <FigureCard {...item} value={item.value.toLocaleString()} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
