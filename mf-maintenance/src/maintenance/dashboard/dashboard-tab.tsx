import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Flex } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { BellOutlined, ClockCircleOutlined, ExclamationCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useMaintenanceDashboard } from '../../data/hooks';
import { CounterCards } from '../../shared/counter-cards';
import type { Schedule } from '../../shared/types';
import { SCHEDULE_GRID, ScheduleCard } from '../schedules/schedule-card';
import type { ScheduleIntent } from '../schedules/schedule-card';

function ScheduleSection({
  title,
  testId,
  total,
  items,
  empty,
  onAction,
  onMore,
}: {
  title: string;
  testId: string;
  total: number;
  items: Schedule[];
  empty: string;
  onAction: (intent: ScheduleIntent) => void;
  onMore: () => void;
}): ReactNode {
  return (
    <Card
      size="small"
      title={`${title} (${total.toLocaleString()})`}
      data-testid={testId}
      extra={
        total > items.length ? (
          <Button type="link" size="small" onClick={onMore}>
            View all {total.toLocaleString()}
          </Button>
        ) : null
      }
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <div style={SCHEDULE_GRID}>
          {items.map((s) => (
            <ScheduleCard key={s.id} schedule={s} onAction={onAction} />
          ))}
        </div>
      )}
    </Card>
  );
}

/** The Dashboard tab: the server's counters, then overdue, upcoming (7 days) and in-progress work. */
export function DashboardTab({
  onAction,
  onTab,
}: {
  onAction: (intent: ScheduleIntent) => void;
  onTab: (tab: string, show?: string) => void;
}) {
  const { data, isLoading, isError } = useMaintenanceDashboard();
  return (
    <div data-testid="maintenance-dashboard">
      <CounterCards
        testId="maintenance-counters"
        counters={[
          {
            key: 'overdue',
            label: 'Overdue',
            value: data?.overdue,
            icon: <ExclamationCircleOutlined />,
            color: '#cf1322',
          },
          {
            key: 'upcoming',
            label: 'Upcoming (7 days)',
            value: data?.upcoming,
            icon: <ClockCircleOutlined />,
            color: '#0958d9',
          },
          {
            key: 'in-progress',
            label: 'In Progress',
            value: data?.inProgress,
            icon: <SyncOutlined />,
            color: '#d46b08',
          },
          {
            key: 'alerts',
            label: 'Active Alerts',
            value: data?.unacknowledgedAlerts,
            icon: <BellOutlined />,
            color: '#531dab',
          },
        ]}
      />
      {isError ? <Alert type="error" showIcon title="Failed to fetch dashboard data" /> : null}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data ? (
        <Flex vertical gap={16}>
          <ScheduleSection
            title="Overdue Maintenance"
            testId="overdue-list"
            total={data.overdue}
            items={data.overdueSchedules}
            empty="No overdue maintenance"
            onAction={onAction}
            onMore={() => onTab('schedules', 'overdue')}
          />
          <ScheduleSection
            title="Upcoming Maintenance"
            testId="upcoming-list"
            total={data.upcoming}
            items={data.upcomingSchedules}
            empty="No maintenance due in the next 7 days"
            onAction={onAction}
            onMore={() => onTab('schedules', 'upcoming')}
          />
          <ScheduleSection
            title="In Progress"
            testId="in-progress-list"
            total={data.inProgress}
            items={data.inProgressSchedules}
            empty="No work in progress"
            onAction={onAction}
            onMore={() => onTab('schedules', 'in-progress')}
          />
        </Flex>
      ) : null}
    </div>
  );
}
