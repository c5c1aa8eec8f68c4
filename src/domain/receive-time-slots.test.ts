import { describe, expect, it } from 'vitest';
import { calendarDateOf } from './receive-time';
import {
  DEFAULT_INTERVAL_MINUTES,
  findSlot,
  initialReceiveTimeChoice,
  receiveTimeSlots,
  receiveWindowsOf,
  relativeBusinessDay,
  toSelectReceiveTimes,
  type ReceiveTimesInput,
} from './receive-time-slots';

/** The mock's default answer (mocks/restaurants/receive-times.json). */
const DEFAULT: ReceiveTimesInput = {
  isImmediateOrderAvailable: true,
  receiveTimeIntervalMinutes: 15,
  earliestReceiveTime: '2026-11-21T22:15:00+09:00',
  receiveTimes: [
    { receivableTimeRange: { beginTime: '2026-11-21T11:00:00+09:00', endTime: '2026-11-21T23:00:00+09:00' } },
    { receivableTimeRange: { beginTime: '2026-11-21T23:30:00+09:00', endTime: '2026-11-22T01:00:00+09:00' } },
    { receivableTimeRange: { beginTime: '2026-11-22T11:00:00+09:00', endTime: '2026-11-22T12:00:00+09:00' } },
  ],
};

const labels = (input: ReceiveTimesInput | null | undefined) =>
  receiveTimeSlots(input).map((g) => [g.businessDate, g.slots.map((s) => s.label)]);

describe('receiveTimeSlots', () => {
  it('builds slots from earliest, reads the late-night window past midnight as 24:xx, groups by date', () => {
    expect(labels(DEFAULT)).toEqual([
      [
        '2026-11-21',
        ['22:15', '22:30', '22:45', '23:00', '23:30', '23:45', '24:00', '24:15', '24:30', '24:45', '25:00'],
      ],
      ['2026-11-22', ['11:00', '11:15', '11:30', '11:45', '12:00']],
    ]);
  });
  it('stores UTC ISO strings', () => {
    expect(receiveTimeSlots(DEFAULT)[0]!.slots[0]!.iso).toBe('2026-11-21T13:15:00.000Z');
  });
  it('keeps to the window grid when earliest falls between steps', () => {
    const input = {
      ...DEFAULT,
      earliestReceiveTime: '2026-11-21T22:20:00+09:00',
      receiveTimes: DEFAULT.receiveTimes!.slice(0, 1),
    };
    expect(labels(input)).toEqual([['2026-11-21', ['22:30', '22:45', '23:00']]]);
  });
  it('merges overlapping windows', () => {
    const w = { receivableTimeRange: { beginTime: '2026-11-22T11:00:00+09:00', endTime: '2026-11-22T11:30:00+09:00' } };
    expect(labels({ receiveTimeIntervalMinutes: 15, receiveTimes: [w, w] })).toEqual([
      ['2026-11-22', ['11:00', '11:15', '11:30']],
    ]);
  });
  it.each([0, -5, null, undefined, Number.NaN])('interval %s falls back to the default', (interval) => {
    const w = { receivableTimeRange: { beginTime: '2026-11-22T11:00:00+09:00', endTime: '2026-11-22T11:30:00+09:00' } };
    const slots = receiveTimeSlots({ receiveTimeIntervalMinutes: interval, receiveTimes: [w] })[0]!.slots;
    expect(slots).toHaveLength(30 / DEFAULT_INTERVAL_MINUTES + 1);
  });
  it.each([
    [{ beginTime: null, endTime: '2026-11-22T11:30:00+09:00' }],
    [{ beginTime: '2026-11-22T11:00:00+09:00', endTime: 'not a date' }],
    [{ beginTime: '2026-11-22T12:00:00+09:00', endTime: '2026-11-22T11:00:00+09:00' }],
    [null],
  ])('skips a broken window %j', (range) => {
    expect(receiveTimeSlots({ receiveTimes: [{ receivableTimeRange: range }] })).toEqual([]);
  });
  it('handles a missing response', () => {
    expect(receiveTimeSlots(null)).toEqual([]);
    expect(receiveTimeSlots({})).toEqual([]);
  });
  it('caps the number of slots', () => {
    const w = { receivableTimeRange: { beginTime: '2026-11-22T00:00:00+09:00', endTime: '2026-11-29T00:00:00+09:00' } };
    const count = receiveTimeSlots({ receiveTimeIntervalMinutes: 1, receiveTimes: [w] }, 10).flatMap(
      (g) => g.slots,
    ).length;
    expect(count).toBe(10);
  });
});

