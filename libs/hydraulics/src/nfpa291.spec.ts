import fc from 'fast-check';
import {
  computeFlowTest,
  flowAtResidual,
  nfpaClass,
  outletFlow,
  pumperFactor,
  supplyCurve,
  type OutletInput,
} from './nfpa291.js';

const hose = (pitot: number, coefficient = 0.9): OutletInput => ({ pitot, diameter: 2.5, coefficient });
const pumper = (pitot: number, coefficient = 0.9): OutletInput => ({ pitot, diameter: 4.5, coefficient });

describe('outlet flow (Q = 29.83 c d² √p)', () => {
  it('matches the theoretical discharge tables (c = 1.0): 2½ in at 10 psi ≈ 590 GPM', () => {
    expect(outletFlow({ pitot: 10, diameter: 2.5, coefficient: 1 })).toBeCloseTo(589.6, 1);
  });

  it('hand check: 2½ in smooth outlet at 16 psi = 29.83 × 0.9 × 6.25 × 4 = 671.2 GPM', () => {
    expect(outletFlow(hose(16))).toBeCloseTo(671.175, 3);
    expect(computeFlowTest({ staticPressure: 80, residualPressure: 60, outlets: [hose(16)] }).outlets[0]).toEqual({
      flow: 671.2,
      pumperFactor: null,
    });
  });

  it('uses the outlet coefficient as given (0.80 square-edged, 0.70 projecting)', () => {
    expect(outletFlow(hose(16, 0.8))).toBeCloseTo(29.83 * 0.8 * 6.25 * 4, 6);
    expect(outletFlow(hose(16, 0.7))).toBeCloseTo(29.83 * 0.7 * 6.25 * 4, 6);
  });

  it('applies the pumper factor to outlets of 4 in and more: 4½ in at 9 psi = 29.83 × 0.9 × 20.25 × 3 × 0.83', () => {
    expect(outletFlow(pumper(9))).toBeCloseTo(29.83 * 0.9 * 20.25 * 3 * 0.83, 6);
    expect(outletFlow({ pitot: 4, diameter: 4, coefficient: 0.9 })).toBeCloseTo(29.83 * 0.9 * 16 * 2 * 0.89, 6);
    // 3.99 in is a hose outlet: no factor
    expect(outletFlow({ pitot: 4, diameter: 3.99, coefficient: 0.9 })).toBeCloseTo(29.83 * 0.9 * 3.99 ** 2 * 2, 6);
  });

  it('reads the NFPA 291 pumper factor table by pitot pressure (linear between its whole-psi rows)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 25].map(pumperFactor)).toEqual([0.97, 0.97, 0.92, 0.89, 0.86, 0.84, 0.83, 0.83]);
    expect(pumperFactor(2.5)).toBeCloseTo(0.945, 9);
    expect(pumperFactor(6.5)).toBeCloseTo(0.835, 9);
  });
});

describe('flow at a residual pressure (Q_R = Q_F × ((S − R′)/(S − R))^0.54)', () => {
  it('worked example: 1,000 GPM at S 70, R 50 gives 1,000 × 2.5^0.54 ≈ 1,640 GPM at 20 psi', () => {
    expect(flowAtResidual(1000, 70, 50, 20)).toBeCloseTo(1640.13, 1);
  });

  it('is the test flow itself at the test residual, and 0 at static or above', () => {
    expect(flowAtResidual(800, 70, 50, 50)).toBeCloseTo(800, 9);
    expect(flowAtResidual(800, 70, 50, 70)).toBe(0);
    expect(flowAtResidual(800, 70, 50, 90)).toBe(0);
  });

  it('has no result when the residual is not below static', () => {
    expect(flowAtResidual(800, 60, 60, 20)).toBeNull();
    expect(flowAtResidual(800, 60, 65, 20)).toBeNull();
  });
});

