import { Flex, Tag, Typography } from 'antd';
import { FLOW_CLASSES } from '../hydrant-constants';
import type { HydrantDto } from '../hydrant-types';

/** NFPA 291 class tag with its colour (DECISIONS §5), N/A without a flow reading. */
export function FlowClassTag({ flowClass, compact }: { flowClass: HydrantDto['flowClass']; compact?: boolean }) {
  if (!flowClass || !(flowClass in FLOW_CLASSES)) return <>N/A</>;
  const { color, range } = FLOW_CLASSES[flowClass];
  if (compact) {
    return (
      <Tag color={color} variant="solid" style={{ color: '#0b1f33', fontWeight: 600 }} data-flow-class={flowClass}>
        {flowClass}
      </Tag>
    );
  }
  return (
    <Flex align="center" gap={8} wrap>
      <Tag color={color} variant="solid" style={{ color: '#0b1f33', fontWeight: 600 }} data-flow-class={flowClass}>
        Class {flowClass}
      </Tag>
      <Typography.Text type="secondary">{range}</Typography.Text>
    </Flex>
  );
}
