import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { CheckOutlined, ExclamationCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { DemoDisabled, PriorityBadge, formatDate } from '@hydrant/ui';
import { HydrantLink, addressText } from '../../shared/hydrant-link';
import { ScheduleStatusBadge } from '../../shared/schedule-status';
import { typeLabel } from '../../shared/types';
import type { Schedule } from '../../shared/types';
import { isOverdue, scheduleActions } from './schedule-actions';

/** Schedule cards side by side where there is room (two or three columns), one column on a phone. */
export const SCHEDULE_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 400px), 1fr))',
  gap: 8,
} as const;

export type ScheduleIntent =
  { kind: 'start'; schedule: Schedule } | { kind: 'complete'; schedule: Schedule; status: 'completed' | 'incomplete' };

/** One schedule with its hydrant, date, type, priority, assignee and the actions its status allows. */
export function ScheduleCard({
  schedule,
  onAction,
}: {
  schedule: Schedule;
  onAction: (intent: ScheduleIntent) => void;
}) {
  const actions = scheduleActions(schedule.status);
  const overdue = isOverdue(schedule.status, schedule.scheduledDate);
  const shownStatus = overdue ? 'overdue' : schedule.status;
  return (
    <Card
      size="small"
      data-testid="schedule-card"
      data-schedule-id={schedule.id}
      data-status={schedule.status}
      styles={{ body: { padding: 12 } }}
      style={overdue ? { borderLeft: '4px solid #cf1322' } : undefined}
    >
      <Flex gap={12} justify="space-between" wrap>
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>
              <HydrantLink id={schedule.hydrant.id} label={schedule.hydrant.hydrantId} />
            </Typography.Text>
            <PriorityBadge priority={schedule.priority} />
            <ScheduleStatusBadge status={shownStatus} />
          </Flex>
          <Typography.Text type="secondary">{addressText(schedule.hydrant.address)}</Typography.Text>
          <Typography.Text>
            {typeLabel(schedule.maintenanceType)} · {formatDate(schedule.scheduledDate)}
            {schedule.estimatedDuration ? ` · ${schedule.estimatedDuration} min` : ''}
          </Typography.Text>
          <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }} ellipsis={{ rows: 3 }}>
            {schedule.description}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {schedule.status === 'in-progress' && schedule.technicianName
              ? `Technician: ${schedule.technicianName}${schedule.technicianId ? ` (${schedule.technicianId})` : ''}`
              : `Assigned to: ${schedule.assignedTo ?? 'Unassigned'}`}
          </Typography.Text>
          {schedule.alertId ? (
            <Typography.Text style={{ fontSize: 12 }}>
              <Link to={`/alerts?alert=${schedule.alertId}`} data-testid="schedule-alert-link">
                Scheduled from alert {schedule.alertId}
              </Link>
            </Typography.Text>
          ) : null}
        </Flex>
        {actions.length > 0 ? (
          <Flex gap={8} align="flex-start" wrap>
            {actions.includes('start') ? (
              <DemoDisabled minRole="inspector">
                <Button
                  type={schedule.status === 'in-progress' ? 'default' : 'primary'}
                  icon={<PlayCircleOutlined aria-hidden="true" />}
                  onClick={() => onAction({ kind: 'start', schedule })}
                >
                  Start Work
                </Button>
              </DemoDisabled>
            ) : null}
            {actions.includes('complete') ? (
              <DemoDisabled minRole="inspector">
                <Button
                  type="primary"
                  icon={<CheckOutlined aria-hidden="true" />}
                  onClick={() => onAction({ kind: 'complete', schedule, status: 'completed' })}
                >
                  Complete Work
                </Button>
              </DemoDisabled>
            ) : null}
            {actions.includes('log-issues') ? (
              <DemoDisabled minRole="inspector">
                <Button
                  icon={<ExclamationCircleOutlined aria-hidden="true" />}
                  onClick={() => onAction({ kind: 'complete', schedule, status: 'incomplete' })}
                >
                  Log Issues
                </Button>
              </DemoDisabled>
            ) : null}
            {actions.includes('mark-complete') ? (
              <DemoDisabled minRole="inspector">
                <Button
                  type="primary"
                  icon={<CheckOutlined aria-hidden="true" />}
                  onClick={() => onAction({ kind: 'complete', schedule, status: 'completed' })}
                >
                  Mark Complete
                </Button>
              </DemoDisabled>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
