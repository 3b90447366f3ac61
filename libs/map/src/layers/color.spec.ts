import { withAlpha } from './color';
import { pointFeatures } from './hydrant-points-layer';

describe('withAlpha', () => {
  it('turns a hex colour into rgba', () => {
    expect(withAlpha('#e53935', 0.2)).toBe('rgba(229, 57, 53, 0.2)');
    expect(withAlpha('#fff', 1)).toBe('rgba(255, 255, 255, 1)');
  });
});

describe('pointFeatures', () => {
  it('makes one feature per valid point with the id, status and flow class the style reads', () => {
    const features = pointFeatures({
      id: [7, 8, 9],
      latitude: [40, Number.NaN, 41],
      longitude: [-74, -74, -73],
      status: ['operational', 'maintenance', 'out-of-service'],
      flowClass: ['AA', 'B', null],
    });
    expect(features.map((f): unknown[] => [f.get('hydrant'), f.get('status'), f.get('flowClass')])).toEqual([
      [7, 'operational', 'AA'],
      [9, 'out-of-service', 'none'],
    ]);
    // the WebGL points renderer reads numbers: the style matches on these codes
    expect(features.map((f): unknown[] => [f.get('statusCode'), f.get('flowClassCode')])).toEqual([
      [0, 0],
      [2, 4],
    ]);
  });
});
