import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useListHydrantsQuery } from '@hydrant/api-client/generated/hydrants';
import { useDebouncedValue } from '../../shared/use-debounced-value';

/** Matches offered per search: the registry may hold a million hydrants, so the server searches. */
const OPTIONS_PAGE_SIZE = 20;

export interface HydrantOption {
  value: number;
  label: string;
}

/**
 * One hydrant, found by a server search over hydrant ID, address, area or inspector
 * (20 matches at a time), never a full list. The value is the option with its label, so
 * the chosen hydrant stays named while another search runs.
 */
export function HydrantSelect({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: HydrantOption | null;
  onChange?: (next: HydrantOption | null) => void;
  id?: string;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const { data, isFetching } = useListHydrantsQuery({
    search: debounced || undefined,
    page: 1,
    pageSize: OPTIONS_PAGE_SIZE,
  });
  const options = (data?.items ?? []).map((h) => ({ value: h.id, label: `${h.hydrantId} — ${h.address}` }));
  if (value && !options.some((o) => o.value === value.value)) options.unshift(value);
  const more = data && data.total > data.items.length ? data.total - data.items.length : 0;
  return (
    <Select<HydrantOption>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search, autoClearSearchValue: true }}
      labelInValue
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      // antd's placeholder grey fails contrast (axe): the hint is drawn in the secondary text colour
      placeholder={<span style={{ color: '#595959' }}>Search by hydrant ID, address or area</span>}
      notFoundContent={isFetching ? <Spin size="small" /> : 'No hydrants found'}
      popupRender={(menu) => (
        <>
          {menu}
          {more > 0 ? (
            <div style={{ padding: '4px 12px', color: '#595959', fontSize: 12 }}>
              {more.toLocaleString()} more — type to narrow the search
            </div>
          ) : null}
        </>
      )}
      disabled={disabled}
      style={{ width: '100%' }}
      data-testid="schedule-hydrant-select"
    />
  );
}
