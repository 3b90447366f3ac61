import { useState } from 'react';
import { Alert, Empty, Flex, Typography } from 'antd';
import { Pagination, Skeleton, Timeline } from '@hydrant/antd-more';
import { AuditChanges, auditActionLabel, formatDateTime } from '@hydrant/ui';
import { useListHydrantChangesQuery } from '@hydrant/api-client/generated/audit';

export const CHANGES_PAGE_SIZE = 5;

/**
 * A hydrant's 'History of changes': every change of its record from the audit
 * trail, newest first, who and when, field by field (old → new); paged on the server.
 */
export function HydrantChanges({ hydrantId }: { hydrantId: number }) {
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(hydrantId);
  if (pageOf !== hydrantId) {
    setPageOf(hydrantId);
    setPage(1);
  }
  const { data, isLoading, isError } = useListHydrantChangesQuery(
    { id: hydrantId, page, pageSize: CHANGES_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError) return <Alert type="error" showIcon title="Failed to fetch the history of changes" />;
  if (!data || data.total === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No changes recorded yet" />;
  return (
    <div data-testid="hydrant-changes">
      <Timeline
        items={data.items.map((entry) => ({
          key: entry.id,
          content: (
            <div data-testid="hydrant-change" data-action={entry.action}>
              <Flex gap={6} wrap>
                <Typography.Text strong>{auditActionLabel(entry.action)}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(entry.at)} · {entry.actorName}
                </Typography.Text>
              </Flex>
              <AuditChanges action={entry.action} changes={entry.changes} />
            </div>
          ),
        }))}
      />
      {data.total > CHANGES_PAGE_SIZE ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">{data.total.toLocaleString()} changes</Typography.Text>
          <Pagination
            size="small"
            simple
            current={page}
            pageSize={CHANGES_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
          />
        </Flex>
      ) : null}
    </div>
  );
}
