/**
 * NFPA 291 hydrant flow test, as DECISIONS §11 gives it. Pure functions: the API stores
 * what `computeFlowTest` returns and the 'Record Flow Test' dialog shows the very same
 * numbers while the user types.
 */

/** Outlet coefficients: smooth and rounded, square and sharp, projecting. */
export const OUTLET_COEFFICIENTS = [0.9, 0.8, 0.7] as const;
/** Inside diameters (in) the forms offer; any other positive diameter is accepted. */
export const OFFERED_DIAMETERS = [2.5, 4.5] as const;
/** Outlets this large (in) or larger are pumper outlets: NFPA 291's factor applies. */
export const PUMPER_OUTLET_MIN_DIAMETER = 4;
/** The residual pressure (psi) a hydrant is rated at. */
export const RATING_RESIDUAL_PSI = 20;
/** Pitot readings outside this range (psi) are unreliable. */
export const PITOT_RELIABLE_MIN = 2;
export const PITOT_RELIABLE_MAX = 30;
/** The pressure drop during a test should be at least this share of static. */
export const MIN_RELIABLE_DROP = 0.1;

/** NFPA 291 pumper outlet factors by pitot reading (psi): 2→0.97 … 7 or more→0.83. */
const PUMPER_FACTORS: ReadonlyArray<readonly [number, number]> = [
  [2, 0.97],
  [3, 0.92],
  [4, 0.89],
  [5, 0.86],
  [6, 0.84],
  [7, 0.83],
];

export type NfpaClass = 'AA' | 'A' | 'B' | 'C';

export interface OutletInput {
  /** Pitot pressure, psi. */
  pitot: number;
  /** Actual inside diameter, in. */
  diameter: number;
  /** Outlet coefficient (0.90, 0.80 or 0.70). */
  coefficient: number;
}

export interface FlowTestInput {
  /** Static pressure S, psi. */
  staticPressure: number;
  /** Residual pressure R during the test, psi. */
  residualPressure: number;
  outlets: readonly OutletInput[];
  /** A residual pressure R' (psi) the user asks about besides 20 psi; optional. */
  desiredResidual?: number | null;
}

export type FlowTestWarningCode = 'residual-not-below-static' | 'small-drop' | 'pitot-low' | 'pitot-high';

export interface FlowTestWarning {
  code: FlowTestWarningCode;
  message: string;
  /** 0-based outlet index for pitot warnings. */
  outlet?: number;
}

export interface OutletResult {
  /** Flow through the outlet, GPM, 1 decimal. */
  flow: number;
  /** The pumper outlet factor applied, or null for a hose outlet. */
  pumperFactor: number | null;
}

