import { Flex, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';

/** The alerts lists' empty state (SPEC §2). */
export function AllClear() {
  return (
    <Flex vertical align="center" gap={4} style={{ padding: '32px 0' }} data-testid="all-clear">
      <CheckCircleOutlined style={{ fontSize: 40, color: '#389e0d' }} aria-hidden="true" />
      <Typography.Title level={4} style={{ margin: 0 }}>
        All Clear!
      </Typography.Title>
      <Typography.Text type="secondary">No active alerts in the system</Typography.Text>
    </Flex>
  );
}
