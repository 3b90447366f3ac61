import type { FlatStyle } from 'ol/style/flat';
import { FLOW_CLASS_COLORS, STATUS_COLORS } from '../constants';

export type PointColorBy = 'status' | 'flowClass';

/**
 * WebGL style of the hydrant points: a circle coloured by a feature property through a
 * `match` expression (status or NFPA flow class), growing with the zoom.
 */
export function hydrantPointStyle(colorBy: PointColorBy): FlatStyle {
  const color =
    colorBy === 'status'
      ? [
          'match',
          ['get', 'status'],
          'operational',
          STATUS_COLORS.operational,
          'maintenance',
          STATUS_COLORS.maintenance,
          'out-of-service',
          STATUS_COLORS['out-of-service'],
          STATUS_COLORS.unknown,
        ]
      : [
          'match',
          ['get', 'flowClass'],
          'AA',
          FLOW_CLASS_COLORS.AA,
          'A',
          FLOW_CLASS_COLORS.A,
          'B',
          FLOW_CLASS_COLORS.B,
          'C',
          FLOW_CLASS_COLORS.C,
          FLOW_CLASS_COLORS.none,
        ];
  return {
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 2.5, 10, 4, 14, 7, 18, 9],
    'circle-fill-color': color,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 12, 1.5],
  } as FlatStyle;
}
