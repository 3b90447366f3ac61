import { useState } from 'react';
import { App, Alert, Card, Empty, Flex, Input, Select, Typography } from 'antd';
import { useDeleteHistory, useHistory } from '../../data/hooks';
import type { HistoryFilters } from '../../data/hooks';
import { ListPager } from '../../shared/list-pager';
import { MAINTENANCE_TYPES } from '../../shared/types';
import type { HistoryRecord, MaintenanceType } from '../../shared/types';
import { useMaintenanceToasts } from '../../shared/toasts';
import { usePageParam } from '../../shared/use-page-param';
import { HydrantFilterTag, useHydrantFilter } from '../../shared/use-hydrant-filter';
import { formatDate } from '@hydrant/ui';
import { HistoryRecordCard } from './history-record-card';

export const HISTORY_PAGE_SIZE = 20;

/** The History tab: 'Maintenance History Log', newest first, filtered and paged on the server. */
export function HistoryTab() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const [hydrantId, clearHydrant] = useHydrantFilter();
  const { data, isLoading, isFetching, isError } = useHistory({ ...filters, hydrantId }, page, HISTORY_PAGE_SIZE);
  const [remove] = useDeleteHistory();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const toast = useMaintenanceToasts();
  const { modal } = App.useApp();
  const filter = (next: HistoryFilters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };

  function confirmDelete(record: HistoryRecord) {
    modal.confirm({
      title: 'Delete history record',
      content: `Are you sure you want to delete the ${record.maintenanceType} record of hydrant ${record.hydrant.hydrantId} from ${formatDate(record.completedDate)}? This action cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        setDeletingId(record.id);
        try {
          await remove(record.id);
          toast.success('History Deleted', 'The maintenance history record was deleted');
        } catch {
          toast.error('Failed to delete maintenance history');
        } finally {
          setDeletingId(null);
        }
      },
    });
  }

  return (
    <Card
      size="small"
      title={
        <span role="heading" aria-level={2}>
          Maintenance History Log
        </span>
      }
      data-testid="history-tab"
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<MaintenanceType | 'all'>
          aria-label="Maintenance type"
          value={filters.maintenanceType ?? 'all'}
          onChange={(v) => filter({ maintenanceType: v === 'all' ? undefined : v })}
          options={[{ value: 'all', label: 'All types' }, ...MAINTENANCE_TYPES]}
          style={{ minWidth: 150 }}
        />
        <Flex align="center" gap={6}>
          <Typography.Text type="secondary">From</Typography.Text>
          <Input
            type="date"
            aria-label="Completed from"
            value={filters.from ?? ''}
            onChange={(e) => filter({ from: e.target.value || undefined })}
            style={{ width: 160 }}
          />
        </Flex>
        <Flex align="center" gap={6}>
          <Typography.Text type="secondary">To</Typography.Text>
          <Input
            type="date"
            aria-label="Completed to"
            value={filters.to ?? ''}
            onChange={(e) => filter({ to: e.target.value || undefined })}
            style={{ width: 160 }}
          />
        </Flex>
        {hydrantId !== undefined ? (
          <HydrantFilterTag label={data?.items[0]?.hydrant.hydrantId ?? `#${hydrantId}`} onClear={clearHydrant} />
        ) : null}
      </Flex>
      {isError ? <Alert type="error" showIcon title="Failed to fetch maintenance history" /> : null}
      {isLoading ? (
        <Typography.Text type="secondary" data-testid="history-loading">
          Loading maintenance history...
        </Typography.Text>
      ) : data && data.items.length > 0 ? (
        <Flex vertical gap={8} data-testid="history-list">
          {data.items.map((r) => (
            <HistoryRecordCard key={r.id} record={r} deleting={deletingId === r.id} onDelete={confirmDelete} />
          ))}
        </Flex>
      ) : isError ? null : (
        <Empty description="No maintenance history records found" />
      )}
      <ListPager
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        shown={data?.items.length ?? 0}
        total={data?.total ?? 0}
        noun="records"
        onPage={setPage}
        disabled={isFetching}
      />
    </Card>
  );
}
