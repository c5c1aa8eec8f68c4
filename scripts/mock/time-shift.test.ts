import { describe, expect, it } from 'vitest';
import {
  DESIGN_NOW,
  MOCK_TIME_PRESETS,
  clockFrom,
  designMoment,
  designNowFor,
  shiftDateTime,
  shiftDateTimes,
  shiftDelta,
  shiftQuery,
} from './time-shift.mjs';

const HOUR = 3_600_000;
const design = Date.parse(DESIGN_NOW);

describe('mock time (the data is written for 2026-11-21 22:00 JST)', () => {
  it.each([
    ['clock pinned at the design moment: no shift', design, 'now', 0],
    ['preset lastOrder (22:50) at 22:00: 50 minutes back', design, 'lastOrder', -50 * 60_000],
    ['preset afterMidnight (00:15)', design, 'afterMidnight', -(2 * HOUR + 15 * 60_000)],
    [
      'preset closed (02:30) one day and 3 hours later: exact, 5-minute grid',
      design + 27 * HOUR,
      'closed',
      22 * HOUR + 30 * 60_000,
    ],
    ['an ISO moment', design, '2026-11-21T21:00:00+09:00', HOUR],
    ['an ISO moment, rounded up to whole 5 minutes', design + 61_000, DESIGN_NOW, 5 * 60_000],
    ['bad input falls back to the default (the design moment at the design moment)', design, 'yesterday', 0],
  ])('%s', (_name, now, moment, delta) => {
    expect(shiftDelta(now, moment)).toBe(delta);
  });

  // The default keeps the real time of day: whole days from the data's business day (05:00 11-21 → 05:00 11-22 JST).
  it.each([
    ['Thu 2026-11-26 07:00', '2026-11-26T07:00:00+09:00', 5, '2026-11-21T07:00:00+09:00'],
    ['Thu 2026-11-26 12:00', '2026-11-26T12:00:00+09:00', 5, '2026-11-21T12:00:00+09:00'],
    ['Thu 2026-11-26 18:00', '2026-11-26T18:00:00+09:00', 5, '2026-11-21T18:00:00+09:00'],
    ['Thu 2026-11-26 00:30 (the night of Wednesday)', '2026-11-26T00:30:00+09:00', 4, '2026-11-22T00:30:00+09:00'],
    ['Thu 2026-11-26 04:59 (still Wednesday night)', '2026-11-26T04:59:00+09:00', 4, '2026-11-22T04:59:00+09:00'],
    ['Thu 2026-11-26 05:00 (Thursday begins)', '2026-11-26T05:00:00+09:00', 5, '2026-11-21T05:00:00+09:00'],
    ['Sat 2026-11-21 21:59:59 (the design day itself)', '2026-11-21T21:59:59+09:00', 0, '2026-11-21T21:59:59+09:00'],
    ['Sun 2026-11-22 00:30 (the design night)', '2026-11-22T00:30:00+09:00', 0, '2026-11-22T00:30:00+09:00'],
    ['Sun 2026-11-22 05:00 (the next day)', '2026-11-22T05:00:00+09:00', 1, '2026-11-21T05:00:00+09:00'],
    ['Fri 2026-11-20 12:00 (a day before the data)', '2026-11-20T12:00:00+09:00', -1, '2026-11-21T12:00:00+09:00'],
    ['Wed 2027-01-06 00:30 (across the year)', '2027-01-06T00:30:00+09:00', 45, '2026-11-22T00:30:00+09:00'],
    ['Mon 2026-03-02 12:00:07.250, written in UTC', '2026-03-02T03:00:07.250Z', -264, '2026-11-21T12:00:07+09:00'],
  ])('now at %s: %i whole days, the data reads %s', (_name, real, days, designTime) => {
    const now = Date.parse(real);
    const delta = shiftDelta(now, 'now');
    expect(delta).toBe(days * 24 * HOUR);
    expect(designNowFor(now, delta)).toBe(designTime);
  });

  it.each([
    ['an ISO date-time with offset', '2026-11-26T07:00:00+09:00', Date.parse('2026-11-26T07:00:00+09:00')],
    ['a UTC date-time', '2026-11-25T15:30:00Z', Date.parse('2026-11-26T00:30:00+09:00')],
    ['no offset: ignored', '2026-11-26T07:00:00', null],
    ['a date alone: ignored', '2026-11-26', null],
    ['an impossible date: ignored', '2026-13-45T07:00:00+09:00', null],
    ['a preset name: ignored', 'afterMidnight', null],
    ['nothing', undefined, null],
  ])('the per-request clock reads %s', (_name, value, expected) => {
    expect(clockFrom(value)).toBe(expected);
  });

  it('knows the five presets of the scenario panel', () => {
    expect(Object.keys(MOCK_TIME_PRESETS)).toEqual(['now', 'lastOrder', 'afterMidnight', 'tomorrowMorning', 'closed']);
    expect(designMoment('closed')).toBe('2026-11-22T02:30:00+09:00');
    expect(designMoment(42)).toBe(DESIGN_NOW);
  });

  it.each([
    ['keeps the +09:00 offset and crosses midnight', '2026-11-21T23:30:00+09:00', HOUR, '2026-11-22T00:30:00+09:00'],
    ['keeps a Z offset', '2026-11-21T13:00:00Z', -HOUR, '2026-11-21T12:00:00Z'],
    ['a date-time without offset is left alone', '2026-11-21T23:30:00', HOUR, '2026-11-21T23:30:00'],
    ['ids with dates are left alone', 'o-20261121-0001', HOUR, 'o-20261121-0001'],
    ['opening hours are left alone', '23:00', HOUR, '23:00'],
  ])('shiftDateTime %s', (_name, input, delta, expected) => {
    expect(shiftDateTime(input, delta)).toBe(expected);
  });

  it('shifts every date-time in a JSON value, deeply, without changing the input', () => {
    const input = { menus: [{ begin_time: '2026-11-21T11:00:00+09:00', name: 'x', price: 890 }], ok: true };
    expect(shiftDateTimes(input, 24 * HOUR)).toEqual({
      menus: [{ begin_time: '2026-11-22T11:00:00+09:00', name: 'x', price: 890 }],
      ok: true,
    });
    expect(input.menus[0]?.begin_time).toBe('2026-11-21T11:00:00+09:00');
  });

  it('shifts date-time query values back', () => {
    expect(shiftQuery('?receiveTime=2026-11-22T23:30:00%2B09:00&menuId=m-grand', -24 * HOUR)).toBe(
      '?receiveTime=2026-11-21T23%3A30%3A00%2B09%3A00&menuId=m-grand',
    );
    expect(shiftQuery('', HOUR)).toBe('');
  });

  it('writes the current moment in design time', () => {
    expect(designNowFor(design + 27 * HOUR, 27 * HOUR)).toBe(DESIGN_NOW);
  });
});
