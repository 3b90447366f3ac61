import { liveResult, toCreateFlowTestDto } from './flow-test-values';

describe('Record Flow Test values', () => {
  it('computes nothing until the readings are complete, then what the server computes', () => {
    expect(liveResult({ staticPressure: 72, outlets: [{ pitot: 16, diameter: '2.5', coefficient: 0.9 }] })).toBeNull();
    expect(
      liveResult({
        staticPressure: 72,
        residualPressure: 50,
        outlets: [{ pitot: null, diameter: '2.5', coefficient: 0.9 }],
      }),
    ).toBeNull();
    const result = liveResult({
      staticPressure: 72,
      residualPressure: 50,
      outlets: [
        { pitot: 16, diameter: '2.5', coefficient: 0.9 },
        { pitot: 9, diameter: '4.5', coefficient: 0.9 },
      ],
    });
    expect(result?.outlets.map((o) => o.flow)).toEqual([671.2, 1353.7]);
    expect(result?.ratedFlow).toBe(3222);
    expect(result?.nfpaClass).toBe('AA');
  });

  it('accepts a typed inside diameter and builds the request body', () => {
    expect(
      toCreateFlowTestDto({
        testDate: '2026-05-12',
        tester: ' Lt. Rivera ',
        residualHydrantId: 4,
        staticPressure: 70,
        residualPressure: 55,
        outlets: [{ pitot: 12, diameter: '2.375', coefficient: 0.8 }],
        notes: '',
      }),
    ).toEqual({
      testDate: '2026-05-12',
      tester: 'Lt. Rivera',
      residualHydrantId: 4,
      staticPressure: 70,
      residualPressure: 55,
      desiredResidual: null,
      outlets: [{ pitot: 12, diameter: 2.375, coefficient: 0.8 }],
      notes: null,
    });
  });
});
