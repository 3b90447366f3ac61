import { Button, Descriptions, Divider, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { StatusBadge, displayValue, formatDate } from '@hydrant/ui';
import { EquipmentTypeIcon } from './equipment-type-icon';
import { typeLabel } from './equipment-constants';
import { useEquipment } from './equipment-api';
import { ServiceLog } from './service-log';

/** The read-only details of one item (SPEC §2: purchase date and warranty too) and its service log (DECISIONS §10). */
export function EquipmentDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { currentData: item, isError } = useEquipment(id);
  return (
    <Modal
      open={id !== null}
      title="Equipment Details"
      width={760}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {isError ? (
        <Typography.Text type="danger">Failed to fetch equipment</Typography.Text>
      ) : !item ? (
        <Spin description="Loading equipment..." />
      ) : (
        <div data-testid="equipment-details">
          <Flex gap={12} align="center" style={{ marginBottom: 12 }} wrap>
            <EquipmentTypeIcon type={item.type} />
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {item.name}
            </Typography.Title>
            <StatusBadge status={item.status} />
            {item.serviceOverdue ? <Tag color="red">Service overdue</Tag> : null}
          </Flex>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label="Type">{typeLabel(item.type)}</Descriptions.Item>
            <Descriptions.Item label="Serial Number">{item.serialNumber}</Descriptions.Item>
            <Descriptions.Item label="Location">{item.location}</Descriptions.Item>
            <Descriptions.Item label="Assigned To">{item.assignedTo}</Descriptions.Item>
            <Descriptions.Item label="Purchase Date">{formatDate(item.purchaseDate)}</Descriptions.Item>
            <Descriptions.Item label="Warranty">{item.warranty}</Descriptions.Item>
            <Descriptions.Item label="Next Maintenance">{formatDate(item.nextMaintenance)}</Descriptions.Item>
            <Descriptions.Item label="Service Interval">
              {item.serviceIntervalMonths ? `${item.serviceIntervalMonths} months` : 'None'}
            </Descriptions.Item>
            <Descriptions.Item label="Last Service">
              {item.lastService
                ? `${formatDate(item.lastService.serviceDate)} (${item.lastService.result === 'pass' ? 'Pass' : 'Fail'})`
                : 'Not recorded'}
            </Descriptions.Item>
            <Descriptions.Item label="Notes">{displayValue(item.notes)}</Descriptions.Item>
          </Descriptions>
          <Divider style={{ margin: '16px 0 8px' }} />
          <ServiceLog equipment={item} />
        </div>
      )}
    </Modal>
  );
}
