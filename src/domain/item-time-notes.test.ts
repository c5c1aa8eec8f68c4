import { describe, expect, it } from 'vitest';
import { dayTimeText, itemTimeNotes } from './item-time-notes';

const NOW = '2026-11-21T22:00:00+09:00';

describe('itemTimeNotes', () => {
  it.each([
    [
      'latest receive time past midnight reads 24:30',
      { availableUntil: '2026-11-22T00:30:00+09:00' },
      [{ kind: 'latestReceive', date: null, time: '24:30' }],
    ],
    [
      'a campaign ending days later shows its date',
      { campaignAvailableTimeRange: { beginTime: '2026-11-20T11:00:00+09:00', endTime: '2026-11-24T23:00:00+09:00' } },
      [{ kind: 'campaignEnd', date: '11/24', time: '23:00' }],
    ],
    [
      'end of sale at month end',
      { salesEndDate: '2026-11-30T23:59:59+09:00' },
      [{ kind: 'salesEnd', date: '11/30', time: '23:59' }],
    ],
    [
      'pricing sale end today',
      { pricingSaleAvailableTimeRange: { endTime: '2026-11-21T23:00:00+09:00' } },
      [{ kind: 'pricingSaleEnd', date: null, time: '23:00' }],
    ],
    [
      'an end after midnight but before 9:00 the next day reads 24+ hours',
      { salesEndDate: '2026-11-22T08:59:00+09:00' },
      [{ kind: 'salesEnd', date: null, time: '32:59' }],
    ],
    [
      'an end at 9:00 next day is on the next business day',
      { salesEndDate: '2026-11-22T09:00:00+09:00' },
      [{ kind: 'salesEnd', date: '11/22', time: '9:00' }],
    ],
    ['nothing to say', {}, []],
    [
      'null and unparsable fields are skipped',
      { availableUntil: null, salesEndDate: 'not a date', campaignAvailableTimeRange: null },
      [],
    ],
  ] as const)('%s', (_name, item, expected) => {
    expect(itemTimeNotes(item, NOW)).toEqual(expected);
  });

  it('keeps the order campaign, pricing sale, sales end, latest receive', () => {
    const notes = itemTimeNotes(
      {
        availableUntil: '2026-11-22T00:30:00+09:00',
        salesEndDate: '2026-11-30T23:59:59+09:00',
        pricingSaleAvailableTimeRange: { endTime: '2026-11-30T23:59:59+09:00' },
        campaignAvailableTimeRange: { endTime: '2026-11-24T23:00:00+09:00' },
      },
      NOW,
    );
    expect(notes.map((n) => n.kind)).toEqual(['campaignEnd', 'pricingSaleEnd', 'salesEnd', 'latestReceive']);
  });

  it('an invalid business date gives no notes', () => {
    expect(itemTimeNotes({ availableUntil: '2026-11-22T00:30:00+09:00' }, 'garbage')).toEqual([]);
  });

  it('a business date given as a later receive time changes what counts as today', () => {
    expect(itemTimeNotes({ salesEndDate: '2026-11-22T20:00:00+09:00' }, '2026-11-22T12:00:00+09:00')).toEqual([
      { kind: 'salesEnd', date: null, time: '20:00' },
    ]);
  });
});

describe('dayTimeText: the words of a time on or off the business day', () => {
  it.each([
    [{ date: null, time: '24:30' }, '24:30'],
    [{ date: '11/22', time: '11:00' }, '11/22 11:00'],
  ])('%j → %s', (at, text) => {
    expect(dayTimeText(at)).toBe(text);
  });
});
