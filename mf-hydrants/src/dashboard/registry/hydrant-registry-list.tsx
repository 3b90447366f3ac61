import { memo } from 'react';
import { Empty, Flex, Typography } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { StatusBadge, displayValue } from '@hydrant/ui';
import type { HydrantDto } from '../hydrant-types';
import { HydrantRowActions } from './hydrant-row-actions';
import type { HydrantRowActionHandlers } from './hydrant-row-actions';
import { PLACEHOLDER_ROWS, REGISTRY_EMPTY_TEXT } from './hydrant-registry-table';

const Field = ({ label, value }: { label: string; value: string }) => (
  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
    {label}: <Typography.Text style={{ fontSize: 13 }}>{value}</Typography.Text>
  </Typography.Text>
);

/**
 * The registry on a phone: one card-like row per hydrant with the same values and
 * actions as the table's columns, so nothing hides off-screen. A plain list: antd's List
 * is deprecated in antd 6.
 */
export const HydrantRegistryList = memo(function HydrantRegistryList({
  items,
  loading,
  ...actions
}: { items: HydrantDto[]; loading: boolean } & HydrantRowActionHandlers) {
  if (loading) {
    return (
      <div aria-busy="true" data-testid="hydrant-registry">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <Skeleton key={i} active title={false} paragraph={{ rows: 2 }} style={{ padding: '12px 0' }} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div data-testid="hydrant-registry">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={REGISTRY_EMPTY_TEXT} />
      </div>
    );
  }
  return (
    <ul data-testid="hydrant-registry" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((h) => (
        <li key={h.id} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Flex align="center" gap={8} wrap>
              <strong>{h.hydrantId}</strong>
              <StatusBadge status={h.status} />
            </Flex>
            <HydrantRowActions hydrant={h} {...actions} />
          </Flex>
          <div style={{ margin: '2px 0 4px' }}>{displayValue(h.address)}</div>
          <Flex wrap gap="2px 16px">
            <Field label="Inspector" value={displayValue(h.inspector)} />
            <Field label="Pressure (PSI)" value={displayValue(h.pressure)} />
            <Field label="Flow Rate (GPM)" value={displayValue(h.flowRate)} />
          </Flex>
        </li>
      ))}
    </ul>
  );
});
