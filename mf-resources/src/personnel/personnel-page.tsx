import { useState } from 'react';
import { Button, Card, Col, Empty, Row, Spin } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { DemoDisabled, PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { useDebouncedValue } from '../common/use-debounced-value';
import { ListFooter } from '../common/list-footer';
import { useConfirmDelete } from '../common/confirm-delete';
import { PERSONNEL_PAGE_SIZE } from './personnel-constants';
import { PersonnelCounters } from './personnel-counters';
import { PersonnelFilters } from './personnel-filters';
import { PersonnelCard } from './personnel-card';
import { AddPersonnelDialog, EditPersonnelDialog } from './personnel-dialogs';
import { PersonnelDetailsDialog } from './personnel-details-dialog';
import { useDeletePersonnel, usePersonnelFacets, usePersonnelList, usePersonnelStats } from './personnel-api';
import { usePersonnelToasts } from './use-personnel-toasts';
import type { Person, PersonnelStatus } from './personnel-types';

/**
 * Personnel Management (/personnel, SPEC §2 and DECISIONS §10): counters, search and
 * filters, the roster as cards paged on the server, and the add, edit, details and
 * delete dialogs.
 */
export function PersonnelPage() {
  useRemoteDiagnostics('Personnel');
  const toast = usePersonnelToasts();
  const confirmDelete = useConfirmDelete();
  const [deletePersonnel] = useDeletePersonnel();

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [status, setStatus] = useState('all');
  const [department, setDepartment] = useState('all');
  const [page, setPage] = useState(1);
  // a new search or filter starts again on the first page
  const filterKey = JSON.stringify([search, status, department]);
  const [pagedFor, setPagedFor] = useState(filterKey);
  if (pagedFor !== filterKey) {
    setPagedFor(filterKey);
    setPage(1);
  }

  const stats = usePersonnelStats();
  const facets = usePersonnelFacets();
  const list = usePersonnelList({
    search: search || undefined,
    status: status === 'all' ? undefined : (status as PersonnelStatus),
    department: department === 'all' ? undefined : department,
    page,
    pageSize: PERSONNEL_PAGE_SIZE,
  });
  const people = list.currentData?.items ?? [];
  const matching = list.currentData?.total ?? 0;
  const total = stats.data?.total ?? matching;
  const filtered = Boolean(search) || status !== 'all' || department !== 'all';

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Person | null>(null);
  const [viewing, setViewing] = useState<Person | null>(null);

  function onDelete(p: Person) {
    confirmDelete('Delete Personnel', p.name, async () => {
      try {
        await deletePersonnel({ id: p.id }).unwrap();
        toast.success('Personnel deleted', 'Personnel member has been successfully removed.');
      } catch {
        toast.error('Failed to delete personnel. Please try again.');
      }
    });
  }

  return (
    <div data-testid="personnel-page">
      <PageTitle
        extra={
          <DemoDisabled>
            <Button type="primary" icon={<UserAddOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
              Add New Personnel
            </Button>
          </DemoDisabled>
        }
      >
        Personnel Management
      </PageTitle>
      <PersonnelCounters counts={stats.data} loading={stats.isLoading} error={stats.isError} />
      <PersonnelFilters
        search={searchText}
        status={status}
        department={department}
        departments={facets.data?.departments ?? []}
        onSearch={setSearchText}
        onStatus={setStatus}
        onDepartment={setDepartment}
      />
      <Card size="small" title="Personnel Roster">
        {!list.currentData && (list.isFetching || list.isLoading) ? (
          <Spin description="Loading personnel..." data-testid="personnel-loading">
            <div style={{ padding: 32, textAlign: 'center' }}>Loading personnel...</div>
          </Spin>
        ) : people.length === 0 ? (
          <Empty
            data-testid="personnel-empty"
            description={
              list.isError
                ? 'Failed to fetch personnel'
                : filtered
                  ? 'No personnel match your filters'
                  : 'No personnel found'
            }
          />
        ) : (
          <Row gutter={[12, 12]} data-testid="personnel-list" aria-busy={list.isFetching}>
            {people.map((p) => (
              <Col key={p.id} xs={24} md={12} xl={8}>
                <PersonnelCard
                  person={p}
                  onView={() => setViewing(p)}
                  onEdit={() => setEditing(p)}
                  onDelete={() => onDelete(p)}
                />
              </Col>
            ))}
          </Row>
        )}
        <ListFooter
          page={page}
          pageSize={PERSONNEL_PAGE_SIZE}
          matching={matching}
          total={total}
          noun="personnel"
          onPage={setPage}
          testId="personnel-count"
        />
      </Card>
      <AddPersonnelDialog open={adding} onClose={() => setAdding(false)} />
      <EditPersonnelDialog person={editing} onClose={() => setEditing(null)} />
      <PersonnelDetailsDialog person={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
