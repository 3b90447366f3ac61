import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { DemoDisabled, formatDate } from '@hydrant/ui';
import { HydrantLink, addressText } from '../../shared/hydrant-link';
import { ScheduleStatusBadge } from '../../shared/schedule-status';
import { typeLabel } from '../../shared/types';
import type { HistoryRecord } from '../../shared/types';
import { HistoryPhotos } from './history-photos';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Descriptions.Item label={label}>{children}</Descriptions.Item>
);

/** One 'Maintenance History Log' record with every field of SPEC §2, its readings and photos. */
export function HistoryRecordCard({
  record,
  deleting,
  onDelete,
}: {
  record: HistoryRecord;
  deleting?: boolean;
  onDelete: (record: HistoryRecord) => void;
}) {
  const column = { xs: 1, sm: 2, md: 3, lg: 3, xl: 3, xxl: 3 };
  return (
    <Card size="small" data-testid="history-record" data-record-id={record.id} styles={{ body: { padding: 12 } }}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex gap={8} align="center" wrap>
          <ScheduleStatusBadge status={record.status} />
          <Tag>{typeLabel(record.maintenanceType)}</Tag>
          <Typography.Text strong>
            <HydrantLink id={record.hydrant.id} label={record.hydrant.hydrantId} />
          </Typography.Text>
          <Typography.Text type="secondary">{addressText(record.hydrant.address)}</Typography.Text>
        </Flex>
        <DemoDisabled>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            loading={deleting}
            onClick={() => onDelete(record)}
            aria-label={`Delete history record of ${record.hydrant.hydrantId} on ${formatDate(record.completedDate)}`}
          >
            Delete
          </Button>
        </DemoDisabled>
      </Flex>
      <Descriptions size="small" column={column} style={{ marginTop: 8 }}>
        <Field label="Completed">{formatDate(record.completedDate)}</Field>
        <Field label="Technician">
          {record.technicianName}
          {record.technicianId ? ` (${record.technicianId})` : ''}
        </Field>
        <Field label="Duration">{record.workDuration !== null ? `${record.workDuration} minutes` : 'N/A'}</Field>
        <Field label="Cost">{record.cost ?? 'N/A'}</Field>
        <Field label="Parts Used">{record.partsUsed ?? 'None'}</Field>
        <Field label="Next Maintenance">{formatDate(record.nextMaintenanceDate)}</Field>
        {record.pressure !== undefined && record.pressure !== null ? (
          <Field label="Pressure">{record.pressure} PSI</Field>
        ) : null}
        {record.flowRate !== undefined && record.flowRate !== null ? (
          <Field label="Flow Rate">{record.flowRate} GPM</Field>
        ) : null}
      </Descriptions>
      <Typography.Paragraph style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>
        <Typography.Text strong>Work performed: </Typography.Text>
        {record.workPerformed}
      </Typography.Paragraph>
      {record.findingsNotes ? (
        <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
          <Typography.Text strong>Findings / notes: </Typography.Text>
          {record.findingsNotes}
        </Typography.Paragraph>
      ) : null}
      <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
        <Typography.Text strong>Issues found: </Typography.Text>
        {record.issuesFound ?? 'None'}
      </Typography.Paragraph>
      {record.checklist && record.checklist.length > 0 ? (
        <Flex wrap gap={4} style={{ marginTop: 4 }}>
          {record.checklist.map((c) => (
            <Tag key={c} color="green">
              {c}
            </Tag>
          ))}
        </Flex>
      ) : null}
      {record.photos.length > 0 ? (
        <div style={{ marginTop: 8 }}>
          <HistoryPhotos photos={record.photos} label={`${record.hydrant.hydrantId} record`} />
        </div>
      ) : null}
    </Card>
  );
}
