import type { FlatStyle } from 'ol/style/flat';
import { FLOW_CLASS_COLORS, STATUS_COLORS } from '../constants';

export type PointColorBy = 'status' | 'flowClass';

/**
 * WebGL style of the hydrant points: a circle coloured by a feature property through a
 * `match` expression (status or NFPA flow class), growing with the zoom.
 */
/** Numeric codes of the style properties (the WebGL points renderer takes numbers, not strings). */
export const STATUS_CODES: Record<string, number> = { operational: 0, maintenance: 1, 'out-of-service': 2 };
export const UNKNOWN_STATUS_CODE = 3;
export const FLOW_CLASS_CODES: Record<string, number> = { AA: 0, A: 1, B: 2, C: 3 };
export const NO_FLOW_CLASS_CODE = 4;

export function statusCode(status: string | null | undefined): number {
  return status != null && Object.hasOwn(STATUS_CODES, status) ? STATUS_CODES[status] : UNKNOWN_STATUS_CODE;
}

export function flowClassCode(flowClass: string | null | undefined): number {
  return flowClass != null && Object.hasOwn(FLOW_CLASS_CODES, flowClass)
    ? FLOW_CLASS_CODES[flowClass]
    : NO_FLOW_CLASS_CODE;
}

/**
 * WebGL style of the hydrant points: a circle coloured by a numeric feature property
 * through a `match` expression (status or NFPA flow class), growing with the zoom.
 */
export function hydrantPointStyle(colorBy: PointColorBy): FlatStyle {
  const color =
    colorBy === 'status'
      ? [
          'match',
          ['get', 'statusCode'],
          STATUS_CODES.operational,
          STATUS_COLORS.operational,
          STATUS_CODES.maintenance,
          STATUS_COLORS.maintenance,
          STATUS_CODES['out-of-service'],
          STATUS_COLORS['out-of-service'],
          STATUS_COLORS.unknown,
        ]
      : [
          'match',
          ['get', 'flowClassCode'],
          FLOW_CLASS_CODES.AA,
          FLOW_CLASS_COLORS.AA,
          FLOW_CLASS_CODES.A,
          FLOW_CLASS_COLORS.A,
          FLOW_CLASS_CODES.B,
          FLOW_CLASS_COLORS.B,
          FLOW_CLASS_CODES.C,
          FLOW_CLASS_COLORS.C,
          FLOW_CLASS_COLORS.none,
        ];
  return {
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 2.5, 10, 3.5, 14, 6, 18, 8],
    'circle-fill-color': color,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 12, 1.5],
  };
}