describe('computeFlowTest', () => {
  it('two outlets (hose + pumper): sums the flows, rates at 20 psi and classes the hydrant', () => {
    const q1 = 29.83 * 0.9 * 6.25 * Math.sqrt(16);
    const q2 = 29.83 * 0.9 * 20.25 * Math.sqrt(9) * 0.83;
    const q20 = (q1 + q2) * Math.pow((72 - 20) / (72 - 50), 0.54);
    const result = computeFlowTest({
      staticPressure: 72,
      residualPressure: 50,
      outlets: [hose(16), pumper(9)],
      desiredResidual: 30,
    });
    expect(result.outlets).toEqual([
      { flow: 671.2, pumperFactor: null },
      { flow: 1353.7, pumperFactor: 0.83 },
    ]);
    expect(result.totalFlow).toBeCloseTo(q1 + q2, 1);
    expect(result.flowAt20).toBeCloseTo(q20, 1);
    expect(result.ratedFlow).toBe(Math.round(q20));
    expect(result.ratedFlow).toBe(3222);
    expect(result.nfpaClass).toBe('AA');
    expect(result.desiredResidual).toBe(30);
    expect(result.flowAtDesired).toBeCloseTo((q1 + q2) * Math.pow(42 / 22, 0.54), 1);
    expect(result.warnings).toEqual([]);
  });

  it('several hose outlets: flows add up', () => {
    const result = computeFlowTest({
      staticPressure: 60,
      residualPressure: 40,
      outlets: [hose(10), hose(10), hose(10)],
    });
    expect(result.totalFlow).toBeCloseTo(3 * 29.83 * 0.9 * 6.25 * Math.sqrt(10), 1);
    expect(result.flowAtDesired).toBeNull();
  });

  it('classes by rated flow: AA ≥ 1500, A 1000–1499, B 500–999, C < 500', () => {
    expect([1500, 1499, 1000, 999, 500, 499, 0].map(nfpaClass)).toEqual(['AA', 'A', 'A', 'B', 'B', 'C', 'C']);
  });

  it('warns when the residual is not below static, and gives no result', () => {
    const result = computeFlowTest({ staticPressure: 50, residualPressure: 55, outlets: [hose(10)] });
    expect(result.flowAt20).toBeNull();
    expect(result.ratedFlow).toBeNull();
    expect(result.nfpaClass).toBeNull();
    expect(result.warnings.map((w) => w.message)).toEqual([
      'Residual pressure is not below static pressure: no result',
    ]);
  });

  it('warns when the drop is under 10% of static, but still rates', () => {
    const result = computeFlowTest({ staticPressure: 80, residualPressure: 73, outlets: [hose(10)] });
    expect(result.ratedFlow).not.toBeNull();
    expect(result.warnings.map((w) => w.code)).toEqual(['small-drop']);
    // exactly 10% is enough
    expect(computeFlowTest({ staticPressure: 80, residualPressure: 72, outlets: [hose(10)] }).warnings).toEqual([]);
  });

  it('warns per outlet when the pitot reading is under 2 psi or over 30 psi', () => {
    const result = computeFlowTest({
      staticPressure: 80,
      residualPressure: 50,
      outlets: [hose(1.5), hose(10), pumper(31)],
    });
    expect(result.warnings).toEqual([
      { code: 'pitot-low', outlet: 0, message: 'Outlet 1: pitot pressure under 2 psi: reading unreliable' },
      { code: 'pitot-high', outlet: 2, message: 'Outlet 3: pitot pressure over 30 psi: reading unreliable' },
    ]);
  });
});

describe('supply curve', () => {
  it('runs from static at no flow through the test point to zero pressure', () => {
    const points = supplyCurve(70, 50, 1000, 7);
    expect(points[0]).toEqual({ flow: 0, pressure: 70 });
    expect(points.at(-1)!.pressure).toBe(0);
    const atTest = points.find((p) => p.pressure === 50)!;
    expect(atTest.flow).toBeCloseTo(1000, 6);
    expect(supplyCurve(50, 50, 1000)).toEqual([]);
  });
});

describe('properties', () => {
  const coefficient = fc.constantFrom(0.9, 0.8, 0.7);
  const diameter = fc.oneof(fc.constantFrom(2.5, 4.5), fc.double({ min: 1, max: 8, noNaN: true }));

  it('an outlet flows more at a higher pitot pressure', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 200, noNaN: true }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        diameter,
        coefficient,
        (pitot, more, d, c) =>
          outletFlow({ pitot: pitot + more, diameter: d, coefficient: c }) >
          outletFlow({ pitot, diameter: d, coefficient: c }),
      ),
    );
  });

  it('the flow at 20 psi grows with (S − 20)/(S − R)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 25, max: 200 }),
        fc.double({ min: 0.01, max: 0.9, noNaN: true }),
        fc.double({ min: 0.01, max: 0.9, noNaN: true }),
        fc.double({ min: 10, max: 5000, noNaN: true }),
        (s, dropA, dropB, total) => {
          fc.pre(Math.abs(dropA - dropB) > 1e-6);
          const [rA, rB] = [s * (1 - dropA), s * (1 - dropB)];
          const [ratioA, ratioB] = [(s - 20) / (s - rA), (s - 20) / (s - rB)];
          const [qA, qB] = [flowAtResidual(total, s, rA, 20)!, flowAtResidual(total, s, rB, 20)!];
          return ratioA > ratioB ? qA > qB : qA < qB;
        },
      ),
    );
  });

  it('the rated flow of a computed test never decreases as a pitot reading rises', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ pitot: fc.double({ min: 0, max: 60, noNaN: true }), diameter, coefficient }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (outlets, more) => {
          const base = computeFlowTest({ staticPressure: 80, residualPressure: 50, outlets });
          const raised = computeFlowTest({
            staticPressure: 80,
            residualPressure: 50,
            outlets: outlets.map((o, i) => (i === 0 ? { ...o, pitot: o.pitot + more } : o)),
          });
          return raised.flowAt20! >= base.flowAt20!;
        },
      ),
    );
  });
});
