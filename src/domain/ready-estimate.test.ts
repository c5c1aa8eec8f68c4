import { describe, expect, it } from 'vitest';
import { immediateReadyTime } from './ready-estimate';

const NOW = '2026-11-21T22:00:00+09:00';
/** The mock's late-night receive window, 23:30–25:00 on the 21st. */
const LATE_NIGHT = [
  { receivableTimeRange: { beginTime: '2026-11-21T23:30:00+09:00', endTime: '2026-11-22T01:00:00+09:00' } },
];

describe('immediateReadyTime (issue 16 item 12: "now" shows the estimated ready time when the server gives one)', () => {
  it.each([
    [
      '15 minutes after 22:00 reads 22:15',
      { isImmediateOrderAvailable: true, immediateReadyMinutes: 15 },
      NOW,
      '22:15',
    ],
    ['0 minutes: ready now', { isImmediateOrderAvailable: true, immediateReadyMinutes: 0 }, NOW, '22:00'],
    [
      'SPEC 9 "times past midnight show hours 24 and above": 23:50 + 20 min in the 23:30–25:00 window reads 24:10',
      { isImmediateOrderAvailable: true, immediateReadyMinutes: 20, receiveTimes: LATE_NIGHT },
      '2026-11-21T23:50:00+09:00',
      '24:10',
    ],
    [
      'issue 27 "A time reads on its own calendar date": 23:50 + 20 min outside a late-night window reads 0:10',
      { isImmediateOrderAvailable: true, immediateReadyMinutes: 20 },
      '2026-11-21T23:50:00+09:00',
      '0:10',
    ],
    [
      'issue 27 "the day changes at local midnight": 8:50 + 15 min reads 9:05',
      { isImmediateOrderAvailable: true, immediateReadyMinutes: 15 },
      '2026-11-22T08:50:00+09:00',
      '9:05',
    ],
    [
      'seconds round up to the next minute: 22:00:30 + 15 min reads 22:16',
      { isImmediateOrderAvailable: true, immediateReadyMinutes: 15 },
      '2026-11-21T22:00:30+09:00',
      '22:16',
    ],
    ['no minutes from the server: no estimate', { isImmediateOrderAvailable: true }, NOW, null],
    ['null minutes: no estimate', { isImmediateOrderAvailable: true, immediateReadyMinutes: null }, NOW, null],
    ['"now" not offered: no estimate', { isImmediateOrderAvailable: false, immediateReadyMinutes: 15 }, NOW, null],
    ['negative minutes: no estimate', { isImmediateOrderAvailable: true, immediateReadyMinutes: -5 }, NOW, null],
    ['a fraction of a minute: no estimate', { isImmediateOrderAvailable: true, immediateReadyMinutes: 7.5 }, NOW, null],
    ['more than a day: no estimate', { isImmediateOrderAvailable: true, immediateReadyMinutes: 1441 }, NOW, null],
    [
      'one day exactly is still an estimate',
      { isImmediateOrderAvailable: true, immediateReadyMinutes: 1440 },
      NOW,
      '22:00',
    ],
    ['an unreadable clock: no estimate', { isImmediateOrderAvailable: true, immediateReadyMinutes: 15 }, 'nope', null],
  ] as const)('%s', (_name, input, now, expected) => {
    expect(immediateReadyTime(input, now)).toBe(expected);
  });

  it('no answer yet: no estimate', () => {
    expect(immediateReadyTime(undefined, NOW)).toBeNull();
    expect(immediateReadyTime(null, NOW)).toBeNull();
  });
});
