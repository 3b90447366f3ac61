import { memo } from 'react';
import type { ReactNode } from 'react';
import { Skeleton, Table } from '@hydrant/antd-more';
import type { TableColumnsType } from 'antd';
import { StatusBadge, displayValue } from '@hydrant/ui';
import type { HydrantDto } from '../hydrant-types';
import { HydrantRowActions } from './hydrant-row-actions';
import type { HydrantRowActionHandlers } from './hydrant-row-actions';

/** SPEC §2: five placeholder rows while loading. */
export const PLACEHOLDER_ROWS = 5;
export const REGISTRY_EMPTY_TEXT = 'No hydrants found. Add your first hydrant to get started.';

export interface HydrantRegistryTableProps extends HydrantRowActionHandlers {
  items: HydrantDto[];
  loading: boolean;
}

type Row = HydrantDto | { id: string; placeholder: true };
const isPlaceholder = (row: Row): row is { id: string; placeholder: true } => 'placeholder' in row;

const placeholders: Row[] = Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => ({
  id: `placeholder-${i}`,
  placeholder: true,
}));

/** The 'Hydrant Registry' table (SPEC §2): seven columns, N/A for missing values, three row actions. */
export const HydrantRegistryTable = memo(function HydrantRegistryTable({
  items,
  loading,
  ...actions
}: HydrantRegistryTableProps) {
  const cell = (render: (h: HydrantDto) => ReactNode) => (_: unknown, row: Row) =>
    isPlaceholder(row) ? <Skeleton.Input active size="small" block /> : render(row);

  // At 1280 px the address gets the room: the other columns are as wide as their values
  // (the two reading headers wrap onto two lines), and an address still too long ends in
  // '…' with the whole of it as the cell's title.
  const columns: TableColumnsType<Row> = [
    { title: 'Hydrant ID', key: 'hydrantId', width: 120, render: cell((h) => <strong>{h.hydrantId}</strong>) },
    { title: 'Location', key: 'address', ellipsis: { showTitle: true }, render: cell((h) => displayValue(h.address)) },
    { title: 'Status', key: 'status', width: 128, render: cell((h) => <StatusBadge status={h.status} />) },
    {
      title: 'Inspector',
      key: 'inspector',
      width: 128,
      ellipsis: { showTitle: true },
      render: cell((h) => displayValue(h.inspector)),
    },
    { title: 'Pressure (PSI)', key: 'pressure', width: 88, render: cell((h) => displayValue(h.pressure)) },
    { title: 'Flow Rate (GPM)', key: 'flowRate', width: 96, render: cell((h) => displayValue(h.flowRate)) },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: cell((h) => <HydrantRowActions hydrant={h} {...actions} />),
    },
  ];

  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={loading ? placeholders : items}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: REGISTRY_EMPTY_TEXT }}
      aria-busy={loading}
      data-testid="hydrant-registry"
    />
  );
});
