import { Card, Col, Row } from 'antd';
import { Statistic } from '@hydrant/antd-more';
import { STATUS_TEXT_COLOR } from '@hydrant/ui';
import type { ZoneDto } from './zone-types';

/** Zone summary: how many zones, and the hydrants inside them by status (from the API's counts). */
export function ZoneSummary({ zones }: { zones: ZoneDto[] }) {
  const sum = (pick: (zone: ZoneDto) => number) => zones.reduce((total, zone) => total + pick(zone), 0);
  const items = [
    { title: 'Zones', value: zones.length },
    { title: 'Hydrants in zones', value: sum((z) => z.hydrantCounts.total) },
    { title: 'Operational', value: sum((z) => z.hydrantCounts.operational), color: STATUS_TEXT_COLOR.green },
    { title: 'Maintenance', value: sum((z) => z.hydrantCounts.maintenance), color: STATUS_TEXT_COLOR.orange },
    { title: 'Out of Service', value: sum((z) => z.hydrantCounts.outOfService), color: STATUS_TEXT_COLOR.red },
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