/** Wednesday 2026-11-25 and Thursday 2026-11-26 in Tokyo (issue 27). */
const jst = (date: string, hm: string) => `${date}T${hm}:00+09:00`;
const WED = '2026-11-25';
const THU = '2026-11-26';
const range = (beginTime: string, endTime: string) => ({ receivableTimeRange: { beginTime, endTime } });
/** A minute grid over Wednesday's late-night window (23:29 → 25:00) and Thursday morning (6:59 → 9:00). */
const NIGHT_AND_MORNING: ReceiveTimesInput = {
  receiveTimeIntervalMinutes: 1,
  receiveTimes: [range(jst(WED, '23:29'), jst(THU, '01:00')), range(jst(THU, '06:59'), jst(THU, '09:00'))],
};

describe('issue 27: a slot inside a window that began before midnight keeps its date and reads 24:xx; any other reads H:mm on its own date', () => {
  const groups = receiveTimeSlots(NIGHT_AND_MORNING);
  it.each([
    ['23:59', jst(WED, '23:59'), { label: '23:59', businessDate: WED }],
    ['00:00 ("times past midnight show hours 24 and above")', jst(THU, '00:00'), { label: '24:00', businessDate: WED }],
    [
      '00:30: the late-night window 23:30–25:00 reads 24:30 with the previous date',
      jst(THU, '00:30'),
      {
        label: '24:30',
        businessDate: WED,
      },
    ],
    ['07:00: "A time reads on its own calendar date"', jst(THU, '07:00'), { label: '7:00', businessDate: THU }],
    ['08:59', jst(THU, '08:59'), { label: '8:59', businessDate: THU }],
    ['09:00', jst(THU, '09:00'), { label: '9:00', businessDate: THU }],
  ])('%s', (_n, iso, out) => {
    expect(findSlot(groups, iso)).toMatchObject(out);
  });

  it('groups by the date each slot reads on, in date order', () => {
    expect(groups.map((g) => [g.businessDate, g.slots[0]?.label, g.slots.at(-1)?.label])).toEqual([
      [WED, '23:29', '25:00'],
      [THU, '6:59', '9:00'],
    ]);
  });

  it('at 7:00 on Thursday the morning slots are today\'s, never "today 11月25日(水) 31:15"', () => {
    const morning = receiveTimeSlots({
      receiveTimeIntervalMinutes: 15,
      earliestReceiveTime: jst(THU, '07:15'),
      receiveTimes: [range(jst(WED, '23:30'), jst(THU, '01:00')), range(jst(THU, '07:00'), jst(THU, '10:00'))],
    });
    expect(morning.map((g) => g.businessDate)).toEqual([THU]);
    expect(morning[0]!.slots.slice(0, 3).map((slot) => slot.label)).toEqual(['7:15', '7:30', '7:45']);
    expect(relativeBusinessDay(morning[0]!.businessDate, calendarDateOf(jst(THU, '07:00')))).toBe('today');
  });

  it("Decision: windows of two dates overlap → a slot belongs to its own date's window", () => {
    const overlap = receiveTimeSlots({
      receiveTimeIntervalMinutes: 15,
      receiveTimes: [range(jst(WED, '23:30'), jst(THU, '01:00')), range(jst(THU, '00:30'), jst(THU, '01:30'))],
    });
    expect(overlap.map((g) => [g.businessDate, g.slots.map((slot) => slot.label)])).toEqual([
      [WED, ['23:30', '23:45', '24:00', '24:15']],
      [THU, ['0:30', '0:45', '1:00', '1:15', '1:30']],
    ]);
  });

  it('receiveWindowsOf: the windows times are read against', () => {
    expect(receiveWindowsOf(NIGHT_AND_MORNING)).toEqual([
      { beginTime: jst(WED, '23:29'), endTime: jst(THU, '01:00') },
      { beginTime: jst(THU, '06:59'), endTime: jst(THU, '09:00') },
    ]);
    expect(receiveWindowsOf(null)).toEqual([]);
  });
});

