import { describe, expect, it } from 'vitest';
import { receiveLabel } from './menu-receive-label';

const NOW = '2026-11-21T22:00:00+09:00';

describe('the chosen receive time on the menu list (SPEC 9 H:mm, 24:xx past midnight)', () => {
  it.each([
    ['nothing stored', null, null],
    ['now', { receiveTimeType: 'now', receiveTime: null }, { kind: 'now' }],
    ['chosen without a time', { receiveTimeType: 'time_specification', receiveTime: null }, { kind: 'now' }],
    [
      'tonight',
      { receiveTimeType: 'time_specification', receiveTime: '2026-11-21T23:30:00+09:00' },
      { kind: 'today', time: '23:30' },
    ],
    [
      'past midnight',
      { receiveTimeType: 'time_specification', receiveTime: '2026-11-22T00:30:00+09:00' },
      { kind: 'today', time: '24:30' },
    ],
    [
      'tomorrow noon',
      { receiveTimeType: 'later_date', receiveTime: '2026-11-22T12:00:00+09:00' },
      { kind: 'otherDay', date: '11/22', time: '12:00' },
    ],
  ] as const)('%s', (_n, stored, out) => {
    expect(receiveLabel(stored, NOW)).toEqual(out);
  });
});
