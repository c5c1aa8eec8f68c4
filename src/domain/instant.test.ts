import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { instantOf, toRequestIso } from './instant';

// The time rules used dayjs until issue 29; dayjs stays the oracle of how a time input is read.
describe('instantOf: the instant of a time input, read as dayjs reads it', () => {
  it.each([
    ['ISO with Z', '2026-11-21T13:00:00.000Z'],
    ['ISO with an offset', '2026-11-21T22:00:00+09:00'],
    ['a wall-clock time without offset (the device clock)', '2026-11-21T22:00:00'],
    ['a date alone (its midnight on the device clock)', '2026-11-21'],
    ['a space instead of T, with milliseconds', '2026-11-21 22:00:00.123456'],
    ['epoch ms', 1_795_000_000_000],
    ['a Date', new Date('2026-11-21T13:00:00Z')],
  ] as const)('instantOf(%s) is the instant dayjs reads', (_name, input) => {
    expect(instantOf(input)).toBe(dayjs(input).valueOf());
  });

  it.each([[null], [undefined], [''], ['nope'], ['2026-13-45T99:00:00Z'], [Number.NaN], [new Date(Number.NaN)]])(
    'unreadable %s → null',
    (input) => {
      expect(instantOf(input)).toBeNull();
    },
  );
});

describe('toRequestIso: SPEC 7 "Receive time is sent as an ISO date string" (SPEC §7 L327)', () => {
  it.each([
    ['an offset time, as UTC with milliseconds', '2026-11-21T22:15:00+09:00', '2026-11-21T13:15:00.000Z'],
    ['epoch ms', Date.UTC(2026, 10, 21, 13, 15), '2026-11-21T13:15:00.000Z'],
    ['nothing', null, null],
    ['an unreadable text', 'soon', null],
  ] as const)('%s: %s → %s', (_name, input, out) => {
    expect(toRequestIso(input)).toBe(out);
  });
});
