import { Button, Flex } from 'antd';
import { CheckSquareOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { DemoDisabled } from '@hydrant/ui';
import { busy } from '../busy-icon';

/** Add New Hydrant, Bulk Inspection (writes: disabled for demo users) and Export Data (a read). */
export function DashboardActions({
  onAdd,
  onBulk,
  onExport,
  exporting,
}: {
  onAdd: () => void;
  onBulk: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  return (
    <Flex gap={8} wrap>
      <DemoDisabled>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={onAdd}>
          Add New Hydrant
        </Button>
      </DemoDisabled>
      <DemoDisabled minRole="inspector">
        <Button icon={<CheckSquareOutlined aria-hidden="true" />} onClick={onBulk}>
          Bulk Inspection
        </Button>
      </DemoDisabled>
      <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={onExport} loading={busy(exporting)}>
        Export Data
      </Button>
    </Flex>
  );
}
