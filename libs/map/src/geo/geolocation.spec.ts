import { GeolocationFailure, locate, mapLocationErrorText, toGeolocationFailure } from './geolocation';

function fakeGeolocation(
  answer: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void,
) {
  const calls: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => {
      calls.push(options ?? {});
      answer(ok, fail, options);
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

describe('geolocation errors', () => {
  it('maps browser error codes to SPEC inline texts', () => {
    expect(mapLocationErrorText(toGeolocationFailure({ code: 1 }))).toBe('Location access denied by user');
    expect(mapLocationErrorText(toGeolocationFailure({ code: 2 }))).toBe('Location information unavailable');
    expect(mapLocationErrorText(toGeolocationFailure({ code: 3 }))).toBe('Location request timed out');
    expect(mapLocationErrorText(toGeolocationFailure({ code: 99 }))).toBe('An unknown error occurred');
    expect(mapLocationErrorText(new GeolocationFailure('unsupported'))).toBe(
      'Geolocation is not supported by this browser',
    );
    expect(mapLocationErrorText(new Error('boom'))).toBe('An unknown error occurred');
  });
});

describe('locate', () => {
  it('rejects as unsupported without a geolocation service', async () => {
    await expect(locate(300_000, undefined)).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('asks for high accuracy, a 10 s timeout and the allowed cache age, and answers lat/lng', async () => {
    const { geolocation, calls } = fakeGeolocation((ok) =>
      ok({ coords: { latitude: 40.1, longitude: -74.2 } } as GeolocationPosition),
    );
    await expect(locate(300_000, geolocation)).resolves.toEqual({ lat: 40.1, lng: -74.2 });
    expect(calls).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 }]);
  });

  it('rejects with the failure for a denied permission', async () => {
    const { geolocation } = fakeGeolocation((_ok, fail) => fail({ code: 1 } as GeolocationPositionError));
    const failure = await locate(60_000, geolocation).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GeolocationFailure);
    expect(mapLocationErrorText(failure)).toBe('Location access denied by user');
  });
});
