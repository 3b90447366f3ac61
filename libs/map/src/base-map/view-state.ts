import type OlMap from 'ol/Map';
import { transformExtent } from 'ol/proj';
import { unByKey } from 'ol/Observable';

/** Attribute set on the map's element: "true" while the view moves (pans, zooms, animates), "false" once it rests. */
export const VIEW_MOVING_ATTRIBUTE = 'data-view-moving';
/** Attribute set on the map's element when the view comes to rest: the area shown, "west,south,east,north" in degrees. */
export const VIEW_EXTENT_ATTRIBUTE = 'data-view-extent';

/**
 * Keeps two attributes of the map's element up to date with its view, so that what
 * drives the map from outside (browser tests, tools) can wait for the view to settle
 * where it should instead of for a fixed time. Returns a function that stops it.
 */
export function reportViewState(map: OlMap): () => void {
  const keys = [
    map.on('movestart', () => map.getTargetElement()?.setAttribute(VIEW_MOVING_ATTRIBUTE, 'true')),
    map.on('moveend', (event) => {
      const element = map.getTargetElement();
      const extent = event.frameState?.extent;
      if (!element || !extent) return;
      const [west, south, east, north] = transformExtent(extent, map.getView().getProjection(), 'EPSG:4326');
      element.setAttribute(
        VIEW_EXTENT_ATTRIBUTE,
        [west, south, east, north].map((value) => value.toFixed(7)).join(','),
      );
      element.setAttribute(VIEW_MOVING_ATTRIBUTE, 'false');
    }),
  ];
  return () => unByKey(keys);
}
