import type { ZoneDto } from '@hydrant/api-client/generated/zones';
import type { MapZone } from '@hydrant/map';

export type { ZoneDto };

/** A zone as the map layer draws it. */
export function toMapZone(zone: ZoneDto): MapZone {
  return {
    id: zone.id,
    name: zone.name,
    color: zone.color,
    coordinates: zone.coordinates.map(([lat, lng]) => [lat, lng] as [number, number]),
  };
}

/** SPEC §9: the default name of a new zone is 'Zone {n}', n = zone count + 1. */
export function defaultZoneName(zoneCount: number): string {
  return `Zone ${zoneCount + 1}`;
}

export const MIN_ZONE_POINTS = 3;
export const ZONE_NEEDS_POINTS = 'A zone needs at least 3 points';
export const ZONE_NAME_REQUIRED = 'Zone name is required';
export const ZONE_COLOR_REQUIRED = 'Zone color is required';
export const OUTLINE_HINT = 'Drag the corners to reshape the zone';
