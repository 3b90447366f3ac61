import { useEffect, useState } from 'react';
import { Card, Grid } from 'antd';
import { useListHydrantsQuery } from '@hydrant/api-client/generated/hydrants';
import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { REGISTRY_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './hydrant-constants';
import type { StatusFilter } from './hydrant-constants';
import type { HydrantDto } from './hydrant-types';
import { useDebouncedValue } from '../map-screens/use-debounced-value';
import { useToasts } from './use-toasts';
import { StatCards } from './stats/stat-cards';
import { DashboardActions } from './toolbar/dashboard-actions';
import { RegistryFilters } from './toolbar/registry-filters';
import { HydrantMapPanel } from './map/hydrant-map-panel';
import { HydrantRegistryTable } from './registry/hydrant-registry-table';
import { HydrantRegistryList } from './registry/hydrant-registry-list';
import { RegistryPager } from './registry/registry-pager';
import { useDeleteHydrant } from './registry/use-delete-hydrant';
import { AddHydrantDialog } from './dialogs/add-hydrant-dialog';
import { EditHydrantDialog } from './dialogs/edit-hydrant-dialog';
import { HydrantDetailsDialog } from './dialogs/hydrant-details-dialog';
import { BulkInspectionDialog } from './dialogs/bulk-inspection-dialog';
import { useDownload } from '../downloads/file-download';
import { downloadHydrantsCsv } from './export/hydrants-csv-download';

/**
 * Dashboard (/): stat cards, Add New Hydrant / Bulk Inspection / Export Data, search and
 * status filter, the 'Hydrant Locations' map and the 'Hydrant Registry' table, paged on
 * the server (SPEC §2, DECISIONS §5).
 */
export function DashboardPage() {
  useRemoteDiagnostics('Dashboard');
  const toast = useToasts();
  const confirmDelete = useDeleteHydrant();
  // phones get a list instead of a seven-column table (md: 768 px)
  const Registry = Grid.useBreakpoint().md === false ? HydrantRegistryList : HydrantRegistryTable;

  const [searchText, setSearchText] = useState('');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  const status = statusFilter === 'all' ? undefined : statusFilter;

  const [adding, setAdding] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [editing, setEditing] = useState<HydrantDto | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  // a new search or filter starts again at page 1
  const [pagedFilters, setPagedFilters] = useState({ search, status });
  if (pagedFilters.search !== search || pagedFilters.status !== status) {
    setPagedFilters({ search, status });
    setPage(1);
  }

  const { currentData, isFetching, isError } = useListHydrantsQuery({
    status,
    search,
    page,
    pageSize: REGISTRY_PAGE_SIZE,
  });
  const items = currentData?.items ?? [];
  const total = currentData?.total ?? 0;

  // deleting the last row of the last page: step back to the page before
  useEffect(() => {
    if (currentData && currentData.items.length === 0 && currentData.total > 0 && page > 1) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- steps back when the server answers that the page is past the end (after a delete)
      setPage(Math.ceil(currentData.total / REGISTRY_PAGE_SIZE));
    }
  }, [currentData, page]);

  const exportCsv = useDownload(downloadHydrantsCsv);
  async function onExport() {
    setExporting(true);
    try {
      await exportCsv({ status, search });
    } catch {
      toast.error('Failed to export hydrants');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="hydrant-dashboard" data-testid="hydrant-dashboard">
      <PageTitle
        extra={
          <DashboardActions
            onAdd={() => setAdding(true)}
            onBulk={() => setBulkOpen(true)}
            onExport={() => void onExport()}
            exporting={exporting}
          />
        }
      >
        Hydrant Command Dashboard
      </PageTitle>

      <StatCards />
      <RegistryFilters search={searchText} status={statusFilter} onSearch={setSearchText} onStatus={setStatusFilter} />
      <HydrantMapPanel status={status} search={search} onViewDetails={setDetailsId} />

      <Card title="Hydrant Registry" size="small">
        <Registry
          items={isError ? [] : items}
          loading={!currentData && isFetching}
          onEdit={setEditing}
          onView={(h) => setDetailsId(h.id)}
          onDelete={confirmDelete}
        />
        <RegistryPager
          page={page}
          pageSize={REGISTRY_PAGE_SIZE}
          shown={items.length}
          total={total}
          disabled={isFetching}
          onPage={setPage}
        />
      </Card>

      <AddHydrantDialog open={adding} onClose={() => setAdding(false)} />
      <EditHydrantDialog hydrant={editing} onClose={() => setEditing(null)} />
      <HydrantDetailsDialog hydrantId={detailsId} onClose={() => setDetailsId(null)} />
      <BulkInspectionDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />
    </div>
  );
}
