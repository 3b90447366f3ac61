import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

/**
 * A screen's title with optional actions on the right. It is the page's one h1 (the
 * sidebar and the cards below hold no h1), drawn at antd's h2 size.
 */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title
        level={1}
        style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}
      >
        {children}
      </Typography.Title>
      {extra ? <Flex gap={8}>{extra}</Flex> : null}
    </Flex>
  );
}
