import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { DemoDisabled } from '@hydrant/ui';
import type { ZoneColor } from '@hydrant/map';
import { ZoneColorSelect } from './zone-colors';
import { MIN_ZONE_POINTS, ZONE_NAME_REQUIRED, ZONE_NEEDS_POINTS } from './zone-types';

/**
 * Drawing mode (SPEC §4): points are added by clicking the map, or typed in as latitude and
 * longitude (the way without a pointer); Save needs at least 3 points and a name; Cancel
 * drops the sketch. The name field has the focus when the panel opens.
 */
export function ZoneDrawPanel({
  name,
  color,
  pointCount,
  saving,
  onNameChange,
  onColorChange,
  onUndo,
  onAddPoint,
  onSave,
  onCancel,
}: {
  name: string;
  color: ZoneColor;
  pointCount: number;
  saving: boolean;
  onNameChange: (name: string) => void;
  onColorChange: (color: ZoneColor) => void;
  onUndo: () => void;
  onAddPoint: (lat: number, lng: number) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const nameMissing = name.trim() === '';
  const tooFew = pointCount < MIN_ZONE_POINTS;
  const [lat, setLat] = useState<number | null>(null);
  const [lng, setLng] = useState<number | null>(null);
  const typed = lat !== null && lng !== null;
  return (
    <Card size="small" title="New Zone" data-testid="zone-draw-panel">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="Drawing mode"
        description={
          <span>
            Click on the map to add points, or type a point&apos;s latitude and longitude below.{' '}
            <span data-testid="zone-point-count">{pointCount}</span> {pointCount === 1 ? 'point' : 'points'} added.
          </span>
        }
      />
      <Form
        layout="vertical"
        name="zone-point"
        onFinish={() => {
          if (typed) onAddPoint(lat, lng);
        }}
        data-testid="zone-point-form"
      >
        <Flex gap={8} wrap align="flex-end">
          <Form.Item label="Latitude" htmlFor="zone-point-lat" style={{ marginBottom: 12 }}>
            <InputNumber id="zone-point-lat" min={-90} max={90} step={0.001} value={lat} onChange={setLat} />
          </Form.Item>
          <Form.Item label="Longitude" htmlFor="zone-point-lng" style={{ marginBottom: 12 }}>
            <InputNumber id="zone-point-lng" min={-180} max={180} step={0.001} value={lng} onChange={setLng} />
          </Form.Item>
          <Form.Item style={{ marginBottom: 12 }}>
            <Button htmlType="submit" disabled={!typed}>
              Add Point
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      <Form layout="vertical" onFinish={onSave}>
        <Form.Item
          label="Zone name"
          required
          validateStatus={nameMissing ? 'error' : undefined}
          help={nameMissing ? ZONE_NAME_REQUIRED : undefined}
          htmlFor="new-zone-name"
        >
          <Input
            id="new-zone-name"
            // the panel opens from Add Zone, which is disabled while drawing: the name takes the focus
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={name}
            maxLength={100}
            onChange={(event) => onNameChange(event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Color" required htmlFor="new-zone-color">
          <ZoneColorSelect id="new-zone-color" aria-label="Color" value={color} onChange={onColorChange} />
        </Form.Item>
        {tooFew && (
          <Typography.Paragraph type="secondary" data-testid="zone-points-hint" style={{ marginBottom: 12 }}>
            {ZONE_NEEDS_POINTS}
          </Typography.Paragraph>
        )}
        <Flex gap={8} wrap justify="flex-end">
          <Button onClick={onUndo} disabled={pointCount === 0}>
            Undo Point
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
          <DemoDisabled>
            <Button type="primary" htmlType="submit" disabled={tooFew || nameMissing} loading={saving}>
              {saving ? 'Saving...' : 'Save Zone'}
            </Button>
          </DemoDisabled>
        </Flex>
      </Form>
    </Card>
  );
}
