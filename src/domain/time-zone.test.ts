import { describe, expect, it } from 'vitest';
import { readTime } from './receive-time';
import { readInstant, TIME_ZONE } from './time-zone';

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

  it("reads every quarter hour of two days as receive-time.ts readTime does without windows (the order's own time)", () => {
    const start = Date.parse('2026-11-25T00:00:00+09:00');
    for (let ms = start; ms < start + 2 * 86_400_000; ms += 15 * 60_000) {
      const iso = new Date(ms).toISOString();
      expect(readInstant(iso)).toEqual(readTime(iso));
    }
  });
});
