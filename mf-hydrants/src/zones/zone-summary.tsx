import { Card, Col, Row, Statistic } from 'antd';
import type { ZoneDto } from './zone-types';

/** Zone summary: how many zones, and the hydrants inside them by status (from the API's counts). */
export function ZoneSummary({ zones }: { zones: ZoneDto[] }) {
  const sum = (pick: (zone: ZoneDto) => number) => zones.reduce((total, zone) => total + pick(zone), 0);
  const items = [
    { title: 'Zones', value: zones.length },
    { title: 'Hydrants in zones', value: sum((z) => z.hydrantCounts.total) },
    { title: 'Operational', value: sum((z) => z.hydrantCounts.operational), color: '#2e7d32' },
    { title: 'Maintenance', value: sum((z) => z.hydrantCounts.maintenance), color: '#ef6c00' },
    { title: 'Out of Service', value: sum((z) => z.hydrantCounts.outOfService), color: '#c62828' },
  ];
  return (
    <Card title="Zone Summary" size="small" data-testid="zone-summary">
      <Row gutter={[12, 12]}>
        {items.map((item) => (
          <Col key={item.title} xs={12} sm={8} xl={item.title === 'Hydrants in zones' ? 12 : 12}>
            <Statistic
              title={item.title}
              value={item.value}
              styles={{ content: { fontSize: 20, color: item.color } }}
              aria-label={`${item.title}: ${item.value}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
