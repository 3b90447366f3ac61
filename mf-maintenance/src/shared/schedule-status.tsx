import { Tag } from 'antd';

const STATUS: Record<string, { label: string; color: string }> = {
  scheduled: { label: 'SCHEDULED', color: 'blue' },
  'in-progress': { label: 'IN PROGRESS', color: 'processing' },
  completed: { label: 'COMPLETED', color: 'green' },
  overdue: { label: 'OVERDUE', color: 'red' },
  incomplete: { label: 'INCOMPLETE', color: 'orange' },
  cancelled: { label: 'CANCELLED', color: 'default' },
};

/** A schedule's or history record's status as a badge. */
export function ScheduleStatusBadge({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status.toUpperCase(), color: 'default' };
  return (
    <Tag color={s.color} data-status={status}>
      {s.label}
    </Tag>
  );
}
