import { describe, expect, it } from 'vitest';
import {
  GEOLOCATION_ERROR_KEY,
  GEOLOCATION_OPTIONS,
  GEOLOCATION_TIMEOUT_MS,
  isLocationReadDue,
  POLL_INTERVAL_MS,
  pollsLocation,
  shouldPollLocation,
  toLocationError,
  USER_DENIED,
} from './geolocation';

describe('SPEC 8/9 geolocation', () => {
  it.each([
    ['"time-out after 5000 ms" (SPEC §9 L424a)', GEOLOCATION_TIMEOUT_MS, 5000],
    ['"polled every 5 minutes"', POLL_INTERVAL_MS, 300000],
    ['"gives code 1" (SPEC §8 L409)', USER_DENIED, 1],
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
  ])(
    '"Geolocation failure or time-out ... gives code 1, a user-denied-geolocation message": %s (SPEC §8 L409)',
    (_n, failure) => {
      expect(toLocationError(failure)).toEqual({ code: 1, messageKey: GEOLOCATION_ERROR_KEY });
    },
  );

  it.each([
    ['BrandTop', true],
    ['Menus', false],
    ['Other', false],
  ] as const)('"Location is read every 5 minutes while on the home page": %s → %s', (page, out) => {
    expect(shouldPollLocation(page)).toBe(out);
  });

  it.each([
    ['BrandTop', 'granted', false, true],
    ['BrandTop', 'prompt', false, false],
    ['BrandTop', 'prompt', true, false],
    ['BrandTop', 'denied', true, false],
    ['BrandTop', 'unknown', false, false],
    ['BrandTop', 'unknown', true, true],
    ['Menus', 'granted', true, false],
    ['RestaurantTop', 'granted', true, false],
  ] as const)(
    'SPEC §4 L262 SPEC §9 L424b: polled on %s with permission %s (read succeeded here: %s) → %s; never asks',
    (page, permission, readHere, out) => {
      expect(pollsLocation(page, permission, readHere)).toBe(out);
    },
  );

  it.each([
    [null, 0, true],
    [0, 299_999, false],
    [0, 300_000, true],
    [1000, 400_000, true],
  ])('SPEC §9 L424b "every 5 minutes": last read at %s, now %s → due %s', (last, now, out) => {
    expect(isLocationReadDue(last, now)).toBe(out);
  });
});
