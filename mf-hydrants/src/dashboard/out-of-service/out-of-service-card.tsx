import { useState } from 'react';
import { Button, Card, Flex, List, Segmented, Typography } from 'antd';
import { useListOutOfServiceHydrantsQuery } from '@hydrant/api-client/generated/hydrants';
import { formatDate } from '@hydrant/ui';
import { outOfServiceDuration } from './out-of-service-duration';

const SHOWN = 10;

/**
 * The hydrants out of service now, longest out first, with how long and why
 * (GET /api/hydrants/out-of-service). A hydrant's name opens its details.
 */
export function OutOfServiceCard({ onViewDetails }: { onViewDetails: (id: number) => void }) {
  const [order, setOrder] = useState<'longest' | 'recent'>('longest');
  const { data, isLoading, isError } = useListOutOfServiceHydrantsQuery({ page: 1, pageSize: SHOWN, order });
  const items = data?.items ?? [];
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
      <List
        size="small"
        loading={isLoading}
        dataSource={isError ? [] : items}
        locale={{
          // antd's own empty-text grey is below WCAG AA contrast: the theme's secondary text is not
          emptyText: (
            <Typography.Text type="secondary">
              {isError ? 'Could not load the hydrants out of service' : 'No hydrant is out of service.'}
            </Typography.Text>
          ),
        }}
        renderItem={(item) => (
          <List.Item
            data-hydrant-id={item.hydrantId}
            extra={
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="out-of-service-duration">
                {outOfServiceDuration(item.since)}
              </Typography.Text>
            }
          >
            <List.Item.Meta
              title={
                <Button
                  type="link"
                  style={{ padding: 0, height: 'auto' }}
                  onClick={() => onViewDetails(item.id)}
                  aria-label={`View details of hydrant ${item.hydrantId}`}
                >
                  {item.hydrantId}
                </Button>
              }
              description={
                <>
                  <Typography.Text>{item.reason}</Typography.Text>
                  <Typography.Text type="secondary">
                    {' '}
                    · {item.address}
                    {item.expectedReturn ? ` · expected back ${formatDate(item.expectedReturn)}` : ''}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
