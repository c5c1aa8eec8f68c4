import { describe, expect, it } from 'vitest';
import { cardStatus, itemAvailabilityNote } from './item-availability';

const NOW = '2026-11-21T22:00:00+09:00';
const TOMORROW_LUNCH = { beginTime: '2026-11-22T11:00:00+09:00', endTime: '2026-11-22T20:00:00+09:00' };
const LATE_NIGHT = { beginTime: '2026-11-21T23:30:00+09:00', endTime: '2026-11-22T01:00:00+09:00' };
/** Read at 22:00 on the 21st against the mock's late-night receive window (issue 27). */
const READING = { today: NOW, windows: [LATE_NIGHT] };

describe('itemAvailabilityNote (issue 16 item 12: "sold-out or not-yet-available items say from when")', () => {
  it.each([
    [
      'overtime ("outside the orderable time ranges"): the next range begins tomorrow 11:00 → 11/22 11:00',
      { itemState: 'OnSale', orderableTimeRanges: [TOMORROW_LUNCH] },
      NOW,
      undefined,
      { kind: 'orderableFrom', date: '11/22', time: '11:00' },
    ],
    [
      "overtime: the earliest range ahead wins, today's alone as H:mm",
      { itemState: 'OnSale', orderableTimeRanges: [TOMORROW_LUNCH, LATE_NIGHT] },
      NOW,
      undefined,
      { kind: 'orderableFrom', date: null, time: '23:30' },
    ],
    [
      'SPEC 9 "times past midnight show hours 24 and above": a range from 0:30, inside the late-night window, reads 24:30',
      { orderableTimeRanges: [{ beginTime: '2026-11-22T00:30:00+09:00', endTime: '2026-11-22T02:00:00+09:00' }] },
      NOW,
      undefined,
      { kind: 'orderableFrom', date: null, time: '24:30' },
    ],
    [
      'overtime without a range ahead: recentReceiveTime tells from when',
      {
        orderableTimeRanges: [{ beginTime: '2026-11-21T11:00:00+09:00', endTime: '2026-11-21T14:00:00+09:00' }],
        recentReceiveTime: '2026-11-22T11:00:00+09:00',
      },
      NOW,
      undefined,
      { kind: 'orderableFrom', date: '11/22', time: '11:00' },
    ],
    [
      'not yet receivable (recentReceiveTime ahead, no ranges) is overtime on a card',
      { recentReceiveTime: '2026-11-21T23:00:00+09:00', orderableTimeRanges: [] },
      NOW,
      undefined,
      { kind: 'orderableFrom', date: null, time: '23:00' },
    ],
    [
      "overtime with nothing ahead: today's wording only",
      { orderableTimeRanges: [{ beginTime: '2026-11-21T11:00:00+09:00', endTime: '2026-11-21T14:00:00+09:00' }] },
      NOW,
      undefined,
      null,
    ],
    [
      'sold out ("state is SoldOut") with soldOutUntil: back at 11/22 11:00',
      { itemState: 'SoldOut', soldOutUntil: '2026-11-22T11:00:00+09:00', orderableTimeRanges: [] },
      NOW,
      undefined,
      { kind: 'backAt', date: '11/22', time: '11:00' },
    ],
    [
      "sold out without soldOutUntil: today's wording only",
      { itemState: 'SoldOut', orderableTimeRanges: [] },
      NOW,
      undefined,
      null,
    ],
    [
      "sold out with a soldOutUntil already past: today's wording only",
      { itemState: 'SoldOut', soldOutUntil: '2026-11-21T21:00:00+09:00' },
      NOW,
      undefined,
      null,
    ],
    [
      'sold out wins over overtime (SPEC 4 priority: sold out before overtime)',
      { itemState: 'SoldOut', soldOutUntil: '2026-11-21T23:00:00+09:00', orderableTimeRanges: [TOMORROW_LUNCH] },
      NOW,
      undefined,
      { kind: 'backAt', date: null, time: '23:00' },
    ],
    [
      "the item screen's status is used when given: sold out by a required group has no time",
      { itemState: 'OnSale', orderableTimeRanges: [TOMORROW_LUNCH] },
      NOW,
      'sold-out',
      null,
    ],
    [
      'the chosen receive time is the moment, today the date: at 24:30 the late-night range has begun, lunch is 11/22',
      { orderableTimeRanges: [TOMORROW_LUNCH] },
      '2026-11-22T00:30:00+09:00',
      'overtime',
      { kind: 'orderableFrom', date: '11/22', time: '11:00' },
    ],
    [
      'disabled ("state Disabled or Hidden"): nothing',
      { itemState: 'Disabled', soldOutUntil: '2026-11-22T11:00:00+09:00' },
      NOW,
      undefined,
      null,
    ],
    ['orderable now: nothing', { itemState: 'OnSale', orderableTimeRanges: [] }, NOW, undefined, null],
    [
      'an unreadable reference time: nothing',
      { itemState: 'SoldOut', soldOutUntil: '2026-11-22T11:00:00+09:00' },
      'x',
      undefined,
      null,
    ],
    ['unreadable times are skipped', { itemState: 'SoldOut', soldOutUntil: 'soon' }, NOW, undefined, null],
  ] as const)('%s', (_name, item, at, status, expected) => {
    expect(itemAvailabilityNote(item, at, status, READING)).toEqual(expected);
  });

  it("without today and windows: read against the moment's own date, a 0:30 range on its own date", () => {
    const item = {
      orderableTimeRanges: [
        { beginTime: '2026-11-22T00:30:00+09:00', endTime: '2026-11-22T02:00:00+09:00' },
        TOMORROW_LUNCH,
      ],
    };
    expect(itemAvailabilityNote(item, NOW)).toEqual({ kind: 'orderableFrom', date: '11/22', time: '0:30' });
    expect(itemAvailabilityNote(item, '2026-11-22T00:45:00+09:00', 'overtime')).toEqual({
      kind: 'orderableFrom',
      date: null,
      time: '11:00',
    });
  });

  describe('issue 27: sold out until each hour, seen at 22:00 on the 21st with the late-night window 23:30–25:00', () => {
    it.each([
      ['2026-11-21T23:59:00+09:00', { date: null, time: '23:59' }],
      ['2026-11-22T00:00:00+09:00', { date: null, time: '24:00' }],
      ['2026-11-22T00:30:00+09:00', { date: null, time: '24:30' }],
      ['2026-11-22T07:00:00+09:00', { date: '11/22', time: '7:00' }],
      ['2026-11-22T08:59:00+09:00', { date: '11/22', time: '8:59' }],
      ['2026-11-22T09:00:00+09:00', { date: '11/22', time: '9:00' }],
    ])('%s → %j', (soldOutUntil, at) => {
      expect(itemAvailabilityNote({ itemState: 'SoldOut', soldOutUntil }, NOW, undefined, READING)).toEqual({
        kind: 'backAt',
        ...at,
      });
    });
  });
});

describe('cardStatus', () => {
  const at = Date.parse(NOW);
  it.each([
    ['Hidden is disabled', { itemState: 'Hidden' }, 'disabled'],
    ['SoldOut is sold-out', { itemState: 'SoldOut' }, 'sold-out'],
    ['outside the ranges is overtime', { orderableTimeRanges: [TOMORROW_LUNCH] }, 'overtime'],
    [
      'inside a range is add',
      { orderableTimeRanges: [{ beginTime: '2026-11-21T21:00:00+09:00', endTime: '2026-11-21T23:00:00+09:00' }] },
      'add',
    ],
    ['a past recentReceiveTime is add', { recentReceiveTime: '2026-11-21T21:00:00+09:00' }, 'add'],
    ['nothing known is add', {}, 'add'],
  ] as const)('%s', (_name, item, expected) => {
    expect(cardStatus(item, at)).toBe(expected);
  });
});