describe('findSlot', () => {
  const groups = receiveTimeSlots(DEFAULT);
  it('finds the same instant in any ISO form', () => {
    expect(findSlot(groups, '2026-11-22T00:30:00+09:00')?.label).toBe('24:30');
  });
  it.each([null, undefined, '', 'x', '2026-11-22T00:31:00+09:00'])('%s → null', (iso) => {
    expect(findSlot(groups, iso)).toBeNull();
  });
});

describe('toSelectReceiveTimes (SPEC §3 L186b)', () => {
  it('now when immediate orders are possible', () => {
    expect(toSelectReceiveTimes({ kind: 'now' }, DEFAULT)).toEqual({ receiveTimeType: 'now', receiveTime: null });
  });
  it('no now when immediate orders are not possible', () => {
    expect(toSelectReceiveTimes({ kind: 'now' }, { ...DEFAULT, isImmediateOrderAvailable: false })).toBeNull();
    expect(toSelectReceiveTimes({ kind: 'now' }, null)).toBeNull();
  });
  it('an offered time', () => {
    expect(toSelectReceiveTimes({ kind: 'time', iso: '2026-11-22T01:00:00+09:00' }, DEFAULT)).toEqual({
      receiveTimeType: 'time_specification',
      receiveTime: '2026-11-21T16:00:00.000Z',
    });
  });
  it.each([null, '2026-11-22T03:00:00+09:00'])('a time not offered (%s) → null', (iso) => {
    expect(toSelectReceiveTimes({ kind: 'time', iso }, DEFAULT)).toBeNull();
  });
});

describe('initialReceiveTimeChoice', () => {
  it('the stored time when still offered', () => {
    const stored = { receiveTimeType: 'time_specification' as const, receiveTime: '2026-11-21T15:30:00.000Z' };
    expect(initialReceiveTimeChoice(stored, DEFAULT)).toEqual({ kind: 'time', iso: '2026-11-21T15:30:00.000Z' });
  });
  it('now when the stored time is gone and now is possible', () => {
    const stored = { receiveTimeType: 'time_specification' as const, receiveTime: '2026-11-20T15:30:00.000Z' };
    expect(initialReceiveTimeChoice(stored, DEFAULT)).toEqual({ kind: 'now' });
    expect(initialReceiveTimeChoice({ receiveTimeType: 'now', receiveTime: null }, DEFAULT)).toEqual({ kind: 'now' });
    expect(initialReceiveTimeChoice(null, DEFAULT)).toEqual({ kind: 'now' });
  });
  it('the first slot when now is not possible', () => {
    expect(initialReceiveTimeChoice(null, { ...DEFAULT, isImmediateOrderAvailable: false })).toEqual({
      kind: 'time',
      iso: '2026-11-21T13:15:00.000Z',
    });
  });
  it('nothing without slots or now', () => {
    expect(initialReceiveTimeChoice(undefined, { isImmediateOrderAvailable: false })).toBeNull();
  });
});

describe('relativeBusinessDay (slots grouped by the date they read on: today / tomorrow / a date)', () => {
  it.each([
    ["today's calendar date is today", '2026-11-21', '2026-11-21', 'today'],
    ['the next date is tomorrow', '2026-11-22', '2026-11-21', 'tomorrow'],
    ['across a month end', '2026-12-01', '2026-11-30', 'tomorrow'],
    ['a later date is a date', '2026-11-23', '2026-11-21', 'date'],
    ['an earlier date is a date', '2026-11-20', '2026-11-21', 'date'],
    ['no date for today: a date', '2026-11-21', null, 'date'],
    ['an unreadable current date: a date', '2026-11-22', 'garbage', 'date'],
  ] as const)('%s', (_, businessDate, today, expected) => {
    expect(relativeBusinessDay(businessDate, today)).toBe(expected);
  });
});
