import { describe, expect, it } from 'vitest';
import { dayTimeText, itemTimeNotes, timeOnDay } from './item-time-notes';

const NOW = '2026-11-21T22:00:00+09:00';
/** The mock's late-night receive window (23:30–25:00 on the 21st). */
const MOCK_LATE_NIGHT = [{ beginTime: '2026-11-21T23:30:00+09:00', endTime: '2026-11-22T01:00:00+09:00' }];

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
      {
        pricingSaleAvailableTimeRange: { beginTime: '2026-11-21T11:00:00+09:00', endTime: '2026-11-21T23:00:00+09:00' },
      },
      [{ kind: 'pricingSaleEnd', date: null, time: '23:00' }],
    ],
    [
      'issue 27: an end at 8:59 the next morning reads on its own date, never 32:59',
      { salesEndDate: '2026-11-22T08:59:00+09:00' },
      [{ kind: 'salesEnd', date: '11/22', time: '8:59' }],
    ],
    [
      'an end at 9:00 next day is on the next day',
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
    expect(itemTimeNotes(item, NOW, MOCK_LATE_NIGHT)).toEqual(expected);
  });

  it('without the receive windows a latest receive time past midnight reads on its own date: 11/22 0:30', () => {
    expect(itemTimeNotes({ availableUntil: '2026-11-22T00:30:00+09:00' }, NOW)).toEqual([
      { kind: 'latestReceive', date: '11/22', time: '0:30' },
    ]);
  });

  it('keeps the order campaign, pricing sale, sales end, latest receive (SPEC §3 L134c)', () => {
    const notes = itemTimeNotes(
      {
        availableUntil: '2026-11-22T00:30:00+09:00',
        salesEndDate: '2026-11-30T23:59:59+09:00',
        pricingSaleAvailableTimeRange: { beginTime: '2026-11-01T00:00:00+09:00', endTime: '2026-11-30T23:59:59+09:00' },
        campaignAvailableTimeRange: { beginTime: '2026-11-01T00:00:00+09:00', endTime: '2026-11-24T23:00:00+09:00' },
      },
      NOW,
    );
    expect(notes.map((n) => n.kind)).toEqual(['campaignEnd', 'pricingSaleEnd', 'salesEnd', 'latestReceive']);
  });

  it('an invalid business date gives no notes', () => {
    expect(itemTimeNotes({ availableUntil: '2026-11-22T00:30:00+09:00' }, 'garbage')).toEqual([]);
  });

  it('today is the calendar date of the moment given', () => {
    expect(itemTimeNotes({ salesEndDate: '2026-11-22T20:00:00+09:00' }, '2026-11-22T12:00:00+09:00')).toEqual([
      { kind: 'salesEnd', date: null, time: '20:00' },
    ]);
  });
});

/** Wednesday 2026-11-25 / Thursday 2026-11-26 (issue 27). */
const jst = (date: string, hm: string) => `${date}T${hm}:00+09:00`;
const WED = '2026-11-25';
const THU = '2026-11-26';
const LATE_NIGHT = [{ beginTime: jst(WED, '23:30'), endTime: jst(THU, '01:00') }];

describe('issue 27: "A time reads on its own calendar date"; 24:xx only inside a window that began before midnight', () => {
  describe('a latest receive time at each hour, seen at 22:00 on Wednesday with the late-night window 23:30–25:00', () => {
    it.each([
      [jst(WED, '23:59'), { date: null, time: '23:59' }],
      [jst(THU, '00:00'), { date: null, time: '24:00' }],
      [jst(THU, '00:30'), { date: null, time: '24:30' }],
      [jst(THU, '07:00'), { date: '11/26', time: '7:00' }],
      [jst(THU, '08:59'), { date: '11/26', time: '8:59' }],
      [jst(THU, '09:00'), { date: '11/26', time: '9:00' }],
    ])('%s → %j', (availableUntil, at) => {
      expect(itemTimeNotes({ availableUntil }, jst(WED, '22:00'), LATE_NIGHT)).toEqual([
        { kind: 'latestReceive', ...at },
      ]);
    });
  });

  describe('a sale ending at 8:59 on Thursday, seen at each hour: today from local midnight on', () => {
    it.each([
      [jst(WED, '23:59'), { date: '11/26', time: '8:59' }],
      [jst(THU, '00:00'), { date: null, time: '8:59' }],
      [jst(THU, '00:30'), { date: null, time: '8:59' }],
      [jst(THU, '07:00'), { date: null, time: '8:59' }],
      [jst(THU, '08:59'), { date: null, time: '8:59' }],
      [jst(THU, '09:00'), { date: null, time: '8:59' }],
    ])('now %s → %j', (now, at) => {
      expect(itemTimeNotes({ salesEndDate: jst(THU, '08:59') }, now, LATE_NIGHT)).toEqual([
        { kind: 'salesEnd', ...at },
      ]);
    });
  });

  it("timeOnDay: a late-night time seen after midnight keeps its window's date", () => {
    expect(timeOnDay(jst(THU, '00:30'), THU, LATE_NIGHT)).toEqual({ date: '11/25', time: '24:30' });
    expect(timeOnDay(null, THU)).toBeNull();
  });
});

describe("dayTimeText: the words of a time on today's date or another", () => {
  it.each([
    [{ date: null, time: '24:30' }, '24:30'],
    [{ date: '11/22', time: '11:00' }, '11/22 11:00'],
  ])('%j → %s', (at, text) => {
    expect(dayTimeText(at)).toBe(text);
  });
});
