import { registerDecorator, ValidationOptions } from 'class-validator';

/**
 * The smallest non-zero size of a coordinate in degrees (about 0.1 mm on the ground).
 * Smaller values such as 5e-324 are no position anyone measures, and PostgreSQL's float
 * arithmetic (ll_to_earth, distances, polygon tests) raises "value out of range:
 * underflow" on them, so they are refused with the field's message.
 */
export const MIN_COORDINATE_MAGNITUDE = 1e-9;

export function isUsableCoordinate(value: number): boolean {
  return value === 0 || Math.abs(value) >= MIN_COORDINATE_MAGNITUDE;
}

export const tinyCoordinateMessage = (label: 'Latitude' | 'Longitude'): string =>
  `${label} must be 0 or at least 0.000000001 away from 0`;

/** A number that is 0 or at least MIN_COORDINATE_MAGNITUDE away from it (non-numbers are left to the type rule). */
export function IsUsableCoordinate(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isUsableCoordinate',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => typeof value !== 'number' || isUsableCoordinate(value) },
    });
}
