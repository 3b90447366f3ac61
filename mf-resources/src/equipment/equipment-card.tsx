import { Card, Flex, Tag, Typography } from 'antd';
import { StatusBadge, formatDate } from '@hydrant/ui';
import { CardActions } from '../common/card-actions';
import { EquipmentTypeIcon } from './equipment-type-icon';
import { typeLabel } from './equipment-constants';
import type { Equipment } from './equipment-types';

const { Text } = Typography;

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text type="secondary">{label}: </Text>
      <Text>{children}</Text>
    </div>
  );
}

/**
 * One item of the equipment list (SPEC §2): type icon, name, status badge, serial
 * number, location, assigned to, next maintenance ('Service overdue' once it has
 * passed, DECISIONS §10) and notes, with view, edit and delete.
 */
export function EquipmentCard({
  item,
  onView,
  onEdit,
  onDelete,
}: {
  item: Equipment;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card size="small" data-testid="equipment-card" data-equipment-id={item.id} style={{ height: '100%' }}>
      <Flex gap={12} align="flex-start">
        <EquipmentTypeIcon type={item.type} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" align="flex-start" gap={8} wrap>
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography.Title>
              <Text type="secondary">{typeLabel(item.type)}</Text>
            </div>
            <CardActions name={item.name} onView={onView} onEdit={onEdit} onDelete={onDelete} />
          </Flex>
          <Flex gap={4} wrap style={{ margin: '6px 0' }}>
            <StatusBadge status={item.status} />
            {item.serviceOverdue ? (
              <Tag color="red" data-testid="service-overdue">
                Service overdue
              </Tag>
            ) : null}
          </Flex>
          <Line label="Serial Number">{item.serialNumber}</Line>
          <Line label="Location">{item.location}</Line>
          <Line label="Assigned To">{item.assignedTo}</Line>
          <Line label="Next Maintenance">{formatDate(item.nextMaintenance)}</Line>
          {item.notes ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
              {item.notes}
            </Typography.Paragraph>
          ) : null}
        </div>
      </Flex>
    </Card>
  );
}
