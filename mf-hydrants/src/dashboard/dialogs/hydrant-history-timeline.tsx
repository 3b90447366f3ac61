import { useState } from 'react';
import { Alert, Empty, Flex, Tag, Typography } from 'antd';
import { Pagination, Skeleton, Timeline } from '@hydrant/antd-more';
import { Link } from 'react-router';
import { formatDate } from '@hydrant/ui';
import { useGetHydrantHistoryQuery } from '@hydrant/api-client/generated/hydrants';
import type { MaintenanceRecordDto } from '@hydrant/api-client/generated/hydrants';
import { ReadingsChart } from './readings-chart';

export const HISTORY_PAGE_SIZE = 10;

const TYPE_COLOR: Record<string, string> = {
  inspection: 'blue',
  routine: 'green',
  repair: 'orange',
  emergency: 'red',
};
/** The timeline's dots (antd maps colour names to theme tokens: 'blue' would be the red primary). */
const DOT_COLOR: Record<string, string> = {
  inspection: '#1677ff',
  routine: '#389e0d',
  repair: '#d46b08',
  emergency: '#cf1322',
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Entry({ record }: { record: MaintenanceRecordDto }) {
  const readings = [
    record.pressure !== null ? `${record.pressure} PSI` : null,
    record.flowRate !== null ? `${record.flowRate} GPM` : null,
  ].filter(Boolean);
  return (
    <div data-testid="history-entry" data-record-id={record.id}>
      <Flex gap={6} align="center" wrap>
        <Typography.Text strong>{formatDate(record.completedDate)}</Typography.Text>
        <Tag color={TYPE_COLOR[record.maintenanceType] ?? 'default'}>{capital(record.maintenanceType)}</Tag>
        {record.status === 'incomplete' ? <Tag color="orange">INCOMPLETE</Tag> : null}
        {record.source === 'bulk-inspection' ? <Tag>Bulk inspection</Tag> : null}
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {record.technicianName}
        {record.technicianId ? ` (${record.technicianId})` : ''}
        {readings.length ? ` · ${readings.join(' · ')}` : ''}
      </Typography.Text>
      <Typography.Text style={{ display: 'block', whiteSpace: 'pre-wrap' }}>{record.workPerformed}</Typography.Text>
      {record.issuesFound ? (
        <Typography.Text type="danger" style={{ display: 'block', whiteSpace: 'pre-wrap' }}>
          Issues: {record.issuesFound}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * A hydrant's timeline of inspections and maintenance, newest first, paged on the server
 * (GET /api/hydrants/{id}/history; DECISIONS §7), with its pressure and flow readings over time.
 */
export function HydrantHistoryTimeline({ hydrantId }: { hydrantId: number }) {
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(hydrantId);
  if (pageOf !== hydrantId) {
    setPageOf(hydrantId);
    setPage(1);
  }
  const { data, isLoading, isError } = useGetHydrantHistoryQuery({ id: hydrantId, page, pageSize: HISTORY_PAGE_SIZE });
  const links = (
    <Flex gap={12} wrap style={{ marginBottom: 8 }}>
      <Link to={`/maintenance?tab=schedules&hydrant=${hydrantId}`}>Maintenance schedules</Link>
      <Link to={`/maintenance?tab=history&hydrant=${hydrantId}`}>Full maintenance history</Link>
    </Flex>
  );
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError) return <Alert type="error" showIcon title="Failed to fetch maintenance history" />;
  if (!data || data.total === 0)
    return (
      <>
        {links}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No inspections or maintenance recorded yet" />
      </>
    );
  return (
    <div data-testid="hydrant-history">
      {links}
      <ReadingsChart records={data.items} />
      <Timeline
        style={{ marginTop: 12 }}
        items={data.items.map((r) => ({
          key: r.id,
          color: DOT_COLOR[r.maintenanceType] ?? '#8c8c8c',
          content: <Entry record={r} />,
        }))}
      />
      {data.total > HISTORY_PAGE_SIZE ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">{data.total.toLocaleString()} records</Typography.Text>
          <Pagination
            size="small"
            simple
            current={page}
            pageSize={HISTORY_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
          />
        </Flex>
      ) : null}
    </div>
  );
}
