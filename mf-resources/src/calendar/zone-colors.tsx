import { Tag } from 'antd';

/** SPEC §2: Zone 1 red, Zone 2 blue, Zone 3 green, Zone 4 yellow, Zone 5 purple, otherwise grey. */
const ZONE_COLORS: Record<string, { name: string; tag: string }> = {
  'Zone 1': { name: 'red', tag: 'red' },
  'Zone 2': { name: 'blue', tag: 'blue' },
  'Zone 3': { name: 'green', tag: 'green' },
  'Zone 4': { name: 'yellow', tag: 'gold' },
  'Zone 5': { name: 'purple', tag: 'purple' },
};

export const zoneColorName = (zone: string | null | undefined) => (zone && ZONE_COLORS[zone]?.name) || 'grey';

export function ZoneBadge({ zone }: { zone: string | null | undefined }) {
  const color = zone ? ZONE_COLORS[zone] : undefined;
  return (
    <Tag color={color?.tag ?? 'default'} data-zone-color={color?.name ?? 'grey'} data-testid="zone-badge">
      {zone ?? 'Unassigned'}
    </Tag>
  );
}
