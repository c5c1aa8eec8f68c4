import { describe, expect, it } from 'vitest';
import {
  GEOLOCATION_ERROR_KEY,
  GEOLOCATION_OPTIONS,
  GEOLOCATION_TIMEOUT_MS,
  POLL_INTERVAL_MS,
  shouldPollLocation,
  toLocationError,
  USER_DENIED,
} from './geolocation';

describe('SPEC 8/9 geolocation', () => {
  it.each([
    ['"time-out after 5000 ms"', GEOLOCATION_TIMEOUT_MS, 5000],
    ['"polled every 5 minutes"', POLL_INTERVAL_MS, 300000],
    ['"gives code 1"', USER_DENIED, 1],
    ['options timeout', GEOLOCATION_OPTIONS.timeout, 5000],
  ])('%s', (_n, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['permission denied (1)', { code: 1 }],
    ['position unavailable (2)', { code: 2 }],
    ['browser timeout (3)', { code: 3 }],
    ['our own time-out', new Error('timeout')],
    ['no geolocation API', undefined],
  ])('"Geolocation failure or time-out ... gives code 1, a user-denied-geolocation message": %s', (_n, failure) => {
    expect(toLocationError(failure)).toEqual({ code: 1, messageKey: GEOLOCATION_ERROR_KEY });
  });

  it.each([
    ['BrandTop', true],
    ['Menus', false],
    ['Other', false],
  ] as const)('"Location is read every 5 minutes while on the home page": %s → %s', (page, out) => {
    expect(shouldPollLocation(page)).toBe(out);
  });
});
