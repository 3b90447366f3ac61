import { useRef } from 'react';
import { Button, Card, Descriptions, Flex, Form, Input, Popconfirm, Select, Tag, Typography } from 'antd';
import { DemoDisabled, useDemoGuard, useFocusWhenClosed } from '@hydrant/ui';
import type { ZoneColor } from '@hydrant/map';
import { StaleVersionAlert, ZONE_CHANGED } from '../conflicts/stale-version';
import { ColorDot, ZoneColorSelect, colorLabel } from './zone-colors';
import { ZONE_COLOR_REQUIRED, ZONE_NAME_REQUIRED } from './zone-types';
import type { ZoneDto } from './zone-types';

export interface ZoneEdit {
  name: string;
  color: ZoneColor;
  description: string | null;
  assignedPersonnel: string[];
}

interface FormValues {
  name: string;
  color: ZoneColor;
  description?: string;
  assignedPersonnel?: string[];
}

/**
 * The selected zone: its details, and an edit mode toggled by Edit / Cancel (name and
 * colour required, description, assigned personnel as tags, the outline reshaped on
 * the map); Save Changes and Delete. The page owns the edit mode (the map needs it).
 */
export function ZoneDetails({
  zone,
  editing,
  outlinePoints,
  saving,
  deleting,
  stale = false,
  reloading = false,
  onEdit,
  onCancel,
  onSave,
  onDelete,
  onZoomTo,
  onReload,
}: {
  zone: ZoneDto;
  editing: boolean;
  /** vertices of the outline being edited */
  outlinePoints: number;
  saving: boolean;
  deleting: boolean;
  /** the last save was refused: someone else changed the zone since the edit started */
  stale?: boolean;
  reloading?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (changes: ZoneEdit) => Promise<boolean>;
  onDelete: () => void;
  onZoomTo: () => void;
  /** fetches the latest zone (null when it is gone); the form is then filled from it */
  onReload?: () => Promise<ZoneDto | null>;
}) {
  const { isDemo } = useDemoGuard();
  const [form] = Form.useForm<FormValues>();
  // Edit gives way to the form, which takes the focus; saved or cancelled, Edit has it again
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusWhenClosed(editing, editButton);

  const fillForm = (from: ZoneDto) =>
    form.setFieldsValue({
      name: from.name,
      color: from.color,
      description: from.description ?? '',
      assignedPersonnel: from.assignedPersonnel,
    });

  const startEdit = () => {
    fillForm(zone);
    onEdit();
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (latest) fillForm(latest);
  };

  const submit = async (values: FormValues) => {
    await onSave({
      name: values.name.trim(),
      color: values.color,
      description: values.description?.trim() ? values.description.trim() : null,
      assignedPersonnel: (values.assignedPersonnel ?? []).map((name) => name.trim()).filter(Boolean),
    });
  };

  const actions = editing ? (
    <Button onClick={onCancel}>Cancel</Button>
  ) : (
    <Flex gap={8}>
      <DemoDisabled>
        <Button ref={editButton} onClick={startEdit}>
          Edit
        </Button>
      </DemoDisabled>
      {isDemo ? (
        <DemoDisabled>
          <Button danger>Delete</Button>
        </DemoDisabled>
      ) : (
        <Popconfirm
          title="Delete zone"
          description={`Are you sure you want to delete zone ${zone.name}? This action cannot be undone.`}
          okText="Delete"
          okButtonProps={{ danger: true, loading: deleting }}
          onConfirm={onDelete}
        >
          <Button danger loading={deleting}>
            Delete
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );

  return (
    <Card
      size="small"
      data-testid="zone-details"
      title={
        <Flex align="center" gap={8}>
          <ColorDot color={zone.color} size={14} />
          <span>Zone Details</span>
        </Flex>
      }
      extra={actions}
    >
      {editing ? (
        <Form<FormValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark>
          {stale && <StaleVersionAlert message={ZONE_CHANGED} reloading={reloading} onReload={() => void reload()} />}
          <Form.Item
            name="name"
            label="Zone name"
            rules={[
              { required: true, whitespace: true, message: ZONE_NAME_REQUIRED },
              { max: 100, message: 'Zone name must be at most 100 characters' },
            ]}
          >
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form replaces the Edit button that was pressed */}
            <Input maxLength={100} autoFocus />
          </Form.Item>
          <Form.Item name="color" label="Color" rules={[{ required: true, message: ZONE_COLOR_REQUIRED }]}>
            <ZoneColorSelect aria-label="Color" />
          </Form.Item>
          <Form.Item name="description" label="Description">
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="assignedPersonnel" label="Assigned personnel" extra="Type a name and press Enter.">
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
          </Form.Item>
          <Form.Item label="Boundary">
            <span data-testid="zone-outline-points">{outlinePoints} points</span>
          </Form.Item>
          <Flex gap={8} justify="flex-end">
            <Button onClick={onCancel}>Cancel</Button>
            <DemoDisabled>
              <Button type="primary" htmlType="submit" loading={saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </DemoDisabled>
          </Flex>
        </Form>
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Name', children: <Typography.Text strong>{zone.name}</Typography.Text> },
            {
              key: 'color',
              label: 'Color',
              children: (
                <Flex align="center" gap={6}>
                  <ColorDot color={zone.color} />
                  {colorLabel(zone.color)}
                </Flex>
              ),
            },
            {
              key: 'description',
              label: 'Description',
              children: zone.description || <Typography.Text type="secondary">No description</Typography.Text>,
            },
            {
              key: 'personnel',
              label: 'Assigned personnel',
              children: zone.assignedPersonnel.length ? (
                <Flex gap={4} wrap>
                  {zone.assignedPersonnel.map((name) => (
                    <Tag key={name}>{name}</Tag>
                  ))}
                </Flex>
              ) : (
                <Typography.Text type="secondary">None assigned</Typography.Text>
              ),
            },
            {
              key: 'hydrants',
              label: 'Hydrants',
              children: (
                <span data-testid="zone-details-counts">
                  {zone.hydrantCounts.total} total · {zone.hydrantCounts.operational} operational ·{' '}
                  {zone.hydrantCounts.maintenance} maintenance · {zone.hydrantCounts.outOfService} out of service
                </span>
              ),
            },
            {
              key: 'points',
              label: 'Boundary',
              children: (
                <Flex align="center" gap={8} wrap>
                  {zone.coordinates.length} points
                  <Button size="small" type="link" onClick={onZoomTo} style={{ padding: 0 }}>
                    Show on map
                  </Button>
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
