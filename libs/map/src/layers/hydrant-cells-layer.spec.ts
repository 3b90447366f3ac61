import { STATUS_COLORS } from '../constants';
import type { HydrantMapCells } from '../types';
import { cellBadge, cellColor } from './hydrant-cells-layer';

/** One cell per [operational, maintenance, out-of-service] row. */
function cells(byStatus: number[][]): HydrantMapCells {
  return {
    x: byStatus.map(() => 0),
    y: byStatus.map(() => 0),
    latitude: byStatus.map(() => 40),
    longitude: byStatus.map(() => -89),
    count: byStatus.map((row) => row.reduce((a, b) => a + b, 0)),
    byStatus,
    byFlowClass: null,
  };
}

describe('map groups coloured by share', () => {
  const groups = cells([
    [999, 0, 1], // one out of service among a thousand
    [8, 0, 2], // a fifth out of service
    [85, 15, 0], // some in maintenance
    [0, 0, 1], // a single hydrant out of service
    [95, 4, 1], // a few of each
    [0, 0, 0],
  ]);

  it('takes the worst status holding at least a tenth of the group, else the most common', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => cellColor(groups, i, 'status'))).toEqual([
      STATUS_COLORS.operational,
      STATUS_COLORS['out-of-service'],
      STATUS_COLORS.maintenance,
      STATUS_COLORS['out-of-service'],
      STATUS_COLORS.operational,
      STATUS_COLORS.unknown,
    ]);
  });

  it('shows the worst status as a badge with its count when the colour does not say it', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => cellBadge(groups, i, 'status'))).toEqual([
      { color: STATUS_COLORS['out-of-service'], count: 1 },
      null,
      null,
      null,
      { color: STATUS_COLORS['out-of-service'], count: 1 },
      null,
    ]);
  });

  it('coloured by flow class, the badge still names hydrants out of service only without class counts', () => {
    const withClasses = { ...groups, byFlowClass: groups.byStatus.map(() => [1, 0, 0, 0, 0]) };
    expect(cellBadge(withClasses, 0, 'flowClass')).toBeNull();
    expect(cellBadge(groups, 0, 'flowClass')).toEqual({ color: STATUS_COLORS['out-of-service'], count: 1 });
  });
});
