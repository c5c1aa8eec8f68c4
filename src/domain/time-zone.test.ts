import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { readInstant, TIME_ZONE, TIME_ZONE_OFFSET_MINUTES, zoned } from './time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('SPEC 9 "Default time zone Asia/Tokyo" (SPEC §9 L429c)', () => {
  it('is Asia/Tokyo', () => {
    expect(TIME_ZONE).toBe('Asia/Tokyo');
  });
});

describe('readInstant: issue 27 "A time reads on its own calendar date", the day changing at local midnight (SPEC §9 L429c L429b)', () => {
  it.each([
    ['one minute before Tokyo midnight', '2026-11-25T23:59:00+09:00', { date: '2026-11-25', time: '23:59' }],
    [
      'Tokyo midnight: the next date, 0:00 (never 24:00)',
      '2026-11-26T00:00:00+09:00',
      { date: '2026-11-26', time: '0:00' },
    ],
    [
      'a 00:30 order time reads 0:30 on its own date',
      '2026-11-26T00:30:00+09:00',
      { date: '2026-11-26', time: '0:30' },
    ],
    [
      'UTC input: 15:30Z is 0:30 the next day in Tokyo',
      '2026-11-25T15:30:00.000Z',
      { date: '2026-11-26', time: '0:30' },
    ],
    ['another offset', '2026-11-26T09:12:00+08:00', { date: '2026-11-26', time: '10:12' }],
    ['noon, two-digit hour', '2026-11-21T12:05:00+09:00', { date: '2026-11-21', time: '12:05' }],
    ['epoch ms', Date.UTC(2026, 10, 21, 13, 0), { date: '2026-11-21', time: '22:00' }],
    ['a Date', new Date('2026-11-21T13:00:00Z'), { date: '2026-11-21', time: '22:00' }],
  ] as const)('%s: %s → %j', (_name, input, out) => {
    expect(readInstant(input)).toEqual(out);
  });

  it.each([[null], [undefined], [''], ['nope'], [Number.NaN]])('unreadable %s → null', (input) => {
    expect(readInstant(input)).toBeNull();
  });
});

// The time rules used dayjs with its utc and timezone plugins until issue 29; dayjs stays the oracle of these tests.
describe('zoned: the wall clock of Asia/Tokyo, as dayjs with its time-zone plugin reads it (SPEC §9 L429c)', () => {
  it('reads every quarter hour of three days across a year end alike', () => {
    const start = Date.parse('2026-12-30T00:00:00+09:00');
    for (let ms = start; ms < start + 3 * 86_400_000; ms += 15 * 60_000) {
      const t = dayjs(ms).tz(TIME_ZONE);
      expect(zoned(new Date(ms).toISOString())).toEqual({
        ms,
        year: t.year(),
        month: t.month() + 1,
        day: t.date(),
        hour: t.hour(),
        minute: t.minute(),
        date: t.format('YYYY-MM-DD'),
      });
    }
  });

  it("keeps the IANA database's offset for Asia/Tokyo, +09:00, on the first of every month from 1952 to 2100", () => {
    for (let year = 1952; year <= 2100; year += 1) {
      for (let month = 0; month < 12; month += 1) {
        const ms = Date.UTC(year, month, 1, 3, 30);
        expect(zoned(ms)?.date, `${year}-${month + 1}`).toBe(dayjs(ms).tz(TIME_ZONE).format('YYYY-MM-DD'));
        expect(dayjs(ms).tz(TIME_ZONE).utcOffset()).toBe(TIME_ZONE_OFFSET_MINUTES);
      }
    }
  });

  it.each([[null], [undefined], [''], ['nope'], ['2026-13-45T99:00:00Z'], [Number.NaN], [new Date(Number.NaN)]])(
    'unreadable %s → null',
    (input) => {
      expect(zoned(input)).toBeNull();
    },
  );
});
