import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';

export interface Counter {
  key: string;
  title: string;
  value: number | undefined;
  color: string;
  icon: ReactNode;
}

/** A row of counters (the stat cards of the equipment, personnel and calendar screens). */
export function CounterCards({
  counters,
  loading,
  error,
  testId,
}: {
  counters: Counter[];
  loading?: boolean;
  error?: boolean;
  testId: string;
}) {
  // five or more counters: two per row on phones, three on tablets, all in one row on desktops
  const lg = Math.floor(24 / counters.length) || 4;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid={testId}>
      {counters.map((c) => (
        <Col key={c.key} xs={12} md={counters.length > 4 ? 8 : 6} lg={lg} style={{ flex: '1 1 0' }}>
          <Card
            size="small"
            data-testid={`counter-${c.key}`}
            style={{ borderTop: `3px solid ${c.color}`, height: '100%' }}
          >
            <Statistic
              title={c.title}
              value={error ? '—' : (c.value ?? 0)}
              loading={loading}
              prefix={<span style={{ color: c.color }}>{c.icon}</span>}
              styles={{ content: { color: c.color, fontWeight: 600 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
