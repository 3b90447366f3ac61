import { computeFlowTest, type FlowTestResult, type OutletInput } from '@hydrant/hydraulics';
import type { CreateFlowTestDto } from '@hydrant/api-client/generated/flow-tests';

/** The Record Flow Test form as antd holds it (numbers may still be empty while typing). */
export interface OutletFormValues {
  pitot?: number | null;
  diameter?: string | number | null;
  coefficient?: number;
}

export interface FlowTestFormValues {
  testDate?: string;
  tester?: string;
  residualHydrantId?: number;
  staticPressure?: number | null;
  residualPressure?: number | null;
  desiredResidual?: number | null;
  outlets?: OutletFormValues[];
  notes?: string;
}

export const newOutlet = (): OutletFormValues => ({ pitot: null, diameter: '2.5', coefficient: 0.9 });

export const COEFFICIENT_OPTIONS = [
  { value: 0.9, label: '0.90 smooth, rounded' },
  { value: 0.8, label: '0.80 square, sharp' },
  { value: 0.7, label: '0.70 projecting' },
];

/** Inside diameters offered (in); any other can be typed. */
export const DIAMETER_OPTIONS = [
  { value: '2.5', label: '2.5 in (hose outlet)' },
  { value: '4.5', label: '4.5 in (pumper outlet)' },
];

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(n) ? n : null;
};

function outletsOf(values: FlowTestFormValues): OutletInput[] | null {
  const outlets = values.outlets ?? [];
  if (outlets.length === 0) return null;
  const parsed = outlets.map((o) => ({
    pitot: num(o.pitot),
    diameter: num(o.diameter),
    coefficient: num(o.coefficient),
  }));
  if (parsed.some((o) => o.pitot === null || o.diameter === null || o.diameter <= 0 || o.coefficient === null))
    return null;
  return parsed as OutletInput[];
}

/** The results the server will store, computed by the same library while the user types; null until the readings are complete. */
export function liveResult(values: FlowTestFormValues): FlowTestResult | null {
  const staticPressure = num(values.staticPressure);
  const residualPressure = num(values.residualPressure);
  const outlets = outletsOf(values);
  if (staticPressure === null || residualPressure === null || staticPressure <= 0 || !outlets) return null;
  return computeFlowTest({ staticPressure, residualPressure, outlets, desiredResidual: num(values.desiredResidual) });
}

/** The request body (the server validates it again and answers one message per field). */
export function toCreateFlowTestDto(values: FlowTestFormValues): CreateFlowTestDto {
  return {
    testDate: values.testDate ?? '',
    tester: (values.tester ?? '').trim(),
    residualHydrantId: values.residualHydrantId as number,
    staticPressure: num(values.staticPressure) as number,
    residualPressure: num(values.residualPressure) as number,
    desiredResidual: num(values.desiredResidual),
    outlets: (values.outlets ?? []).map((o) => ({
      pitot: num(o.pitot) as number,
      diameter: num(o.diameter) as number,
      coefficient: num(o.coefficient) as CreateFlowTestDto['outlets'][number]['coefficient'],
    })),
    notes: values.notes?.trim() ? values.notes.trim() : null,
  };
}

/** GPM with thousands separators and one decimal at most. */
export const gpm = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} GPM`;
