import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { isUsableCoordinate, tinyCoordinateMessage } from '../../common/coordinates.js';
import { ZONE_MESSAGES, ZONE_POINTS_MAX } from '../zone.constants.js';

/** Why a list of [lat, lng] points is not a valid zone outline, or null when it is. */
export function zonePointsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length < 3) return ZONE_MESSAGES.tooFewPoints;
  if (value.length > ZONE_POINTS_MAX) return ZONE_MESSAGES.tooManyPoints;
  for (const point of value) {
    if (!Array.isArray(point) || point.length !== 2 || !point.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      return ZONE_MESSAGES.pointShape;
    }
  }
  for (const [lat] of value as [number, number][]) if (lat < -90 || lat > 90) return ZONE_MESSAGES.latitude;
  for (const [, lng] of value as [number, number][]) if (lng < -180 || lng > 180) return ZONE_MESSAGES.longitude;
  for (const [lat] of value as [number, number][]) if (!isUsableCoordinate(lat)) return tinyCoordinateMessage('Latitude');
  for (const [, lng] of value as [number, number][]) if (!isUsableCoordinate(lng)) return tinyCoordinateMessage('Longitude');
  return null;
}

/** At least 3 [lat, lng] pairs of finite numbers within range; the message names what is wrong. */
export function IsZonePoints(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isZonePoints',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => zonePointsProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) => zonePointsProblem(args?.value) ?? ZONE_MESSAGES.tooFewPoints,
      },
    });
  };
}
