import type { ReactNode } from 'react';
import { Button, Flex, Skeleton, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { DemoDisabled, StatusBadge, displayValue, useDemoGuard } from '@hydrant/ui';
import type { HydrantDto } from '../hydrant-types';

/** SPEC §2: five placeholder rows while loading. */
export const PLACEHOLDER_ROWS = 5;
export const REGISTRY_EMPTY_TEXT = 'No hydrants found. Add your first hydrant to get started.';

export interface HydrantRegistryTableProps {
  items: HydrantDto[];
  loading: boolean;
  onEdit(hydrant: HydrantDto): void;
  onView(hydrant: HydrantDto): void;
  onDelete(hydrant: HydrantDto): void;
}

/**
 * An icon button of a row with its tooltip; write actions are disabled for demo users
 * (DemoDisabled then explains why instead).
 */
function RowAction(props: { tip: string; label: string; icon: ReactNode; onClick(): void; write?: boolean; danger?: boolean }) {
  const { disabled } = useDemoGuard();
  const button = (
    <Button type="text" danger={props.danger} icon={props.icon} aria-label={props.label} onClick={props.onClick} />
  );
  if (props.write && disabled) return <DemoDisabled>{button}</DemoDisabled>;
  return <Tooltip title={props.tip}>{button}</Tooltip>;
}

type Row = HydrantDto | { id: string; placeholder: true };
const isPlaceholder = (row: Row): row is { id: string; placeholder: true } => 'placeholder' in row;

const placeholders: Row[] = Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => ({ id: `placeholder-${i}`, placeholder: true }));

/** The 'Hydrant Registry' table (SPEC §2): seven columns, N/A for missing values, three row actions. */
export function HydrantRegistryTable({ items, loading, onEdit, onView, onDelete }: HydrantRegistryTableProps) {
  const cell = (render: (h: HydrantDto) => ReactNode) => (_: unknown, row: Row) =>
    isPlaceholder(row) ? <Skeleton.Input active size="small" block /> : render(row);

  const columns: TableColumnsType<Row> = [
    {
      title: 'Hydrant ID',
      key: 'hydrantId',
      width: 120,
      fixed: 'left',
      render: cell((h) => <strong>{h.hydrantId}</strong>),
    },
    { title: 'Location', key: 'address', ellipsis: { showTitle: true }, render: cell((h) => displayValue(h.address)) },
    { title: 'Status', key: 'status', width: 140, render: cell((h) => <StatusBadge status={h.status} />) },
    { title: 'Inspector', key: 'inspector', width: 160, ellipsis: true, render: cell((h) => displayValue(h.inspector)) },
    { title: 'Pressure (PSI)', key: 'pressure', width: 120, render: cell((h) => displayValue(h.pressure)) },
    { title: 'Flow Rate (GPM)', key: 'flowRate', width: 130, render: cell((h) => displayValue(h.flowRate)) },
    {
      title: 'Actions',
      key: 'actions',
      width: 132,
      render: cell((h) => (
        <Flex gap={4}>
          <RowAction tip="Edit" write label={`Edit hydrant ${h.hydrantId}`} icon={<EditOutlined aria-hidden="true" />} onClick={() => onEdit(h)} />
          <RowAction
            tip="View Details"
            label={`View details of hydrant ${h.hydrantId}`}
            icon={<EyeOutlined aria-hidden="true" />}
            onClick={() => onView(h)}
          />
          <RowAction
            tip="Delete"
            write
            danger
            label={`Delete hydrant ${h.hydrantId}`}
            icon={<DeleteOutlined aria-hidden="true" />}
            onClick={() => onDelete(h)}
          />
        </Flex>
      )),
    },
  ];

  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={loading ? placeholders : items}
      pagination={false}
      scroll={{ x: 920 }}
      locale={{ emptyText: REGISTRY_EMPTY_TEXT }}
      aria-busy={loading}
      data-testid="hydrant-registry"
      rowClassName={(row) => (isPlaceholder(row) ? 'registry-placeholder-row' : '')}
    />
  );
}