export interface FlowTestResult {
  outlets: OutletResult[];
  /** Q_F: total flow during the test, GPM, 1 decimal. */
  totalFlow: number;
  /** Flow available at 20 psi residual, GPM, 1 decimal; null when residual is not below static. */
  flowAt20: number | null;
  /** The residual asked about (null when none) and the flow available at it. */
  desiredResidual: number | null;
  flowAtDesired: number | null;
  /** The hydrant's rated flow: Q at 20 psi rounded to a whole GPM (DECISIONS §11). */
  ratedFlow: number | null;
  nfpaClass: NfpaClass | null;
  warnings: FlowTestWarning[];
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * NFPA 291's factor for a pumper outlet at this pitot reading: the table's value at whole
 * psi, linear between its rows (so a higher reading never gives less flow), 0.97 under
 * 2 psi and 0.83 from 7 psi.
 */
export function pumperFactor(pitot: number): number {
  const [first] = PUMPER_FACTORS;
  if (!(pitot > first[0])) return first[1];
  for (let i = 1; i < PUMPER_FACTORS.length; i++) {
    const [psi, factor] = PUMPER_FACTORS[i];
    if (pitot <= psi) {
      const [lowPsi, lowFactor] = PUMPER_FACTORS[i - 1];
      return Math.round((lowFactor + ((factor - lowFactor) * (pitot - lowPsi)) / (psi - lowPsi)) * 10000) / 10000;
    }
  }
  return PUMPER_FACTORS[PUMPER_FACTORS.length - 1][1];
}

export function isPumperOutlet(diameter: number): boolean {
  return diameter >= PUMPER_OUTLET_MIN_DIAMETER;
}

/** Q = 29.83 × c × d² × √p, times the pumper factor for outlets of 4 in or more (unrounded GPM). */
export function outletFlow({ pitot, diameter, coefficient }: OutletInput): number {
  const q = 29.83 * coefficient * diameter * diameter * Math.sqrt(Math.max(pitot, 0));
  return isPumperOutlet(diameter) ? q * pumperFactor(pitot) : q;
}

/** Q_R = Q_F × ((S − R') / (S − R))^0.54; null when R is not below S; 0 when R' is at or above S. */
export function flowAtResidual(
  totalFlow: number,
  staticPressure: number,
  residual: number,
  atResidual: number,
): number | null {
  const drop = staticPressure - residual;
  if (!(drop > 0)) return null;
  const available = staticPressure - atResidual;
  if (available <= 0) return 0;
  return totalFlow * Math.pow(available / drop, 0.54);
}

/** NFPA 291 class from flow in GPM (DECISIONS §5): AA ≥ 1500, A 1000–1499, B 500–999, C < 500. */
export function nfpaClass(flow: number): NfpaClass {
  if (flow >= 1500) return 'AA';
  if (flow >= 1000) return 'A';
  if (flow >= 500) return 'B';
  return 'C';
}

/** Warnings of DECISIONS §11: shown and stored, never silently corrected. */
export function flowTestWarnings(input: FlowTestInput): FlowTestWarning[] {
  const warnings: FlowTestWarning[] = [];
  const { staticPressure: s, residualPressure: r } = input;
  if (!(r < s)) {
    warnings.push({
      code: 'residual-not-below-static',
      message: 'Residual pressure is not below static pressure: no result',
    });
  } else if (s - r < MIN_RELIABLE_DROP * s) {
    warnings.push({ code: 'small-drop', message: 'Pressure drop is under 10% of static: result less reliable' });
  }
  input.outlets.forEach((outlet, i) => {
    if (outlet.pitot < PITOT_RELIABLE_MIN) {
      warnings.push({
        code: 'pitot-low',
        outlet: i,
        message: `Outlet ${i + 1}: pitot pressure under ${PITOT_RELIABLE_MIN} psi: reading unreliable`,
      });
    } else if (outlet.pitot > PITOT_RELIABLE_MAX) {
      warnings.push({
        code: 'pitot-high',
        outlet: i,
        message: `Outlet ${i + 1}: pitot pressure over ${PITOT_RELIABLE_MAX} psi: reading unreliable`,
      });
    }
  });
  return warnings;
}

/** Every result of a flow test, as stored with its inputs. */
export function computeFlowTest(input: FlowTestInput): FlowTestResult {
  const flows = input.outlets.map(outletFlow);
  const total = flows.reduce((sum, q) => sum + q, 0);
  const { staticPressure: s, residualPressure: r } = input;
  const q20 = flowAtResidual(total, s, r, RATING_RESIDUAL_PSI);
  const desired = input.desiredResidual ?? null;
  const qDesired = desired === null ? null : flowAtResidual(total, s, r, desired);
  const rated = q20 === null ? null : Math.round(q20);
  return {
    outlets: input.outlets.map((outlet, i) => ({
      flow: round1(flows[i]),
      pumperFactor: isPumperOutlet(outlet.diameter) ? pumperFactor(outlet.pitot) : null,
    })),
    totalFlow: round1(total),
    flowAt20: q20 === null ? null : round1(q20),
    desiredResidual: desired,
    flowAtDesired: qDesired === null ? null : round1(qDesired),
    ratedFlow: rated,
    nfpaClass: rated === null ? null : nfpaClass(rated),
    warnings: flowTestWarnings(input),
  };
}

/**
 * Points of the supply curve (pressure against flow): static at zero flow, through the
 * test point (Q_F at R), down to zero pressure, on NFPA 291's N^1.85 scale. Empty when
 * there is no result.
 */
export function supplyCurve(
  staticPressure: number,
  residualPressure: number,
  totalFlow: number,
  steps = 24,
): Array<{ flow: number; pressure: number }> {
  const drop = staticPressure - residualPressure;
  if (!(drop > 0) || !(totalFlow > 0)) return [];
  const points: Array<{ flow: number; pressure: number }> = [];
  for (let i = 0; i <= steps; i++) {
    const pressure = staticPressure - (staticPressure * i) / steps;
    points.push({ flow: flowAtResidual(totalFlow, staticPressure, residualPressure, pressure) ?? 0, pressure });
  }
  return points;
}
