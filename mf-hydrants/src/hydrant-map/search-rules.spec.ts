import { formatMiles, latitudeError, longitudeError, radiusError } from './search-rules';

describe('search rules', () => {
  it('accepts a radius of 1 to 500 miles only', () => {
    expect(radiusError(1)).toBeNull();
    expect(radiusError(50)).toBeNull();
    expect(radiusError(500)).toBeNull();
    expect(radiusError(0)).toBe('Radius must be between 1 and 500 miles');
    expect(radiusError(500.5)).toBe('Radius must be between 1 and 500 miles');
    expect(radiusError(null)).toBe('Radius must be between 1 and 500 miles');
  });

  it('checks the centre coordinates', () => {
    expect(latitudeError(39.8)).toBeNull();
    expect(latitudeError(null)).toBe('Latitude is required');
    expect(latitudeError(91)).toBe('Latitude must be between -90 and 90');
    expect(longitudeError(-181)).toBe('Longitude must be between -180 and 180');
    expect(longitudeError(-89.6)).toBeNull();
  });

  it('shows distances in miles with 2 decimals', () => {
    expect(formatMiles(0)).toBe('0.00 mi');
    expect(formatMiles(1.005)).toMatch(/^1\.0[01] mi$/);
    expect(formatMiles(12.3456)).toBe('12.35 mi');
  });
});
