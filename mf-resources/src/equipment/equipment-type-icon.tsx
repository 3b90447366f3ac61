import type { ReactNode } from 'react';
import { CameraOutlined, SafetyOutlined, ToolOutlined } from '@ant-design/icons';

/**
 * SPEC §2: the card's type icon — pump, camera, scba, ladder, hose, safety, else a
 * generic one. The type is matched by the words it contains ('Thermal Camera', 'SCBA
 * pack', 'Supply hose' …), the first that fits in SPEC's order. Drawn as SVG, so it shows
 * the same on every device (emoji fonts are missing on many Linux stations).
 */
const KINDS = ['pump', 'camera', 'scba', 'ladder', 'hose', 'safety'] as const;

export function typeIconKind(type: string): string {
  const t = type.toLowerCase();
  return KINDS.find((kind) => t.includes(kind)) ?? 'generic';
}

const svg = (children: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

const GLYPHS: Record<string, ReactNode> = {
  // a centrifugal pump: casing, impeller hub, outlet and base
  pump: svg(
    <>
      <circle cx="10" cy="12" r="6" />
      <circle cx="10" cy="12" r="1.8" />
      <path d="M16 9h5v4h-5M4 20h12M10 18v2" />
    </>,
  ),
  camera: <CameraOutlined />,
  // a breathing-air cylinder with its valve and hose
  scba: svg(
    <>
      <rect x="7" y="6" width="7" height="15" rx="3.5" />
      <path d="M9 6V3.5h3V6M12 3.5h4.5a2.5 2.5 0 0 1 2.5 2.5v6" />
    </>,
  ),
  ladder: svg(<path d="M7 2v20M17 2v20M7 6h10M7 10h10M7 14h10M7 18h10" />),
  // a coiled hose with its nozzle
  hose: svg(
    <>
      <circle cx="10" cy="12" r="7" />
      <circle cx="10" cy="12" r="3.5" />
      <path d="M17 12h3l2-2v4l-2-2" />
    </>,
  ),
  safety: <SafetyOutlined />,
  generic: <ToolOutlined />,
};

const COLORS: Record<string, string> = {
  pump: '#0958d9',
  camera: '#531dab',
  scba: '#08979c',
  ladder: '#ad4e00',
  hose: '#c62828',
  safety: '#2e7d32',
  generic: '#595959',
};

export function EquipmentTypeIcon({ type }: { type: string }) {
  const kind = typeIconKind(type);
  return (
    <span
      aria-hidden="true"
      data-type-icon={kind}
      style={{
        fontSize: 26,
        lineHeight: 1,
        color: COLORS[kind],
        display: 'inline-flex',
        padding: 6,
        borderRadius: 8,
        background: `${COLORS[kind]}14`,
      }}
    >
      {GLYPHS[kind]}
    </span>
  );
}
