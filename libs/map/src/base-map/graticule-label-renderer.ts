import type OlMap from 'ol/Map';
import type Graticule from 'ol/layer/Graticule';
import type RenderEvent from 'ol/render/Event';
import Point from 'ol/geom/Point';
import { Fill, Stroke, Style, Text } from 'ol/style';
import { getVectorContext } from 'ol/render';
import { toLonLat } from 'ol/proj';
import { apply as applyTransform } from 'ol/transform';
import { unByKey } from 'ol/Observable';
import { mapFont } from './map-font';
import { placeGraticuleLabels, type Box, type GraticuleLine } from './graticule-labels';

/** Attribute set on the map's element: the graticule labels drawn, as JSON [{text, box}] in map pixels. */
export const GRATICULE_LABELS_ATTRIBUTE = 'data-graticule-labels';

const FONT_SIZE = 11;
const LINE_HEIGHT = 14;

/**
 * Draws the labels of the map's graticule layer after each frame, placed by
 * placeGraticuleLabels: none cut by the edges, none under the map's controls, none over
 * another. The layer itself is created with showLabels: false. Returns a function that
 * stops drawing them. A rotated view gets no labels (its lines are not upright).
 */
export function drawGraticuleLabels(map: OlMap, graticule: Graticule): () => void {
  const font = mapFont(`${FONT_SIZE}px`);
  const widths = new Map<string, number>();
  let measureContext: CanvasRenderingContext2D | null | undefined;
  const measure = (text: string) => {
    let width = widths.get(text);
    if (width === undefined) {
      measureContext ??= document.createElement('canvas').getContext('2d');
      if (measureContext) measureContext.font = font;
      width = measureContext ? measureContext.measureText(text).width : text.length * FONT_SIZE * 0.6;
      widths.set(text, width);
    }
    return width;
  };
  const lonStyle = labelStyle(font, 'center', 'top');
  const latStyle = labelStyle(font, 'right', 'middle');
  let reported = '';

  const key = graticule.on('postrender', (event: RenderEvent) => {
    const frameState = event.frameState;
    if (!frameState) return;
    const [width, height] = frameState.size;
    const { rotation } = frameState.viewState;
    const toPixel = frameState.coordinateToPixelTransform;
    const meridians: GraticuleLine[] = rotation
      ? []
      : graticule.getMeridians().map((line) => {
          const x = line.getFirstCoordinate()[0];
          return { value: toLonLat([x, 0])[0], at: applyTransform(toPixel, [x, 0])[0] };
        });
    const parallels: GraticuleLine[] = rotation
      ? []
      : graticule.getParallels().map((line) => {
          const y = line.getFirstCoordinate()[1];
          return { value: toLonLat([0, y])[1], at: applyTransform(toPixel, [0, y])[1] };
        });
    const labels = placeGraticuleLabels({
      width,
      height,
      meridians,
      parallels,
      measure,
      lineHeight: LINE_HEIGHT,
      keepOut: controlBoxes(map),
    });
    const context = getVectorContext(event);
    for (const label of labels) {
      const style = label.kind === 'lon' ? lonStyle : latStyle;
      style.getText()!.setText(label.text);
      context.setStyle(style);
      context.drawGeometry(new Point(applyTransform(frameState.pixelToCoordinateTransform, [label.x, label.y])));
    }
    const report = JSON.stringify(labels.map(({ text, box }) => ({ text, box: roundBox(box) })));
    if (report !== reported) {
      reported = report;
      map.getTargetElement()?.setAttribute(GRATICULE_LABELS_ATTRIBUTE, report);
    }
  });
  // The labels keep out of the controls as they were at the last frame; a control that
  // changes size later (the attribution filled in, wrapping on a phone) draws the labels again.
  const controls = map.getViewport()?.querySelector('.ol-overlaycontainer-stopevent');
  const resized =
    typeof ResizeObserver === 'undefined' || !controls ? undefined : new ResizeObserver(() => map.render());
  if (resized && controls) for (const control of Array.from(controls.children)) resized.observe(control);
  return () => {
    unByKey(key);
    resized?.disconnect();
  };
}

function labelStyle(font: string, textAlign: CanvasTextAlign, textBaseline: CanvasTextBaseline): Style {
  return new Style({
    text: new Text({
      font,
      textAlign,
      textBaseline,
      fill: new Fill({ color: 'rgba(40, 60, 80, 0.8)' }),
      stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.9)', width: 3 }),
    }),
  });
}

/**
 * Pixels added around each control: the labels' boxes are reported rounded outward to whole
 * pixels, and the controls may sit a border's width off the viewport's corner, so a label
 * that only just clears a control by its exact box could still touch it as reported.
 */
const CONTROL_CLEARANCE = 2;

/** Where the map's controls (zoom buttons, attribution, scale line, ...) are, in map pixels, with a little clearance. */
function controlBoxes(map: OlMap): Box[] {
  const viewport = map.getViewport();
  const container = viewport?.querySelector('.ol-overlaycontainer-stopevent');
  if (!viewport || !container) return [];
  const origin = viewport.getBoundingClientRect();
  const boxes: Box[] = [];
  for (const element of Array.from(container.children)) {
    if (element.classList.contains('ol-hidden')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    boxes.push({
      left: rect.left - origin.left - CONTROL_CLEARANCE,
      top: rect.top - origin.top - CONTROL_CLEARANCE,
      right: rect.right - origin.left + CONTROL_CLEARANCE,
      bottom: rect.bottom - origin.top + CONTROL_CLEARANCE,
    });
  }
  return boxes;
}

function roundBox(box: Box): Box {
  return {
    left: Math.floor(box.left),
    top: Math.floor(box.top),
    right: Math.ceil(box.right),
    bottom: Math.ceil(box.bottom),
  };
}
