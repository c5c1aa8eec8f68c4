import { describe, expect, it } from 'vitest';
import {
  businessDateOf,
  dayChangeHourFromOffset,
  formatBusinessTime,
  laterDateAvailability,
  menuTileTime,
  receivableRangeParts,
  toRequestIso,
} from './receive-time';

describe('SPEC 9 "Default time zone Asia/Tokyo ... The day-change hour is derived from the time-zone offset"', () => {
  it.each([
    [540, 9],
    [0, 0],
    [330, 5],
    [-300, 19],
    [-600, 14],
    [840, 14],
  ])('offset %i min → day changes at %i h', (offset, hour) => {
    expect(dayChangeHourFromOffset(offset)).toBe(hour);
  });

  it.each([
    ['2024-05-01T09:00:00+09:00', 9, '2024-05-01'],
    ['2024-05-02T08:59:00+09:00', 9, '2024-05-01'],
    ['2024-05-02T01:00:00+09:00', 0, '2024-05-02'],
    ['2024-05-02T03:59:00+09:00', 4, '2024-05-01'],
    ['not a date', 9, null],
  ])('businessDateOf(%s, %i) → %s', (iso, dch, date) => {
    expect(businessDateOf(iso, dch)).toBe(date);
  });
});

describe('SPEC 9 "Times show as H:mm, and times past midnight show hours 24 and above"', () => {
  it.each([
    ['UTC input shown in Tokyo', '2024-05-01T01:05:00Z', {}, '10:05'],
    ['plain H:mm (no leading zero)', '2024-05-01T09:00:00+09:00', {}, '9:00'],
    ['with business date, same day', '2024-05-01T23:59:00+09:00', { businessDate: '2024-05-01' }, '23:59'],
    ['with business date, "24:xx"', '2024-05-02T00:00:00+09:00', { businessDate: '2024-05-01' }, '24:00'],
    ['with business date, "25:xx"', '2024-05-02T01:30:00+09:00', { businessDate: '2024-05-01' }, '25:30'],
    [
      'business date as an instant',
      '2024-05-02T01:30:00+09:00',
      { businessDate: '2024-05-01T12:00:00+09:00' },
      '25:30',
    ],
    ['two days later', '2024-05-03T02:00:00+09:00', { businessDate: '2024-05-01' }, '50:00'],
    ['earlier than the business date: plain', '2024-04-30T22:00:00+09:00', { businessDate: '2024-05-01' }, '22:00'],
    ['across a month end', '2024-06-01T00:15:00+09:00', { businessDate: '2024-05-31' }, '24:15'],
    ['derived: before the 9 h day change', '2024-05-02T08:30:00+09:00', {}, '32:30'],
    ['derived: day-change hour 4', '2024-05-02T02:00:00+09:00', { dayChangeHour: 4 }, '26:00'],
    ['derived: day-change hour 0', '2024-05-02T02:00:00+09:00', { dayChangeHour: 0 }, '2:00'],
    ['epoch ms input', Date.UTC(2024, 4, 1, 15, 0), { businessDate: '2024-05-01' }, '24:00'],
    ['Date input', new Date('2024-05-01T03:00:00Z'), {}, '12:00'],
  ] as const)('%s: %s → %s', (_n, input, options, out) => {
    expect(formatBusinessTime(input, options)).toBe(out);
  });

  it.each([[null], [undefined], [''], ['not a date']])('invalid %s → null', (input) => {
    expect(formatBusinessTime(input)).toBeNull();
  });

  it('invalid business date → null', () => {
    expect(formatBusinessTime('2024-05-01T10:00:00+09:00', { businessDate: 'garbage' })).toBeNull();
  });
});

describe('receivable range text parts (SPEC 2 "a receivable time range")', () => {
  it.each([
    [
      'lunch',
      { beginTime: '2024-05-01T11:00:00+09:00', endTime: '2024-05-01T14:30:00+09:00' },
      { begin: '11:00', end: '14:30' },
    ],
    [
      'late night ends "25:00"',
      { beginTime: '2024-05-01T17:00:00+09:00', endTime: '2024-05-02T01:00:00+09:00' },
      { begin: '17:00', end: '25:00' },
    ],
    [
      'breakfast begins before 9 h',
      { beginTime: '2024-05-01T07:00:00+09:00', endTime: '2024-05-01T10:00:00+09:00' },
      { begin: '7:00', end: '10:00' },
    ],
    [
      'UTC strings',
      { beginTime: '2024-05-01T02:00:00Z', endTime: '2024-05-01T16:00:00Z' },
      { begin: '11:00', end: '25:00' },
    ],
    ['missing end', { beginTime: '2024-05-01T11:00:00+09:00' }, null],
    ['missing begin', { endTime: '2024-05-01T11:00:00+09:00' }, null],
    ['invalid end', { beginTime: '2024-05-01T11:00:00+09:00', endTime: 'x' }, null],
    ['no range', null, null],
  ])('%s', (_n, range, out) => {
    expect(receivableRangeParts(range)).toEqual(out);
  });
});

describe('later-date availability and menu tile note (SPEC 2 "a receivable time range, a later-date availability time, or nothing")', () => {
  const now = '2024-05-01T20:00:00+09:00';
  it.each([
    ['tomorrow', '2024-05-02T11:00:00+09:00', { date: '5/2', dateIso: '2024-05-02', time: '11:00' }],
    ['tomorrow in Tokyo, today in UTC', '2024-05-01T16:00:00Z', { date: '5/2', dateIso: '2024-05-02', time: '1:00' }],
    ['later today', '2024-05-01T22:00:00+09:00', null],
    ['past', '2024-04-30T22:00:00+09:00', null],
    ['missing', null, null],
  ])('%s → %j', (_n, recent, out) => {
    expect(laterDateAvailability(recent, now)).toEqual(out);
  });

  it.each([
    [
      'later date wins',
      {
        recentReceiveTime: '2024-05-03T10:00:00+09:00',
        receivableTimeRange: { beginTime: '2024-05-03T10:00:00+09:00', endTime: '2024-05-03T12:00:00+09:00' },
      },
      { kind: 'laterDate', date: '5/3', dateIso: '2024-05-03', time: '10:00' },
    ],
    [
      'range today',
      {
        recentReceiveTime: '2024-05-01T21:00:00+09:00',
        receivableTimeRange: { beginTime: '2024-05-01T17:00:00+09:00', endTime: '2024-05-02T02:00:00+09:00' },
      },
      { kind: 'range', begin: '17:00', end: '26:00' },
    ],
    ['"nothing when unrestricted"', {}, { kind: 'none' }],
  ])('%s', (_n, summary, out) => {
    expect(menuTileTime(summary, now)).toEqual(out);
  });
});

describe('SPEC 7 "Receive time is sent as an ISO date string"', () => {
  it.each([
    ['2024-05-01T11:00:00+09:00', '2024-05-01T02:00:00.000Z'],
    [new Date('2024-05-01T02:00:00Z'), '2024-05-01T02:00:00.000Z'],
    [Date.UTC(2024, 4, 1, 2), '2024-05-01T02:00:00.000Z'],
    ['nope', null],
    [null, null],
  ])('%s → %s', (input, out) => {
    expect(toRequestIso(input)).toBe(out);
  });
});
