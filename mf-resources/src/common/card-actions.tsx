import type { ReactNode } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { DemoDisabled, useDemoGuard } from '@hydrant/ui';

function Action(props: {
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

/**
 * The view, edit and delete actions of an equipment or personnel card (SPEC §2); the
 * writes are disabled for demo users, with a tooltip saying why.
 */
export function CardActions({
  name,
  onView,
  onEdit,
  onDelete,
}: {
  name: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Flex gap={2}>
      <Action
        tip="View Details"
        label={`View details of ${name}`}
        icon={<EyeOutlined aria-hidden="true" />}
        onClick={onView}
      />
      <Action tip="Edit" write label={`Edit ${name}`} icon={<EditOutlined aria-hidden="true" />} onClick={onEdit} />
      <Action
        tip="Delete"
        write
        danger
        label={`Delete ${name}`}
        icon={<DeleteOutlined aria-hidden="true" />}
        onClick={onDelete}
      />
    </Flex>
  );
}
