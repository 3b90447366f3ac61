import { degreesToStringHDMS } from 'ol/coordinate';

/** A rectangle in map pixels (CSS pixels from the map's top-left corner). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A graticule line on screen: its value in degrees and where it crosses the map, in pixels. */
export interface GraticuleLine {
  /** longitude (meridian) or latitude (parallel), degrees */
  value: number;
  /** x of a meridian, y of a parallel */
  at: number;
}

export interface GraticuleLabelInput {
  /** the map's size in pixels */
  width: number;
  height: number;
  meridians: readonly GraticuleLine[];
  parallels: readonly GraticuleLine[];
  /** width in pixels of a label's text in the labels' font */
  measure: (text: string) => number;
  /** height in pixels of one line of the labels' font */
  lineHeight: number;
  /** what is drawn over the map (zoom buttons, attribution, scale line): no label goes there */
  keepOut?: readonly Box[];
  /** pixels between a label and the map's edge */
  margin?: number;
  /** pixels kept clear around each label's text (its halo) */
  padding?: number;
}

export interface PlacedLabel {
  kind: 'lon' | 'lat';
  text: string;
  /** the text's anchor: top centre of a longitude, right middle of a latitude */
  x: number;
  y: number;
  /** the label's text and its padding */
  box: Box;
}

/** A longitude or latitude as a label: 89° 38′ W, 39° 48′ 30″ N, 0°. */
export function formatGraticuleLabel(kind: 'lon' | 'lat', degrees: number): string {
  return degreesToStringHDMS(kind === 'lon' ? 'EW' : 'NS', degrees, 0);
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Where the graticule's labels go so that every one is readable: longitudes along the
 * top edge, centred on their meridian; latitudes along the right edge, right-aligned,
 * centred on their parallel. A label is left out when it would be cut by the map's edge,
 * lie under something drawn over the map (`keepOut`) or touch another label. When the
 * lines are too close for their labels, only every 2nd (3rd, ...) line is labelled,
 * chosen by value, so the labelled lines stay the same while the map is panned.
 */
export function placeGraticuleLabels(input: GraticuleLabelInput): PlacedLabel[] {
  const { width, height, measure, lineHeight, keepOut = [], margin = 4, padding = 2 } = input;
  const placed: PlacedLabel[] = [];
  const fits = (box: Box) =>
    box.left >= 0 &&
    box.top >= 0 &&
    box.right <= width &&
    box.bottom <= height &&
    !keepOut.some((other) => boxesOverlap(box, other)) &&
    !placed.some((other) => boxesOverlap(box, other.box));

  const lon = candidates(input.meridians, 'lon', (text, at) => {
    const half = measure(text) / 2;
    return {
      x: at,
      y: margin + padding,
      box: {
        left: at - half - padding,
        top: margin,
        right: at + half + padding,
        bottom: margin + lineHeight + 2 * padding,
      },
    };
  });
  const lat = candidates(input.parallels, 'lat', (text, at) => {
    const right = width - margin;
    return {
      x: right - padding,
      y: at,
      box: {
        left: right - measure(text) - 2 * padding,
        top: at - lineHeight / 2 - padding,
        right,
        bottom: at + lineHeight / 2 + padding,
      },
    };
  });
  for (const label of [...lon, ...lat]) {
    if (fits(label.box)) placed.push(label);
  }
  return placed;
}

/** The labels of one kind, thinned to every n-th line when neighbours would touch. */
function candidates(
  lines: readonly GraticuleLine[],
  kind: 'lon' | 'lat',
  layout: (text: string, at: number) => Omit<PlacedLabel, 'kind' | 'text'>,
): PlacedLabel[] {
  const sorted = lines.filter((line) => Number.isFinite(line.at) && Number.isFinite(line.value));
  sorted.sort((a, b) => a.at - b.at);
  const labels = sorted.map((line) => {
    const text = formatGraticuleLabel(kind, line.value);
    return { kind, text, ...layout(text, line.at) };
  });
  if (labels.length < 2) return labels;
  // the lines' step in degrees and each line's number in that step, for a stable choice
  let step = Infinity;
  for (let i = 1; i < sorted.length; i++) {
    const difference = Math.abs(sorted[i].value - sorted[i - 1].value);
    if (difference > 1e-9) step = Math.min(step, difference);
  }
  const index = sorted.map((line) => (Number.isFinite(step) ? Math.round(line.value / step) : 0));
  for (let every = 1; every <= labels.length; every++) {
    const kept = labels.filter((_, i) => ((index[i] % every) + every) % every === 0);
    if (kept.every((label, i) => i === 0 || !boxesOverlap(kept[i - 1].box, label.box))) return kept;
  }
  return [];
}
