import { isStaleVersion } from './stale-version';

describe('isStaleVersion', () => {
  it('is true only for a 409 that names the current version', () => {
    const stale = {
      status: 409,
      data: { statusCode: 409, message: 'This hydrant was changed by someone else', currentVersion: 3 },
    };
    expect(isStaleVersion(stale)).toBe(true);
    expect(isStaleVersion({ status: 409, data: { statusCode: 409, message: 'Hydrant ID already exists' } })).toBe(
      false,
    );
    expect(isStaleVersion({ status: 400, data: { currentVersion: 3 } })).toBe(false);
    expect(isStaleVersion(undefined)).toBe(false);
    expect(isStaleVersion({ status: 409 })).toBe(false);
  });
});
