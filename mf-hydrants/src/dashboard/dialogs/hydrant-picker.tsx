import { useState } from 'react';
import { Alert, Button, Flex, Select, Spin, Typography } from 'antd';
import { hydrantsApi, useListHydrantsQuery } from '@hydrant/api-client/generated/hydrants';
import { SEARCH_DEBOUNCE_MS } from '../hydrant-constants';
import { useDebouncedValue } from '../../map-screens/use-debounced-value';
import { useToasts } from '../use-toasts';
import { aboutCount } from '../registry/page-window';

/** A bulk inspection covers at most this many hydrants (BulkInspectionDto). */
export const BULK_MAX_HYDRANTS = 10_000;
/** Matches offered per search. */
const OPTIONS_PAGE_SIZE = 50;

/**
 * The hydrants a bulk inspection covers: either hand-picked ones (`picked`, with their
 * labels for the tags) or every hydrant matching a search (`allMatching`).
 */
export interface HydrantSelection {
  picked: { value: number; label: string }[];
  allMatching: { search: string; ids: number[] } | null;
}

export const emptySelection = (): HydrantSelection => ({ picked: [], allMatching: null });

export const selectedIds = (s: HydrantSelection): number[] =>
  s.allMatching ? s.allMatching.ids : s.picked.map((p) => p.value);

const quoted = (search: string) => (search ? ` matching “${search}”` : '');

/**
 * Searchable multi-select over the whole registry (server search, 50 matches at a time),
 * plus 'Select all N matching' for large selections (ids from the map-points endpoint,
 * which lists every matching hydrant in one answer).
 */
export function HydrantPicker({
  value,
  onChange,
  disabled,
  id,
}: {
  value: HydrantSelection;
  onChange: (next: HydrantSelection) => void;
  disabled?: boolean;
  id?: string;
}) {
  const toast = useToasts();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useListHydrantsQuery(
    { search: debounced || undefined, page: 1, pageSize: OPTIONS_PAGE_SIZE },
    { skip: value.allMatching !== null },
  );
  const [loadAll, { isFetching: loadingAll }] = hydrantsApi.endpoints.getHydrantMapPoints.useLazyQuery();
  const total = data?.total ?? 0;

  async function selectAllMatching() {
    try {
      const points = await loadAll({ search: debounced || undefined }).unwrap();
      onChange({ picked: [], allMatching: { search: debounced, ids: points.id } });
    } catch {
      toast.error('Failed to fetch hydrants');
    }
  }

  if (value.allMatching) {
    const { ids, search: matched } = value.allMatching;
    return (
      <Alert
        type="info"
        showIcon
        data-testid="bulk-all-matching"
        title={`All ${ids.length.toLocaleString()} hydrants${quoted(matched)} are selected`}
        action={
          <Button size="small" onClick={() => onChange(emptySelection())} disabled={disabled}>
            Change selection
          </Button>
        }
      />
    );
  }

  const options = (data?.items ?? []).map((h) => ({ value: h.id, label: `${h.hydrantId} — ${h.address}` }));
  return (
    <div>
      <Select
        id={id}
        mode="multiple"
        labelInValue
        showSearch
        filterOption={false}
        searchValue={search}
        onSearch={setSearch}
        autoClearSearchValue={false}
        value={value.picked}
        onChange={(picked) => onChange({ picked: picked, allMatching: null })}
        options={options}
        placeholder="Search by hydrant ID, address, area or inspector"
        notFoundContent={isFetching ? <Spin size="small" /> : 'No hydrants found'}
        maxTagCount="responsive"
        disabled={disabled}
        style={{ width: '100%' }}
        aria-label="Hydrants to inspect"
        data-testid="bulk-hydrant-picker"
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          {value.picked.length} selected
          {data
            ? ` · ${data.totalIsEstimate ? `about ${aboutCount(total)}` : total.toLocaleString()} hydrants${quoted(debounced)}`
            : ''}
        </Typography.Text>
        <Flex gap={8} wrap>
          {value.picked.length > 0 ? (
            <Button size="small" onClick={() => onChange(emptySelection())} disabled={disabled}>
              Clear
            </Button>
          ) : null}
          <Button
            size="small"
            onClick={() => void selectAllMatching()}
            loading={loadingAll}
            disabled={disabled || !data || total === 0 || total > BULK_MAX_HYDRANTS}
            title={total > BULK_MAX_HYDRANTS ? 'Narrow the search to 10,000 hydrants or fewer' : undefined}
          >
            {`Select all ${total.toLocaleString()} matching`}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
