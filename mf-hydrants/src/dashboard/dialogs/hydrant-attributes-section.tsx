import { Alert, Descriptions, Typography } from 'antd';
import { Table } from '@hydrant/antd-more';
import { useGetHydrantOutOfServiceHistoryQuery } from '@hydrant/api-client/generated/hydrants';
import { formatDate, formatDateTime } from '@hydrant/ui';
import type { HydrantDto, OutOfServicePeriodDto } from '../hydrant-types';
import { HYDRANT_TYPE_OPTIONS, OWNERSHIP_OPTIONS } from '../form/hydrant-attribute-values';
import { outOfServiceDuration } from '../out-of-service/out-of-service-duration';

const labelOf = <T extends string>(options: { value: T; label: string }[], value: T | null) =>
  value === null ? 'Not recorded' : (options.find((option) => option.value === value)?.label ?? value);

const orNotRecorded = (value: string | number | null, unit = '') =>
  value === null ? 'Not recorded' : `${value}${unit}`;

/** The hydrant's attributes, 'Not recorded' where nobody has entered one. */
export function HydrantAttributesDescriptions({ hydrant }: { hydrant: HydrantDto }) {
  const column = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 };
  const outlets =
    hydrant.outletCount === null && hydrant.outletSizes.length === 0
      ? 'Not recorded'
      : [
          hydrant.outletCount === null ? null : `${hydrant.outletCount}`,
          hydrant.outletSizes.length > 0 ? `${hydrant.outletSizes.join(', ')} in` : null,
        ]
          .filter(Boolean)
          .join(' — ');
  return (
    <Descriptions
      size="small"
      column={column}
      bordered
      styles={{ label: { width: 140 } }}
      data-testid="hydrant-attributes"
    >
      <Descriptions.Item label="Hydrant Type">{labelOf(HYDRANT_TYPE_OPTIONS, hydrant.hydrantType)}</Descriptions.Item>
      <Descriptions.Item label="Ownership">{labelOf(OWNERSHIP_OPTIONS, hydrant.ownership)}</Descriptions.Item>
      <Descriptions.Item label="Outlets">{outlets}</Descriptions.Item>
      <Descriptions.Item label="Main Size">{orNotRecorded(hydrant.mainSize, ' in')}</Descriptions.Item>
      <Descriptions.Item label="Manufacturer">{orNotRecorded(hydrant.manufacturer)}</Descriptions.Item>
      <Descriptions.Item label="Install Year">{orNotRecorded(hydrant.installYear)}</Descriptions.Item>
      <Descriptions.Item label="Isolation Valve" span={2}>
        {hydrant.hasIsolationValve === null ? 'Not recorded' : hydrant.hasIsolationValve ? 'Yes' : 'No'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** How long the hydrant has been out of service and why, and its earlier periods. */
export function OutOfServiceHistory({ hydrant }: { hydrant: HydrantDto }) {
  const { data } = useGetHydrantOutOfServiceHistoryQuery({ id: hydrant.id });
  const periods = data?.items ?? [];
  if (!hydrant.outOfServiceSince && periods.length === 0) return null;
  return (
    <section style={{ marginTop: 16 }} aria-label="Out of Service" data-testid="out-of-service-history">
      <Typography.Title level={5} style={{ marginBottom: 8 }}>
        Out of Service
      </Typography.Title>
      {hydrant.outOfServiceSince ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={`Out of service for ${outOfServiceDuration(hydrant.outOfServiceSince)}: ${hydrant.outOfServiceReason ?? ''}`}
          description={
            hydrant.expectedReturn
              ? `Expected back in service ${formatDate(hydrant.expectedReturn)}`
              : 'No return date given'
          }
        />
      ) : null}
      {periods.length > 0 ? (
        <Table<OutOfServicePeriodDto>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={periods}
          columns={[
            { title: 'From', dataIndex: 'startedAt', render: (value: string) => formatDateTime(value) },
            {
              title: 'To',
              dataIndex: 'endedAt',
              render: (value: string | null) =>
                value ? formatDateTime(value) : <Typography.Text strong>Still out</Typography.Text>,
            },
            { title: 'Reason', dataIndex: 'reason' },
            {
              title: 'By',
              key: 'by',
              render: (_: unknown, period) =>
                [period.startedBy, period.endedBy].filter(Boolean).join(' / ') || 'Not recorded',
            },
          ]}
        />
      ) : null}
    </section>
  );
}
