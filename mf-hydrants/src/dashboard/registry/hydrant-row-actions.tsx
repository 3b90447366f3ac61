import type { ReactNode } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { DemoDisabled, useDemoGuard } from '@hydrant/ui';
import type { HydrantDto } from '../hydrant-types';

export interface HydrantRowActionHandlers {
  onEdit: (hydrant: HydrantDto) => void;
  onView: (hydrant: HydrantDto) => void;
  onDelete: (hydrant: HydrantDto) => void;
}

/**
 * An icon button with its tooltip; write actions are disabled for demo users
 * (DemoDisabled then explains why instead).
 */
function RowAction(props: {
  tip: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  write?: boolean;
  danger?: boolean;
}) {
  const { disabled } = useDemoGuard();
  const button = (
    <Button type="text" danger={props.danger} icon={props.icon} aria-label={props.label} onClick={props.onClick} />
  );
  if (props.write && disabled) return <DemoDisabled>{button}</DemoDisabled>;
  return <Tooltip title={props.tip}>{button}</Tooltip>;
}

/** The three actions of a registry row (SPEC §2): edit, view details, delete. */
export function HydrantRowActions({
  hydrant: h,
  onEdit,
  onView,
  onDelete,
}: { hydrant: HydrantDto } & HydrantRowActionHandlers) {
  return (
    <Flex gap={4}>
      <RowAction
        tip="Edit"
        write
        label={`Edit hydrant ${h.hydrantId}`}
        icon={<EditOutlined aria-hidden="true" />}
        onClick={() => onEdit(h)}
      />
      <RowAction
        tip="View Details"
        label={`View details of hydrant ${h.hydrantId}`}
        icon={<EyeOutlined aria-hidden="true" />}
        onClick={() => onView(h)}
      />
      <RowAction
        tip="Delete"
        write
        danger
        label={`Delete hydrant ${h.hydrantId}`}
        icon={<DeleteOutlined aria-hidden="true" />}
        onClick={() => onDelete(h)}
      />
    </Flex>
  );
}
