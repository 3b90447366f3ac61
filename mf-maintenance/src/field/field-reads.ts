import type { HydrantDto, HydrantPageDto, NearbyHydrantPageDto } from '@hydrant/api-client/generated/hydrants';
import type { MaintenanceSchedulePageDto, MaintenanceScheduleDto } from '@hydrant/api-client/generated/maintenance';
import { withoutDistance } from '@hydrant/offline';
import { OPEN_SCHEDULE_STATUSES } from './work-list-model';
import { locate } from './geo';
import type { Position } from './geo';

/**
 * The field screen's first reads, asked for when its code loads instead of when it has
 * rendered: on a phone the console takes a second or more to start the screen after its
 * files arrive, and the open schedules and the hydrants around the device can be on their
 * way meanwhile. The screen takes each early answer once (the first round of its data);
 * an early read that failed (e.g. asked before sign-in) is asked again then.
 */

/** Hydrants read around the device when online (miles, and at most this many). */
export const NEARBY_RADIUS_MILES = 3;
const NEARBY_PAGE_SIZE = 300;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export async function openSchedules(): Promise<MaintenanceScheduleDto[]> {
  const pages = await Promise.all(
    OPEN_SCHEDULE_STATUSES.map((status) =>
      getJson<MaintenanceSchedulePageDto>(`/api/maintenance?status=${status}&pageSize=100`),
    ),
  );
  return pages.flatMap((page) => page.items);
}

export function hydrantById(id: number): Promise<HydrantDto> {
  return getJson<HydrantDto>(`/api/hydrants/${id}`);
}

/** The hydrants around a position, or the first page of the registry without one. */
export async function hydrantsAround(position: Position | null): Promise<HydrantDto[]> {
  const page = position
    ? await getJson<NearbyHydrantPageDto>(
        `/api/hydrants/nearby?lat=${position.lat}&lng=${position.lng}&radius=${NEARBY_RADIUS_MILES}&pageSize=${NEARBY_PAGE_SIZE}`,
      )
    : await getJson<HydrantPageDto>('/api/hydrants?pageSize=100');
  return page.items.map(withoutDistance);
}

/** Each is taken (and left undefined) by the screen's first request of its kind. */
interface EarlyReads {
  /** the device's position, or null when it was not looked for early (the screen asks itself) */
  fix?: Promise<Position | null>;
  schedules?: Promise<MaintenanceScheduleDto[]>;
  /** the hydrants around the early fix, once it is known */
  around?: Promise<{ position: Position; hydrants: HydrantDto[] } | null>;
}

let early: EarlyReads | undefined;

/** Failed early reads are reported by the screen's own request, not here. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Asks for the open schedules at once, and for the device's position and the hydrants
 * around it when the user has already allowed the position (the browser never asks before
 * the screen shows).
 */
export function startEarlyReads(): void {
  if (early || typeof window === 'undefined' || !navigator.geolocation || !navigator.permissions?.query) return;
  const fix = quiet(
    navigator.permissions
      .query({ name: 'geolocation' })
      .then(
        (status) => status.state === 'granted',
        () => false,
      )
      .then((granted) => (granted ? locate() : null)),
  );
  const around = quiet(
    fix.then(async (position) => (position ? { position, hydrants: await hydrantsAround(position) } : null)),
  );
  early = { fix, schedules: quiet(openSchedules()), around };
}

/** The device's position: the early fix when there is one (taken once), else asked now. */
export function locateOnce(): Promise<Position> {
  const fix = early?.fix;
  if (!fix) return locate();
  early = { ...early, fix: undefined };
  return fix.then((position) => position ?? locate());
}

/** The open schedules: the early answer the first time, else asked now. */
export function takeSchedules(): Promise<MaintenanceScheduleDto[]> {
  const answer = early?.schedules;
  if (!answer) return openSchedules();
  early = { ...early, schedules: undefined };
  return answer.catch(() => openSchedules());
}

/** The hydrants around a position: the early answer when it is for that position (taken once). */
export function takeHydrantsAround(position: Position | null): Promise<HydrantDto[]> {
  const answer = early?.around;
  if (!answer) return hydrantsAround(position);
  early = { ...early, around: undefined };
  return answer.then(
    (found) =>
      found && position && found.position.lat === position.lat && found.position.lng === position.lng
        ? found.hydrants
        : hydrantsAround(position),
    () => hydrantsAround(position),
  );
}
