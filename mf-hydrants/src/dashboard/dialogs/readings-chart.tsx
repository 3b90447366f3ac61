import { Flex, Typography } from 'antd';
import { formatDate } from '@hydrant/ui';

interface Reading {
  completedDate: string;
  pressure: number | null;
  flowRate: number | null;
}

const W = 280;
const H = 56;
const PAD = 6;

/**
 * Where each reading sits across the box: by its date, so a gap of years between two
 * inspections looks like one (oldest at the left edge, newest at the right). Readings of a
 * single day sit in the middle.
 */
export function xByDate(dates: string[], width = W, pad = PAD): number[] {
  const times = dates.map((d) => Date.parse(d));
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  return times.map((t) => (span > 0 ? pad + ((t - first) / span) * (width - 2 * pad) : width / 2));
}

/** Points of one series, scaled to the box. */
function pathOf(values: { x: number; y: number }[], min: number, max: number): string {
  const span = max - min || 1;
  return values
    .map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${(H - PAD - ((p.y - min) / span) * (H - 2 * PAD)).toFixed(1)}`)
    .join(' ');
}

function Series({
  label,
  unit,
  color,
  points,
}: {
  label: string;
  unit: string;
  color: string;
  points: { date: string; value: number }[];
}) {
  if (points.length === 0) return null;
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const xs = xByDate(points.map((p) => p.date));
  const xy = points.map((p, i) => ({ x: xs[i], y: p.value }));
  const first = points[0];
  const last = points[points.length - 1];
  const summary = `${label}: ${points.length} readings from ${formatDate(first.date)} to ${formatDate(last.date)}, latest ${last.value} ${unit}, lowest ${min}, highest ${max}`;
  return (
    <div style={{ flex: '1 1 240px', minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label} ({unit}) · latest {last.value} · range {min}–{max}
      </Typography.Text>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height={H}
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
        style={{ display: 'block', background: '#fafafa', borderRadius: 4 }}
      >
        <path d={pathOf(xy, min, max)} fill="none" stroke={color} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        {xy.map((p, i) => (
          <circle
            key={i}
            cx={p.x}
            cy={H - PAD - ((p.y - min) / (max - min || 1)) * (H - 2 * PAD)}
            r={2.5}
            fill={color}
          />
        ))}
      </svg>
    </div>
  );
}

/** Pressure and flow readings of the records shown, oldest to newest (inspections keep them; DECISIONS §7). */
export function ReadingsChart({ records }: { records: Reading[] }) {
  const ordered = [...records].reverse();
  const pressure = ordered
    .filter((r) => r.pressure !== null)
    .map((r) => ({ date: r.completedDate, value: r.pressure as number }));
  const flow = ordered
    .filter((r) => r.flowRate !== null)
    .map((r) => ({ date: r.completedDate, value: r.flowRate as number }));
  if (pressure.length < 2 && flow.length < 2) return null;
  return (
    <Flex gap={12} wrap data-testid="readings-chart">
      <Series label="Pressure" unit="PSI" color="#0958d9" points={pressure} />
      <Series label="Flow Rate" unit="GPM" color="#08979c" points={flow} />
    </Flex>
  );
}
