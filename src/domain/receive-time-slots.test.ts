import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTERVAL_MINUTES,
  findSlot,
  initialReceiveTimeChoice,
  receiveTimeSlots,
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
  it('builds slots from earliest, shows past midnight as 24:xx, groups by business date', () => {
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

describe('findSlot', () => {
  const groups = receiveTimeSlots(DEFAULT);
  it('finds the same instant in any ISO form', () => {
    expect(findSlot(groups, '2026-11-22T00:30:00+09:00')?.label).toBe('24:30');
  });
  it.each([null, undefined, '', 'x', '2026-11-22T00:31:00+09:00'])('%s → null', (iso) => {
    expect(findSlot(groups, iso)).toBeNull();
  });
});

describe('toSelectReceiveTimes', () => {
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

describe('relativeBusinessDay (slots grouped by day: today / tomorrow / a date)', () => {
  it.each([
    ['the current business date is today', '2026-11-21', '2026-11-21', 'today'],
    ['the next business date is tomorrow', '2026-11-22', '2026-11-21', 'tomorrow'],
    ['across a month end', '2026-12-01', '2026-11-30', 'tomorrow'],
    ['a later date is a date', '2026-11-23', '2026-11-21', 'date'],
    ['an earlier date is a date', '2026-11-20', '2026-11-21', 'date'],
    ['no current business date: a date', '2026-11-21', null, 'date'],
    ['an unreadable current date: a date', '2026-11-22', 'garbage', 'date'],
  ] as const)('%s', (_, businessDate, today, expected) => {
    expect(relativeBusinessDay(businessDate, today)).toBe(expected);
  });
});
