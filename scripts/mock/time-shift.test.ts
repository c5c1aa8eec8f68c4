import { describe, expect, it } from 'vitest';
import {
  DESIGN_NOW,
  MOCK_TIME_PRESETS,
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
    ['one day and 3 hours later', design + 27 * HOUR, 'now', 27 * HOUR],
    ['rounded up to whole 5 minutes', design + 61_000, 'now', 5 * 60_000],
    ['preset lastOrder (22:50) at 22:00: 50 minutes back', design, 'lastOrder', -50 * 60_000],
    ['preset afterMidnight (00:15)', design, 'afterMidnight', -(2 * HOUR + 15 * 60_000)],
    ['an ISO moment', design, '2026-11-21T21:00:00+09:00', HOUR],
    ['bad input falls back to the design moment', design, 'yesterday', 0],
  ])('%s', (_name, now, moment, delta) => {
    expect(shiftDelta(now, moment)).toBe(delta);
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
