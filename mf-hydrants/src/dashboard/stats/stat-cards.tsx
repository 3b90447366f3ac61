import type { ReactNode } from 'react';
import { Card, Col, Row } from 'antd';
import { Statistic } from '@hydrant/antd-more';
import { CheckCircleOutlined, CloseCircleOutlined, DatabaseOutlined, ToolOutlined } from '@ant-design/icons';
import { STATUS_TEXT_COLOR } from '@hydrant/ui';
import { useGetHydrantStatsQuery } from '@hydrant/api-client/generated/hydrants';

interface StatCard {
  key: 'operational' | 'maintenance' | 'outOfService' | 'total';
  title: string;
  color: string;
  icon: ReactNode;
}

/** SPEC §2 status stat cards, in this order, coloured as the status display rules. */
const CARDS: StatCard[] = [
  {
    key: 'operational',
    title: 'Operational',
    color: STATUS_TEXT_COLOR.green,
    icon: <CheckCircleOutlined aria-hidden="true" />,
  },
  {
    key: 'maintenance',
    title: 'Maintenance',
    color: STATUS_TEXT_COLOR.orange,
    icon: <ToolOutlined aria-hidden="true" />,
  },
  {
    key: 'outOfService',
    title: 'Out of Service',
    color: STATUS_TEXT_COLOR.red,
    icon: <CloseCircleOutlined aria-hidden="true" />,
  },
  { key: 'total', title: 'Total', color: '#1f4e79', icon: <DatabaseOutlined aria-hidden="true" /> },
];

/** Hydrant counts of the whole registry (GET /api/hydrants/stats). */
export function StatCards() {
  const { data, isLoading, isError } = useGetHydrantStatsQuery();
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {CARDS.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Card size="small" data-testid={`stat-${card.key}`} style={{ borderTop: `3px solid ${card.color}` }}>
            <Statistic
              title={card.title}
              value={isError ? '—' : (data?.[card.key] ?? 0)}
              loading={isLoading}
              prefix={<span style={{ color: card.color }}>{card.icon}</span>}
              styles={{ content: { color: card.color, fontWeight: 600 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
