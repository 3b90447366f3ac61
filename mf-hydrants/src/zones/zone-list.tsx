import { Card, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { ColorDot } from './zone-colors';
import type { ZoneDto } from './zone-types';

/**
 * The zones, each with its hydrant counts; a click (or Enter/Space) selects one. A plain
 * list of buttons: antd's List is deprecated in antd 6.
 */
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
      {loading ? (
        <Flex justify="center" style={{ padding: 16 }}>
          <span role="status" aria-label="Loading zones">
            <Spin />
          </span>
        </Flex>
      ) : zones.length === 0 ? (
        <Empty description="No zones yet. Use Add Zone to draw one." style={{ padding: 16 }} />
      ) : (
        <ul aria-label="Zones" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {zones.map((zone) => {
            const selected = zone.id === selectedId;
            const counts = zone.hydrantCounts;
            return (
              <li
                key={zone.id}
                data-testid="zone-item"
                aria-current={selected ? 'true' : undefined}
                style={{ borderBottom: '1px solid #f0f0f0' }}
              >
                <button
                  type="button"
                  onClick={() => onSelect(zone.id)}
                  style={{
                    display: 'block',
                    width: '100%',
                    textAlign: 'left',
                    font: 'inherit',
                    color: 'inherit',
                    cursor: 'pointer',
                    border: 'none',
                    padding: '10px 16px',
                    background: selected ? '#e6f4ff' : 'transparent',
                    borderLeft: `3px solid ${selected ? '#1677ff' : 'transparent'}`,
                  }}
                >
                  <Flex component="span" vertical gap={4}>
                    <Flex component="span" align="center" gap={8}>
                      <ColorDot color={zone.color} />
                      <Typography.Text strong={selected} style={{ color: '#0958d9' }}>
                        {zone.name}
                      </Typography.Text>
                      <Typography.Text type="secondary" style={{ marginLeft: 'auto' }} data-testid="zone-hydrant-total">
                        {counts.total} {counts.total === 1 ? 'hydrant' : 'hydrants'}
                      </Typography.Text>
                    </Flex>
                    <Flex component="span" gap={4} wrap>
                      <Tag color="green">Operational {counts.operational}</Tag>
                      <Tag color="orange">Maintenance {counts.maintenance}</Tag>
                      <Tag color="red">Out of Service {counts.outOfService}</Tag>
                    </Flex>
                  </Flex>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
