import { Button, Typography } from 'antd';
import { Table } from '@hydrant/antd-more';
import type { TableColumnsType } from 'antd';
import type { NearbyHydrantDto } from '@hydrant/api-client/generated/hydrants';
import { StatusBadge } from '@hydrant/ui';
import { deviceDirectionsUrl } from './hydrant-popup';
import { RESULTS_PAGE_SIZE, formatMiles } from './search-rules';

/** Results nearest first, distance with 2 decimals, a directions link per row; paged on the server. */
export function SearchResults({
  items,
  total,
  page,
  loading,
  hasCenter,
  onPage,
  onShow,
}: {
  items: NearbyHydrantDto[];
  total: number;
  page: number;
  loading: boolean;
  hasCenter: boolean;
  onPage: (page: number) => void;
  onShow: (hydrant: NearbyHydrantDto) => void;
}) {
  const columns: TableColumnsType<NearbyHydrantDto> = [
    {
      title: 'Hydrant ID',
      dataIndex: 'hydrantId',
      render: (value: string, hydrant) => (
        // a button (reached with Tab, pressed with Enter): it opens the hydrant's popup on the map
        <Button
          type="link"
          onClick={() => onShow(hydrant)}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', wordBreak: 'break-word', textAlign: 'left' }}
        >
          {value}
        </Button>
      ),
    },
    {
      title: 'Location',
      dataIndex: 'address',
      render: (address: string, hydrant) => (
        <>
          <div>{address}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12, marginRight: 6 }}>
            {hydrant.area}
          </Typography.Text>
          <StatusBadge status={hydrant.status} />
        </>
      ),
    },
    {
      title: 'Distance',
      dataIndex: 'distance',
      align: 'right',
      width: 96,
      render: (distance: number, hydrant) => (
        <>
          <div data-testid="result-distance" style={{ whiteSpace: 'nowrap' }}>
            {formatMiles(distance)}
          </div>
          <a
            href={deviceDirectionsUrl(hydrant.latitude, hydrant.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Directions to ${hydrant.hydrantId}`}
            style={{ fontSize: 12 }}
          >
            Directions
          </a>
        </>
      ),
    },
  ];

  return (
    <Table<NearbyHydrantDto>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      onRow={(hydrant) =>
        ({ 'data-testid': 'search-result', 'data-hydrant-id': hydrant.hydrantId }) as React.HTMLAttributes<HTMLElement>
      }
      locale={{
        emptyText: hasCenter
          ? 'No hydrants found within the radius.'
          : 'Choose a search centre: Get My Location, click the map, or enter coordinates.',
      }}
      pagination={{
        current: page,
        pageSize: RESULTS_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPage,
        size: 'small',
      }}
    />
  );
}
