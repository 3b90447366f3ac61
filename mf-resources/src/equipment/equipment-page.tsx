import { useState } from 'react';
import { Button, Card, Col, Empty, Row, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DemoDisabled, PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { useDebouncedValue } from '../common/use-debounced-value';
import { ListFooter } from '../common/list-footer';
import { useConfirmDelete } from '../common/confirm-delete';
import { EQUIPMENT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './equipment-constants';
import { EquipmentCounters } from './equipment-counters';
import { EquipmentFilters } from './equipment-filters';
import { EquipmentCard } from './equipment-card';
import { AddEquipmentDialog, EditEquipmentDialog } from './equipment-dialogs';
import { EquipmentDetailsDialog } from './equipment-details-dialog';
import { useDeleteEquipment, useEquipmentList, useEquipmentStats, useEquipmentTypes } from './equipment-api';
import { useEquipmentToasts } from './use-equipment-toasts';
import type { Equipment, EquipmentStatus } from './equipment-types';

/**
 * Equipment Management (/equipment, SPEC §2 and DECISIONS §10): counters, search and
 * filters, the inventory as cards paged on the server, and the add, edit, details and
 * delete dialogs.
 */
export function EquipmentPage() {
  useRemoteDiagnostics('Equipment');
  const toast = useEquipmentToasts();
  const confirmDelete = useConfirmDelete();
  const [deleteEquipment] = useDeleteEquipment();

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState('all');
  const [type, setType] = useState('all');
  const [page, setPage] = useState(1);
  // a new search or filter starts again on the first page
  const filterKey = JSON.stringify([search, status, type]);
  const [pagedFor, setPagedFor] = useState(filterKey);
  if (pagedFor !== filterKey) {
    setPagedFor(filterKey);
    setPage(1);
  }

  const stats = useEquipmentStats();
  const types = useEquipmentTypes();
  const list = useEquipmentList({
    search: search || undefined,
    status: status === 'all' ? undefined : (status as EquipmentStatus),
    type: type === 'all' ? undefined : type,
    page,
    pageSize: EQUIPMENT_PAGE_SIZE,
  });
  const items = list.currentData?.items ?? [];
  const matching = list.currentData?.total ?? 0;
  const total = stats.data?.total ?? matching;
  const filtered = Boolean(search) || status !== 'all' || type !== 'all';

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Equipment | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  function onDelete(item: Equipment) {
    confirmDelete('Delete Equipment', item.name, async () => {
      try {
        await deleteEquipment({ id: item.id }).unwrap();
        toast.success('Equipment deleted', 'Equipment has been successfully removed from inventory.');
      } catch {
        toast.error('Failed to delete equipment. Please try again.');
      }
    });
  }

  return (
    <div data-testid="equipment-page">
      <PageTitle
        extra={
          <DemoDisabled>
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
              Add New Equipment
            </Button>
          </DemoDisabled>
        }
      >
        Equipment Management
      </PageTitle>
      <EquipmentCounters counts={stats.data} loading={stats.isLoading} error={stats.isError} />
      <EquipmentFilters
        search={searchText}
        status={status}
        type={type}
        types={types}
        onSearch={setSearchText}
        onStatus={setStatus}
        onType={setType}
      />
      <Card size="small" title="Equipment Inventory">
        {!list.currentData && (list.isFetching || list.isLoading) ? (
          <Spin description="Loading equipment..." data-testid="equipment-loading">
            <div style={{ padding: 32, textAlign: 'center' }}>Loading equipment...</div>
          </Spin>
        ) : items.length === 0 ? (
          <Empty
            data-testid="equipment-empty"
            description={
              list.isError
                ? 'Failed to fetch equipment'
                : filtered
                  ? 'No equipment matches your filters'
                  : 'No equipment found'
            }
          />
        ) : (
          <Row gutter={[12, 12]} data-testid="equipment-list" aria-busy={list.isFetching}>
            {items.map((item) => (
              <Col key={item.id} xs={24} md={12} xl={8}>
                <EquipmentCard
                  item={item}
                  onView={() => setViewing(item.id)}
                  onEdit={() => setEditing(item)}
                  onDelete={() => onDelete(item)}
                />
              </Col>
            ))}
          </Row>
        )}
        <ListFooter
          page={page}
          pageSize={EQUIPMENT_PAGE_SIZE}
          matching={matching}
          total={total}
          noun="items"
          onPage={setPage}
          testId="equipment-count"
        />
      </Card>
      <AddEquipmentDialog open={adding} onClose={() => setAdding(false)} />
      <EditEquipmentDialog item={editing} onClose={() => setEditing(null)} />
      <EquipmentDetailsDialog id={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
