import { Flex, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { STATUS_FILTER_OPTIONS } from '../hydrant-constants';
import type { StatusFilter } from '../hydrant-constants';

/** The dashboard's search box and status filter (they drive the map, the table and the export). */
export function RegistryFilters({
  search,
  status,
  onSearch,
  onStatus,
}: {
  search: string;
  status: StatusFilter;
  onSearch: (text: string) => void;
  onStatus: (status: StatusFilter) => void;
}) {
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder="Search by hydrant ID, address, area or inspector..."
        aria-label="Search hydrants"
        style={{ flex: '1 1 260px', minWidth: 0 }}
      />
      <Select<StatusFilter>
        value={status}
        onChange={onStatus}
        options={STATUS_FILTER_OPTIONS.map((o) => ({ ...o }))}
        aria-label="Filter by status"
        style={{ flex: '0 0 180px' }}
        data-testid="status-filter"
      />
    </Flex>
  );
}
