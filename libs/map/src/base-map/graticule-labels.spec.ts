import fc from 'fast-check';
import {
  boxesOverlap,
  formatGraticuleLabel,
  placeGraticuleLabels,
  type Box,
  type GraticuleLabelInput,
  type GraticuleLine,
  type PlacedLabel,
} from './graticule-labels';

// about the widths of an 11 px sans-serif font
const measure = (text: string) => text.length * 6.5;
const LINE_HEIGHT = 14;

/** Lines every `spacing` pixels, `step` degrees apart, the first at pixel `first`. */
function lines(count: number, first: number, spacing: number, firstValue: number, step: number): GraticuleLine[] {
  return Array.from({ length: count }, (_, i) => ({ value: firstValue + i * step, at: first + i * spacing }));
}

/** OpenLayers' zoom buttons, attribution and (our) scale line on a map of that size. */
function controls(width: number, height: number): Box[] {
  return [
    { left: 8, top: 8, right: 32, bottom: 60 },
    { left: width - 140, top: height - 24, right: width - 8, bottom: height - 8 },
    { left: 8, top: height - 50, right: 140, bottom: height - 30 },
  ];
}

function expectReadable(labels: PlacedLabel[], input: GraticuleLabelInput) {
  for (const [i, label] of labels.entries()) {
    expect(label.box.left).toBeGreaterThanOrEqual(0);
    expect(label.box.top).toBeGreaterThanOrEqual(0);
    expect(label.box.right).toBeLessThanOrEqual(input.width);
    expect(label.box.bottom).toBeLessThanOrEqual(input.height);
    for (const other of labels.slice(i + 1)) expect(boxesOverlap(label.box, other.box)).toBe(false);
    for (const control of input.keepOut ?? []) expect(boxesOverlap(label.box, control)).toBe(false);
  }
}

describe('formatGraticuleLabel', () => {
  it('writes degrees, minutes and seconds only as far as needed, with the hemisphere', () => {
    expect(formatGraticuleLabel('lon', -89 - 38 / 60)).toBe('89° 38′ W');
    expect(formatGraticuleLabel('lat', 39.8)).toBe('39° 48′ N');
    expect(formatGraticuleLabel('lat', 39 + 48 / 60 + 30 / 3600)).toBe('39° 48′ 30″ N');
    expect(formatGraticuleLabel('lat', -45)).toBe('45° S');
    expect(formatGraticuleLabel('lon', 0)).toBe('0°');
  });
});

describe('placeGraticuleLabels', () => {
  it('labels the longitudes along the top and the latitudes along the right edge, beside the controls', () => {
    // the dashboard's map at 1280 px: 958 × 360, lines every 2′ (110 px)
    const input: GraticuleLabelInput = {
      width: 958,
      height: 360,
      meridians: lines(9, 40, 110, -89.8, 2 / 60),
      parallels: lines(3, 10, 143, 39 + 50 / 60, -2 / 60),
      measure,
      lineHeight: LINE_HEIGHT,
      keepOut: controls(958, 360),
    };
    const labels = placeGraticuleLabels(input);
    expectReadable(labels, input);
    const lon = labels.filter((label) => label.kind === 'lon');
    const lat = labels.filter((label) => label.kind === 'lat');
    // the first meridian's label (x 40) would lie under the zoom buttons: left out; all the others are there
    expect(lon.map((label) => label.x)).toEqual([150, 260, 370, 480, 590, 700, 810, 920]);
    expect(lon.every((label) => label.box.top === 4)).toBe(true);
    // the top parallel's label (y 10) would meet the last longitude's: left out
    expect(lat.map((label) => label.text)).toEqual(['39° 48′ N', '39° 46′ N']);
    expect(lat.every((label) => label.box.right === 954)).toBe(true);
  });

  it('leaves out a label the edge would cut rather than moving it off its line', () => {
    const input: GraticuleLabelInput = {
      width: 300,
      height: 300,
      meridians: [
        { value: -89.7, at: 20 },
        { value: -89.6, at: 150 },
        { value: -89.5, at: 290 },
      ],
      parallels: [
        { value: 39.9, at: 3 },
        { value: 39.8, at: 150 },
        { value: 39.7, at: 296 },
      ],
      measure,
      lineHeight: LINE_HEIGHT,
    };
    const labels = placeGraticuleLabels(input);
    expect(labels.map((label) => label.text)).toEqual(['89° 36′ W', '39° 48′ N']);
  });

  it('labels every 2nd line when neighbours would touch, the same lines while the map is panned', () => {
    const labelled = (shift: number) =>
      placeGraticuleLabels({
        width: 390,
        height: 300,
        meridians: lines(8, 20 + shift, 45, -89.75, 1 / 60),
        parallels: [],
        measure,
        lineHeight: LINE_HEIGHT,
      }).map((label) => label.text);
    const here = labelled(0);
    expect(here).toEqual(['89° 44′ W', '89° 42′ W', '89° 40′ W', '89° 38′ W']);
    // panned by 15 px: the same meridians are labelled
    expect(labelled(15)).toEqual(here);
  });

  it('never lets a label touch another, a control or an edge, whatever the map and its lines', () => {
    const boxArbitrary = fc
      .record({ left: fc.integer({ min: -20, max: 1300 }), top: fc.integer({ min: -20, max: 900 }) })
      .chain(({ left, top }) =>
        fc
          .record({ w: fc.integer({ min: 0, max: 300 }), h: fc.integer({ min: 0, max: 120 }) })
          .map(({ w, h }) => ({ left, top, right: left + w, bottom: top + h })),
      );
    const linesArbitrary = fc
      .record({
        count: fc.integer({ min: 0, max: 40 }),
        first: fc.double({ min: -200, max: 200, noNaN: true }),
        spacing: fc.double({ min: 5, max: 400, noNaN: true }),
        firstValue: fc.double({ min: -80, max: 80, noNaN: true }),
        step: fc.constantFrom(10, 5, 1, 30 / 60, 10 / 60, 2 / 60, 1 / 60, 30 / 3600, 10 / 3600, 1 / 3600),
        descending: fc.boolean(),
      })
      .map(({ count, first, spacing, firstValue, step, descending }) =>
        lines(count, first, spacing, firstValue, descending ? -step : step),
      );
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1400 }),
        fc.integer({ min: 100, max: 900 }),
        linesArbitrary,
        linesArbitrary,
        fc.array(boxArbitrary, { maxLength: 5 }),
        (width, height, meridians, parallels, keepOut) => {
          const input = { width, height, meridians, parallels, measure, lineHeight: LINE_HEIGHT, keepOut };
          expectReadable(placeGraticuleLabels(input), input);
        },
      ),
      { numRuns: 300 },
    );
  });
});
