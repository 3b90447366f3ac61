import { Typography } from 'antd';
import { RATING_RESIDUAL_PSI, supplyCurve } from '@hydrant/hydraulics';

const W = 560;
const H = 260;
const M = { left: 48, right: 16, top: 14, bottom: 40 };
const CURVE = '#1f5fa8';
const MARK = '#b4232c';

/** A round axis step giving about five ticks. */
function niceStep(max: number): number {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

const ticks = (max: number) => {
  const step = niceStep(max);
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
};

/**
 * The supply curve of a flow test (NFPA 291): pressure against flow, from the static
 * pressure at no flow through the test point (total flow at the residual pressure), with
 * the flow available at 20 psi marked. Drawn in SVG, no chart library.
 */
export function SupplyCurveChart({
  staticPressure,
  residualPressure,
  totalFlow,
  flowAt20,
}: {
  staticPressure: number;
  residualPressure: number;
  totalFlow: number;
  flowAt20: number | null;
}) {
  const points = supplyCurve(staticPressure, residualPressure, totalFlow);
  if (points.length === 0 || flowAt20 === null) return null;
  const maxFlow = Math.max(...points.map((p) => p.flow)) * 1.05;
  const flowStep = niceStep(maxFlow);
  const xMax = Math.ceil(maxFlow / flowStep) * flowStep;
  const pStep = niceStep(staticPressure * 1.1);
  const yMax = Math.ceil((staticPressure * 1.1) / pStep) * pStep;
  const x = (flow: number) => M.left + (flow / xMax) * (W - M.left - M.right);
  const y = (psi: number) => H - M.bottom - (psi / yMax) * (H - M.top - M.bottom);
  const d = points.map((p, i) => `${i ? 'L' : 'M'}${x(p.flow).toFixed(1)},${y(p.pressure).toFixed(1)}`).join(' ');
  const rated = Math.round(flowAt20);
  const summary =
    `Supply curve: ${staticPressure} psi static at no flow, ${residualPressure} psi residual at ` +
    `${Math.round(totalFlow)} GPM during the test, ${rated} GPM available at ${RATING_RESIDUAL_PSI} psi`;
  return (
    <figure style={{ margin: 0 }} data-testid="supply-curve">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ display: 'block', maxWidth: W }}
      >
        <rect x={M.left} y={M.top} width={W - M.left - M.right} height={H - M.top - M.bottom} fill="#fafafa" />
        {ticks(xMax).map((t) => (
          <g key={`x${t}`}>
            <line x1={x(t)} x2={x(t)} y1={M.top} y2={H - M.bottom} stroke="#e3e3e3" />
            <text x={x(t)} y={H - M.bottom + 14} fontSize={10} textAnchor="middle" fill="#444">
              {t.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {ticks(yMax).map((t) => (
          <g key={`y${t}`}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke="#e3e3e3" />
            <text x={M.left - 6} y={y(t) + 3} fontSize={10} textAnchor="end" fill="#444">
              {t}
            </text>
          </g>
        ))}
        <text x={(M.left + W - M.right) / 2} y={H - 6} fontSize={11} textAnchor="middle" fill="#333">
          Flow (GPM)
        </text>
        <text
          x={12}
          y={(M.top + H - M.bottom) / 2}
          fontSize={11}
          textAnchor="middle"
          fill="#333"
          transform={`rotate(-90 12 ${(M.top + H - M.bottom) / 2})`}
        >
          Pressure (psi)
        </text>
        <line
          x1={M.left}
          x2={W - M.right}
          y1={y(RATING_RESIDUAL_PSI)}
          y2={y(RATING_RESIDUAL_PSI)}
          stroke={MARK}
          strokeDasharray="4 3"
        />
        <path d={d} fill="none" stroke={CURVE} strokeWidth={2.5} />
        <circle cx={x(0)} cy={y(staticPressure)} r={4} fill={CURVE} />
        <circle cx={x(totalFlow)} cy={y(residualPressure)} r={5} fill="#fff" stroke={CURVE} strokeWidth={2} />
        <line
          x1={x(flowAt20)}
          x2={x(flowAt20)}
          y1={y(RATING_RESIDUAL_PSI)}
          y2={H - M.bottom}
          stroke={MARK}
          strokeDasharray="4 3"
        />
        <circle cx={x(flowAt20)} cy={y(RATING_RESIDUAL_PSI)} r={5} fill={MARK} />
        <text
          x={Math.min(x(flowAt20) - 6, W - M.right - 4)}
          y={y(RATING_RESIDUAL_PSI) - 8}
          fontSize={11}
          fontWeight={600}
          textAnchor="end"
          fill={MARK}
        >
          {rated.toLocaleString('en-US')} GPM at {RATING_RESIDUAL_PSI} psi
        </text>
        <text x={x(totalFlow) + 8} y={y(residualPressure) - 6} fontSize={10} fill={CURVE}>
          Test: {Math.round(totalFlow).toLocaleString('en-US')} GPM at {residualPressure} psi
        </text>
      </svg>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {summary}.
      </Typography.Text>
    </figure>
  );
}
