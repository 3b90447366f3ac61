import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Skeleton } from '@hydrant/antd-more';

export interface Counter {
  key: string;
  label: string;
  value: number | undefined;
  hint?: string;
  icon: ReactNode;
  color: string;
}

/** A row of counters (values from the server); a placeholder while they load. */
export function CounterCards({ counters, testId }: { counters: Counter[]; testId: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 12,
        marginBottom: 16,
      }}
      data-testid={testId}
    >
      {counters.map((c) => (
        <Card key={c.key} size="small" data-testid={`counter-${c.key}`} style={{ height: '100%' }}>
          <Typography.Text type="secondary" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <span style={{ color: c.color }} aria-hidden="true">
              {c.icon}
            </span>
            {c.label}
          </Typography.Text>
          {c.value === undefined ? (
            <Skeleton.Button active size="small" style={{ marginTop: 6 }} />
          ) : (
            <div style={{ fontSize: 28, fontWeight: 600, color: c.color, lineHeight: 1.3 }} data-testid="counter-value">
              {c.value.toLocaleString()}
            </div>
          )}
          {c.hint ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.hint}
            </Typography.Text>
          ) : null}
        </Card>
      ))}
    </div>
  );
}
