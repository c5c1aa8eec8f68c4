import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_ERROR_KEY, GEOLOCATION_TIMEOUT_MS, USER_DENIED } from '@/domain/geolocation';
import { readPosition } from './read-position';

const denied = { code: USER_DENIED, messageKey: GEOLOCATION_ERROR_KEY };

function fakeGeolocation(behaviour: (ok: PositionCallback, fail: PositionErrorCallback) => void): Geolocation {
  return {
    getCurrentPosition: vi.fn(behaviour),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  };
}

afterEach(() => vi.useRealTimers());

describe('readPosition', () => {
  it('resolves the coordinates', async () => {
    const geo = fakeGeolocation((ok) => ok({ coords: { latitude: 35.6, longitude: 139.7 } } as GeolocationPosition));
    await expect(readPosition(geo)).resolves.toEqual({ latitude: 35.6, longitude: 139.7 });
  });
  it('a denial gives the user-denied location error (SPEC §8 L409)', async () => {
    const geo = fakeGeolocation((_, fail) => fail({ code: 1 } as GeolocationPositionError));
    await expect(readPosition(geo)).rejects.toMatchObject({ location: denied });
  });
  it('no answer within 5000 ms gives the same error (SPEC §8 L409 §9 L424a)', async () => {
    vi.useFakeTimers();
    const promise = readPosition(fakeGeolocation(() => undefined));
    const check = expect(promise).rejects.toMatchObject({ location: denied });
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS);
    await check;
  });
  it('a late answer after the time-out is ignored', async () => {
    vi.useFakeTimers();
    let late: PositionCallback = () => undefined;
    const promise = readPosition(fakeGeolocation((ok) => (late = ok)));
    const check = expect(promise).rejects.toMatchObject({ location: denied });
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS);
    late({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    await check;
  });
  it('no geolocation API, or one that throws, gives the same error', async () => {
    await expect(readPosition(undefined)).rejects.toMatchObject({ location: denied });
    const throwing = fakeGeolocation(() => {
      throw new Error('insecure origin');
    });
    await expect(readPosition(throwing)).rejects.toMatchObject({ location: denied });
  });
});
