import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Card, Grid } from 'antd';
import { useListHydrantsQuery } from '@hydrant/api-client/generated/hydrants';
import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { REGISTRY_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './hydrant-constants';
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
import { useRegistryQuery } from './registry/use-registry-query';
import { neighbourCursor } from './registry/registry-cursor';
import type { RegistryCursor } from './registry/registry-cursor';
import { downloadHydrantsCsv } from './export/hydrants-csv-download';
import { useLinkedHydrant } from './registry/use-linked-hydrant';
import { OutOfServiceCard } from './out-of-service/out-of-service-card';
import { useStableCallback } from './use-stable-callback';
import { useEarlyMapExtent } from '../map-screens/use-hydrant-points';

const NO_ITEMS: HydrantDto[] = [];

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

  // page, search and status live in the URL (reload, links, Back and Forward keep them)
  const [query, setQuery] = useRegistryQuery();
  const { page } = query;
  const search = query.search || undefined;
  const status = query.status === 'all' ? undefined : query.status;
  // the map's extent is asked for before the cards and the registry render (the map asks
  // for its view once it has the extent)
  useEarlyMapExtent({ status, search });
  // the out-of-service list and the registry render in a second pass, after the first one
  // (title, stat cards, filters, the map) is committed and the map has started
  const belowMap = useDeferredValue(true, false);
  // Next and Previous read the neighbouring page by keyset (after the last / before the first
  // hydrantId shown), which stays cheap however deep the page; other jumps use the page number.
  const [cursor, setCursor] = useState<RegistryCursor | null>(null);
  const setPage = (next: number) => {
    setCursor(neighbourCursor(currentData?.items ?? [], { page, status, search }, next));
    setQuery({ page: next });
  };
  const keyset =
    cursor && cursor.page === page && cursor.status === status && cursor.search === search ? cursor.key : {};

  // the box shows what is typed; the URL takes it once typing pauses, in place (a search
  // is one history entry, not one per key)
  const [searchText, setSearchText] = useState(query.search);
  const typed = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const written = useRef(query.search);
  useEffect(() => {
    written.current = typed;
    if (typed !== query.search) setQuery({ search: typed }, { replace: true });
    // only a pause in typing writes the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  // Back or Forward to another search (not our own write: the user may type on): the box shows it
  useEffect(() => {
    if (query.search === written.current) return;
    written.current = query.search;
    setSearchText(query.search);
  }, [query.search]);

  const [adding, setAdding] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [editing, setEditing] = useState<HydrantDto | null>(null);
  const [detailsId, setDetailsId] = useLinkedHydrant();
  const [exporting, setExporting] = useState(false);

  const { currentData, isFetching, isError } = useListHydrantsQuery({
    status,
    search,
    page,
    pageSize: REGISTRY_PAGE_SIZE,
    ...keyset,
  });
  const items = currentData?.items ?? NO_ITEMS;
  const total = currentData?.total ?? 0;
  // The table is drawn after what is urgent (the map asks for its view first), a step behind
  // the answer: its rows and its loading state together, so it never flashes empty between them.
  const rows = useDeferredValue(
    useMemo(
      () => ({ items: isError ? NO_ITEMS : items, loading: !currentData && isFetching }),
      [isError, items, currentData, isFetching],
    ),
  );
  const onView = useCallback((h: HydrantDto) => setDetailsId(h.id), [setDetailsId]);
  const onDelete = useStableCallback(confirmDelete);

  // deleting the last row of the last page (or a link to a page that no longer exists):
  // the last page there is, in place of this one
  useEffect(() => {
    if (currentData && currentData.items.length === 0 && currentData.total > 0 && page > 1) {
      setQuery({ page: Math.ceil(currentData.total / REGISTRY_PAGE_SIZE) }, { replace: true });
    }
  }, [currentData, page, setQuery]);

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
      <RegistryFilters
        search={searchText}
        status={query.status}
        onSearch={setSearchText}
        onStatus={(next) => setQuery({ status: next })}
      />
      <HydrantMapPanel status={status} search={search} onViewDetails={setDetailsId} />
      {belowMap ? <OutOfServiceCard onViewDetails={setDetailsId} /> : null}

      {belowMap ? (
        <Card title="Hydrant Registry" size="small">
          <Registry items={rows.items} loading={rows.loading} onEdit={setEditing} onView={onView} onDelete={onDelete} />
          <RegistryPager
            page={page}
            pageSize={REGISTRY_PAGE_SIZE}
            shown={items.length}
            total={total}
            totalIsEstimate={currentData?.totalIsEstimate}
            disabled={isFetching}
            onPage={setPage}
          />
        </Card>
      ) : null}

      <AddHydrantDialog open={adding} onClose={() => setAdding(false)} />
      <EditHydrantDialog hydrant={editing} onClose={() => setEditing(null)} />
      <HydrantDetailsDialog hydrantId={detailsId} onClose={() => setDetailsId(null)} />
      <BulkInspectionDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />
    </div>
  );
}
