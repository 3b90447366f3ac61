/**
 * SPEC §2: the card's type icon — pump, camera, scba, ladder, hose, safety, else a
 * generic one. The type is matched by the words it contains ('Thermal Camera',
 * 'SCBA pack', 'Supply hose' …), the first that fits in SPEC's order.
 */
const ICONS: [kind: string, glyph: string][] = [
  ['pump', '⛽'],
  ['camera', '📷'],
  ['scba', '🤿'],
  ['ladder', '🪜'],
  ['hose', '🧯'],
  ['safety', '🦺'],
];

export function typeIconKind(type: string): string {
  const t = type.toLowerCase();
  return ICONS.find(([kind]) => t.includes(kind))?.[0] ?? 'generic';
}

export function EquipmentTypeIcon({ type }: { type: string }) {
  const kind = typeIconKind(type);
  const glyph = ICONS.find(([k]) => k === kind)?.[1] ?? '🔧';
  return (
    <span aria-hidden="true" data-type-icon={kind} style={{ fontSize: 28, lineHeight: 1 }}>
      {glyph}
    </span>
  );
}
