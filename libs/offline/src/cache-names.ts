/**
 * The Cache Storage name of the site's street tiles kept for an offline area: written by the
 * page (tiles.ts), read by the service worker when there is no answer, cleared at sign-out and
 * when the area is removed. A module of its own so the service worker's build takes this name
 * alone, not the page's offline store.
 */
export const TILE_CACHE = 'hydrantops-tiles-v1';
