import { Select, Space } from 'antd';
import { ZONE_COLOR_NAMES, zoneColorHex } from '@hydrant/map';
import type { ZoneColor } from '@hydrant/map';

const label = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);

/** A round swatch of a zone colour. */
export function ColorDot({ color, size = 12 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        background: zoneColorHex(color),
        border: '1px solid rgba(0,0,0,0.15)',
        flex: 'none',
      }}
    />
  );
}

/** The 8 zone colours of SPEC §3 as a select. */
export function ZoneColorSelect({
  value,
  onChange,
  id,
  disabled,
  'aria-label': ariaLabel,
}: {
  value?: ZoneColor;
  onChange?: (value: ZoneColor) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return (
    <Select<ZoneColor>
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={onChange}
      disabled={disabled}
      style={{ minWidth: 140 }}
      options={ZONE_COLOR_NAMES.map((color) => ({
        value: color,
        label: (
          <Space size={8}>
            <ColorDot color={color} />
            {label(color)}
          </Space>
        ),
      }))}
    />
  );
}

export const colorLabel = label;
