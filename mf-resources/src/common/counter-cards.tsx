import type { ReactNode } from 'react';
import { Card } from 'antd';
import { Statistic } from '@hydrant/antd-more';

export interface Counter {
  key: string;
  title: string;
  value: number | undefined;
  color: string;
  icon: ReactNode;
}

/**
 * A row of counters (the stat cards of the equipment, personnel and calendar screens):
 * as many to a row as fit at 150 px or more, so five sit in one row on a desktop and
 * two to a row on a phone.
 */
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
  return (
    <div
      data-testid={testId}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 12,
        marginBottom: 16,
      }}
    >
      {counters.map((c) => (
        <Card key={c.key} size="small" data-testid={`counter-${c.key}`} style={{ borderTop: `3px solid ${c.color}` }}>
          <Statistic
            title={c.title}
            value={error ? '—' : (c.value ?? 0)}
            loading={loading}
            prefix={<span style={{ color: c.color }}>{c.icon}</span>}
            styles={{ content: { color: c.color, fontWeight: 600 } }}
          />
        </Card>
      ))}
    </div>
  );
}
