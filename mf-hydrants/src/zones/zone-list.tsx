import { Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { ColorDot } from './zone-colors';
import type { ZoneDto } from './zone-types';

/** The zones, each with its hydrant counts; a click selects one. */
export function ZoneList({
  zones,
  selectedId,
  loading,
  onSelect,
}: {
  zones: ZoneDto[];
  selectedId: number | null;
  loading: boolean;
  onSelect: (id: number) => void;
}) {
  return (
    <Card title="Zones" size="small" styles={{ body: { padding: 0 } }}>
      <List
        loading={loading}
        dataSource={zones}
        locale={{ emptyText: <Empty description="No zones yet. Use Add Zone to draw one." /> }}
        aria-label="Zones"
        renderItem={(zone) => {
          const selected = zone.id === selectedId;
          const counts = zone.hydrantCounts;
          return (
            <List.Item
              key={zone.id}
              data-testid="zone-item"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(zone.id)}
              style={{
                cursor: 'pointer',
                padding: '10px 16px',
                background: selected ? '#e6f4ff' : undefined,
                borderLeft: `3px solid ${selected ? '#1677ff' : 'transparent'}`,
              }}
            >
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Flex align="center" gap={8}>
                  <ColorDot color={zone.color} />
                  <Typography.Link
                    strong={selected}
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelect(zone.id);
                    }}
                  >
                    {zone.name}
                  </Typography.Link>
                  <Typography.Text type="secondary" style={{ marginLeft: 'auto' }} data-testid="zone-hydrant-total">
                    {counts.total} {counts.total === 1 ? 'hydrant' : 'hydrants'}
                  </Typography.Text>
                </Flex>
                <Flex gap={4} wrap>
                  <Tag color="green">Operational {counts.operational}</Tag>
                  <Tag color="orange">Maintenance {counts.maintenance}</Tag>
                  <Tag color="red">Out of Service {counts.outOfService}</Tag>
                </Flex>
              </Flex>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
