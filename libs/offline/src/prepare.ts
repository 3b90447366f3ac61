import type { HydrantDto, NearbyHydrantPageDto } from '@hydrant/api-client/generated/hydrants';
import type { MaintenanceSchedulePageDto, MaintenanceScheduleDto } from '@hydrant/api-client/generated/maintenance';
import type { MapConfigDto } from '@hydrant/api-client/generated/map-config';
import type { TileAreaDto } from '@hydrant/api-client/generated/map-config';
import { offlineDb } from './db';
import { replaceStore } from './offline-store';
import type { PreparedArea } from './offline-store';
import {
  STREET_ZOOM,
  TILE_BYTES_ESTIMATE,
  boxAround,
  cacheTiles,
  isSiteTiles,
  removeUnneededTiles,
  siteTileSource,
  tileUrl,
  tilesFor,
} from './tiles';
import type { LatLngBox } from './tiles';

/** What the user picks: a circle around here, or a zone (its outline). */
export type AreaChoice =
  | { kind: 'circle'; center: { lat: number; lng: number }; radiusMiles: number }
  | { kind: 'zone'; name: string; coordinates: number[][] };

/** The lowest zoom kept (a town); the offline basemap covers the rest. */
export const MIN_TILE_ZOOM = 12;
/** Above this many tiles the area is too large: pick a smaller one. */
export const MAX_TILES = 6000;
const NEARBY_PAGE_SIZE = 1000;
const MAX_HYDRANTS = 20_000;

export interface AreaPlan {
  box: LatLngBox;
  center: { lat: number; lng: number };
  radiusMiles: number;
  label: string;
  /** the site's tiles to keep (none without site tiles) */
  tileUrls: string[];
  estimateBytes: number;
  /** the size is the archive's own figure, not an estimate */
  exactSize?: boolean;
  /** the tiles of the site's PMTiles archive still have to be listed by the server (listArchiveTiles) */
  archive?: boolean;
  /** why no street tiles are kept, if so */
  tileNote: string | null;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`The server answered ${response.status} for ${url.split('?')[0]}`);
  return (await response.json()) as T;
}

function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A nearby answer's hydrant as the registry has it (the distance is the query's). */
export function withoutDistance(item: HydrantDto & { distance?: number }): HydrantDto {
  const hydrant = { ...item };
  delete hydrant.distance;
  return hydrant;
}

