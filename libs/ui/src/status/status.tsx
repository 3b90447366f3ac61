import { Tag } from 'antd';

/** Colour names of the display rules (SPEC §3): green, orange, red, grey for unknown. */
export type StatusColor = 'green' | 'orange' | 'red' | 'grey';

const STATUS: Record<string, { label: string; color: StatusColor }> = {
  operational: { label: 'Operational', color: 'green' },
  maintenance: { label: 'Maintenance', color: 'orange' },
  'out-of-service': { label: 'Out of Service', color: 'red' },
};

const normalise = (status: unknown) =>
  typeof status === 'string'
    ? status
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
    : '';

/** 'Operational' | 'Maintenance' | 'Out of Service' | 'Unknown' */
export function statusLabel(status: unknown): string {
  return STATUS[normalise(status)]?.label ?? 'Unknown';
}

/** 'green' | 'orange' | 'red' | 'grey' */
export function statusColor(status: unknown): StatusColor {
  return STATUS[normalise(status)]?.color ?? 'grey';
}

/**
 * Each status colour as a text colour on white (stat counts, summaries): at least 4.5:1
 * (WCAG AA). The map markers keep their brighter fills (libs/map STATUS_COLORS).
 */
export const STATUS_TEXT_COLOR: Record<StatusColor, string> = {
  green: '#2e7d32',
  orange: '#ad4e00',
  red: '#c62828',
  grey: '#595959',
};

/** antd Tag preset for each colour (grey is antd's neutral 'default'). */
export const TAG_COLOR: Record<StatusColor, string> = { green: 'green', orange: 'orange', red: 'red', grey: 'default' };

/** Asset status badge (hydrants and equipment). */
export function StatusBadge({ status }: { status: unknown }) {
  const color = statusColor(status);
  return (
    <Tag color={TAG_COLOR[color]} data-status-color={color}>
      {statusLabel(status)}
    </Tag>
  );
}
