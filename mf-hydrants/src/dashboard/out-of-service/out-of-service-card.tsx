import { memo, useDeferredValue, useState } from 'react';
import type { OutOfServiceHydrantDto } from '@hydrant/api-client/generated/hydrants';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { useListOutOfServiceHydrantsQuery } from '@hydrant/api-client/generated/hydrants';
import { formatDate } from '@hydrant/ui';
import { outOfServiceDuration } from './out-of-service-duration';

const SHOWN = 10;

/**
 * The hydrants out of service now, longest out first, with how long and why
 * (GET /api/hydrants/out-of-service). A hydrant's name opens its details. A plain list:
 * antd's List is deprecated in antd 6.
 */
export function OutOfServiceCard({ onViewDetails }: { onViewDetails: (id: number) => void }) {
  const [order, setOrder] = useState<'longest' | 'recent'>('longest');
  const query = useListOutOfServiceHydrantsQuery({ page: 1, pageSize: SHOWN, order });
  // drawn after what is urgent (the dashboard's map asks for its view first), a step behind the answer
  const { data, isLoading, isError } = useDeferredValue(query);
  const items = data?.items ?? NO_ITEMS;
  return (
    <Card
      title="Hydrants Out of Service"
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="out-of-service-card"
      extra={
        <Flex align="center" gap={12} wrap>
          {data && data.total > items.length ? (
            <Typography.Text type="secondary" data-testid="out-of-service-count">
              {items.length} of {data.total.toLocaleString()}
            </Typography.Text>
          ) : null}
          <Segmented
            size="small"
            aria-label="Order of the hydrants out of service"
            value={order}
            onChange={(value) => setOrder(value === 'recent' ? 'recent' : 'longest')}
            options={[
              { value: 'longest', label: 'Longest out' },
              { value: 'recent', label: 'Most recent' },
            ]}
          />
        </Flex>
      }
    >
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy="true" />
      ) : isError || items.length === 0 ? (
        // antd's own empty-text grey is below WCAG AA contrast: the theme's secondary text is not
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '12px 0' }}>
          {isError ? 'Could not load the hydrants out of service' : 'No hydrant is out of service.'}
        </Typography.Paragraph>
      ) : (
        <OutOfServiceList items={items} onViewDetails={onViewDetails} />
      )}
    </Card>
  );
}

const NO_ITEMS: OutOfServiceHydrantDto[] = [];

/** The hydrants, longest out (or most recent) first: re-rendered only when they change. */
const OutOfServiceList = memo(function OutOfServiceList({
  items,
  onViewDetails,
}: {
  items: OutOfServiceHydrantDto[];
  onViewDetails: (id: number) => void;
}) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li
          key={item.id}
          data-hydrant-id={item.hydrantId}
          style={{ padding: '8px 0', borderTop: i === 0 ? undefined : '1px solid #f0f0f0' }}
        >
          <Flex justify="space-between" align="flex-start" gap="4px 12px" wrap>
            <div style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', fontWeight: 600 }}
                onClick={() => onViewDetails(item.id)}
                aria-label={`View details of hydrant ${item.hydrantId}`}
              >
                {item.hydrantId}
              </Button>
              <div>
                <Typography.Text>{item.reason}</Typography.Text>
                <Typography.Text type="secondary">
                  {' '}
                  · {item.address}
                  {item.expectedReturn ? ` · expected back ${formatDate(item.expectedReturn)}` : ''}
                </Typography.Text>
              </div>
            </div>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="out-of-service-duration">
              {outOfServiceDuration(item.since)}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
});