/** Ray casting over [lat, lng] points. */
export function insidePolygon(lat: number, lng: number, ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i];
    const [yj, xj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The zooms kept: from a town (MIN_TILE_ZOOM) to street level, within what the site's tiles hold. */
function keptZooms(mapConfig: MapConfigDto): [number, number] {
  return [Math.max(MIN_TILE_ZOOM, mapConfig.minZoom ?? 0), Math.min(STREET_ZOOM, mapConfig.maxZoom ?? STREET_ZOOM)];
}

/**
 * The box, the circle around it and the tiles of a choice, with the size before loading.
 * A site's PMTiles archive is listed by the server (listArchiveTiles): the plan says so.
 */
export function planArea(choice: AreaChoice, mapConfig: MapConfigDto | null): AreaPlan {
  let box: LatLngBox;
  let center: { lat: number; lng: number };
  let radiusMiles: number;
  let label: string;
  if (choice.kind === 'circle') {
    center = choice.center;
    radiusMiles = choice.radiusMiles;
    box = boxAround(center, radiusMiles);
    label = `Within ${radiusMiles} mi of where you were`;
  } else {
    const lats = choice.coordinates.map(([lat]) => lat);
    const lngs = choice.coordinates.map(([, lng]) => lng);
    box = { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
    center = { lat: (box.south + box.north) / 2, lng: (box.west + box.east) / 2 };
    radiusMiles = Math.max(1, milesBetween(center, { lat: box.north, lng: box.east }));
    label = `Zone ${choice.name}`;
  }
  let tileUrls: string[] = [];
  let tileNote: string | null = null;
  let archive = false;
  if (mapConfig && isSiteTiles(mapConfig.tileUrl)) {
    const [min, max] = keptZooms(mapConfig);
    const tiles = tilesFor(box, min, max);
    if (tiles.length > MAX_TILES)
      tileNote = `The area needs ${tiles.length} map tiles: pick a smaller one to keep its street map.`;
    else tileUrls = tiles.map((tile) => tileUrl(mapConfig.tileUrl!, tile));
  } else if (mapConfig?.pmtiles?.tileUrl) {
    archive = true;
  } else {
    tileNote = 'This site has no street tiles of its own: offline maps show the basemap and the hydrants.';
  }
  const estimateBytes = tileUrls.length * TILE_BYTES_ESTIMATE;
  return { box, center, radiusMiles, label, tileUrls, estimateBytes, archive, tileNote };
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = Array.isArray(body?.message) ? body.message.join('; ') : body?.message;
  return typeof message === 'string' ? message : `The server answered ${response.status}`;
}

/**
 * The tiles of the site's PMTiles archive (TILE_FILE) in a plan's box: the server reads
 * them, with their sizes, from the archive's directories, so the size shown is exact and
 * only tiles the archive holds are fetched. Other plans are returned as they are.
 */
export async function listArchiveTiles(plan: AreaPlan, mapConfig: MapConfigDto | null): Promise<AreaPlan> {
  if (!plan.archive || !mapConfig) return plan;
  const [minZoom, maxZoom] = keptZooms(mapConfig);
  const done = { ...plan, archive: false };
  if (minZoom > maxZoom) return { ...done, tileNote: 'The street map holds no tiles at street level.' };
  const { south, west, north, east } = plan.box;
  const query = new URLSearchParams({
    west: String(Math.max(-180, west)),
    south: String(Math.max(-85.05, south)),
    east: String(Math.min(180, east)),
    north: String(Math.min(85.05, north)),
    minZoom: String(minZoom),
    maxZoom: String(maxZoom),
  });
  const response = await fetch(`/api/tiles/archive/area?${query}`, { credentials: 'same-origin', cache: 'no-store' });
  if (response.status === 400) return { ...done, tileNote: `${await messageOf(response)} to keep its street map.` };
  if (!response.ok) throw new Error(await messageOf(response));
  const answer = (await response.json()) as TileAreaDto;
  if (answer.tiles.length > MAX_TILES) {
    return {
      ...done,
      tileNote: `The area needs ${answer.tiles.length} map tiles: pick a smaller one to keep its street map.`,
    };
  }
  return {
    ...done,
    tileUrls: answer.tiles.map((tile) => tileUrl(answer.tileUrl, tile)),
    estimateBytes: answer.bytes,
    exactSize: true,
    tileNote: answer.tiles.length ? null : 'The street map has no tiles in this area.',
  };
}

async function hydrantsIn(choice: AreaChoice, plan: AreaPlan): Promise<HydrantDto[]> {
  const found: HydrantDto[] = [];
  for (let page = 1; found.length < MAX_HYDRANTS; page++) {
    const answer = await getJson<NearbyHydrantPageDto>(
      `/api/hydrants/nearby?lat=${plan.center.lat}&lng=${plan.center.lng}&radius=${plan.radiusMiles}&pageSize=${NEARBY_PAGE_SIZE}&page=${page}`,
    );
    for (const item of answer.items) found.push(withoutDistance(item));
    if (answer.items.length < NEARBY_PAGE_SIZE) break;
  }
  return choice.kind === 'zone'
    ? found.filter((h) => insidePolygon(h.latitude, h.longitude, choice.coordinates))
    : found;
}

async function openSchedulesFor(ids: Set<number>): Promise<MaintenanceScheduleDto[]> {
  const all: MaintenanceScheduleDto[] = [];
  for (const status of ['scheduled', 'overdue', 'in-progress']) {
    for (let page = 1; page <= 50; page++) {
      const answer = await getJson<MaintenanceSchedulePageDto>(
        `/api/maintenance?status=${status}&pageSize=100&page=${page}`,
      );
      all.push(...answer.items.filter((schedule) => ids.has(schedule.hydrantId)));
      if (answer.items.length < 100) break;
    }
  }
  return all;
}

export interface PrepareProgress {
  step: 'hydrants' | 'tiles' | 'done';
  done: number;
  total: number;
}

/**
 * Fills the offline store for an area, with what the signed-in user may read (the server
 * answers by their role): its hydrants with their latest values, their open schedules,
 * the checklist, the map settings and the site's tiles. Asks for persistent storage.
 * Once the area is kept, the tiles it does not need (those of the area it replaced, or
 * kept for another source or other zooms) leave the device.
 */
export async function prepareArea(
  choice: AreaChoice,
  plan: AreaPlan,
  mapConfig: MapConfigDto | null,
  user: string,
  checklist: readonly string[],
  onProgress: (progress: PrepareProgress) => void,
): Promise<PreparedArea> {
  await navigator.storage?.persist?.().catch(() => false);
  onProgress({ step: 'hydrants', done: 0, total: plan.tileUrls.length });
  const hydrants = await hydrantsIn(choice, plan);
  const schedules = await openSchedulesFor(new Set(hydrants.map((h) => h.id)));
  const kept = plan.tileUrls.length
    ? await cacheTiles(plan.tileUrls, (done, total) => onProgress({ step: 'tiles', done, total }))
    : { tiles: 0, bytes: 0 };
  const area: PreparedArea = {
    label: plan.label,
    kind: choice.kind,
    center: plan.center,
    radiusMiles: plan.radiusMiles,
    refreshedAt: new Date().toISOString(),
    hydrants: hydrants.length,
    schedules: schedules.length,
    tiles: kept.tiles,
    tileBytes: kept.bytes,
    user,
    choice,
  };
  await replaceStore(hydrants, schedules, area, checklist);
  // The settings the kept tiles belong to; none known now (no answer for them): no tiles were
  // kept, so none are recorded, and the map offline draws the basemap, not the former site's tiles.
  if (mapConfig) await offlineDb().meta.put({ key: 'map-config', value: mapConfig });
  else await offlineDb().meta.delete('map-config');
  // the area is kept whatever this does: a tile left behind goes at the next prepare
  await removeUnneededTiles([plan.tileUrls]).catch((error: unknown) =>
    console.warn('Tiles of an earlier area not removed', error),
  );
  onProgress({ step: 'done', done: plan.tileUrls.length, total: plan.tileUrls.length });
  return area;
}

/** The map settings kept with the area (the tile layer offline). */
export async function storedMapConfig(): Promise<MapConfigDto | null> {
  const row = await offlineDb().meta.get('map-config');
  return (row?.value as MapConfigDto | undefined) ?? null;
}

/**
 * Whether the street tiles kept with an area (`kept`, the map settings stored with it) no
 * longer match the site's tiles now (`current`, the server's map settings): they were
 * stored for another source (its folder became a PMTiles archive, or it had none of its own
 * then), or the zooms an area keeps changed (the site's tiles now stop at another zoom).
 * The map finds none, or not all, of them on the device until a Refresh. Never when the
 * site has no tiles of its own: there is nothing to keep.
 */
export function tilesOutdated(kept: MapConfigDto | null, current: MapConfigDto | null): boolean {
  const source = siteTileSource(current);
  if (!current || !source) return false;
  if (!kept || siteTileSource(kept) !== source) return true;
  const [min, max] = keptZooms(current);
  const [keptMin, keptMax] = keptZooms(kept);
  return min !== keptMin || max !== keptMax;
}

/** Whether the kept area's street tiles no longer match the site's (tilesOutdated). */
export async function keptTilesOutdated(current: MapConfigDto | null): Promise<boolean> {
  return tilesOutdated(await storedMapConfig(), current);
}

/** What this origin stores on the device (bytes), when the browser says. */
export async function storedBytes(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.usage ?? null;
}
