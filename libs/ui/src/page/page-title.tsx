import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A screen's title (an h2) with optional actions on the right. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra ? <Flex gap={8}>{extra}</Flex> : null}
    </Flex>
  );
}
