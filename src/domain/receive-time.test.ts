import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  formatBusinessTime,
  laterDateAvailability,
  menuTileTime,
  monthDayOf,
  readTime,
  receivableRangeParts,
  timeReader,
  toRequestIso,
} from './receive-time';

/** Wednesday 2026-11-25 and Thursday 2026-11-26 in Tokyo (issue 27: "At 07:00 JST on Thursday …"). */
const WED = '2026-11-25';
const THU = '2026-11-26';
const jst = (date: string, hm: string) => `${date}T${hm}:00+09:00`;
/** The table's hours (issue 27): 23:59 on Wednesday, then 00:00, 00:30, 07:00, 08:59 and 09:00 on Thursday. */
const HOURS = [
  [jst(WED, '23:59'), '23:59'],
  [jst(THU, '00:00'), '00:00'],
  [jst(THU, '00:30'), '00:30'],
  [jst(THU, '07:00'), '07:00'],
  [jst(THU, '08:59'), '08:59'],
  [jst(THU, '09:00'), '09:00'],
] as const;
/** A late-night menu window that began before midnight: Wednesday 23:30 to 25:00 (Thursday 01:00). */
const LATE_NIGHT = { beginTime: jst(WED, '23:30'), endTime: jst(THU, '01:00') };

describe('SPEC 9 "The day-change hour is derived from the time-zone offset"; issue 27 Decision: "the day changes at local midnight of the zone. The offset tells where that midnight falls; nothing more is read into it." (SPEC §9 L429c)', () => {
  it.each([
    [HOURS[0][0], WED],
    [HOURS[1][0], THU],
    [HOURS[2][0], THU],
    [HOURS[3][0], THU],
    [HOURS[4][0], THU],
    [HOURS[5][0], THU],
  ])('%s is on %s', (input, date) => {
    expect(calendarDateOf(input)).toBe(date);
  });

  it.each([
    ['the last UTC instant before Tokyo midnight', '2026-11-25T14:59:59Z', WED],
    ['Tokyo midnight is 15:00 UTC (+09:00)', '2026-11-25T15:00:00Z', THU],
    ['UTC midnight (9:00 in Tokyo) changes nothing', '2026-11-26T00:00:00Z', THU],
    ['epoch ms', Date.UTC(2026, 10, 25, 15, 0), THU],
    ['Date', new Date('2026-11-25T22:00:00Z'), THU],
  ] as const)('%s: %s → %s', (_n, input, date) => {
    expect(calendarDateOf(input)).toBe(date);
  });

  it.each([[null], [undefined], [''], ['not a date']])('unreadable %s → null', (input) => {
    expect(calendarDateOf(input)).toBeNull();
  });
});

describe('SPEC 9 "Times show as H:mm, and times past midnight show hours 24 and above" (SPEC §9 L429b)', () => {
  describe('issue 27 "A time reads on its own calendar date": without a business date, plain H:mm, never 24 or above', () => {
    it.each([
      [HOURS[0][0], '23:59'],
      [HOURS[1][0], '0:00'],
      [HOURS[2][0], '0:30'],
      [HOURS[3][0], '7:00'],
      [HOURS[4][0], '8:59'],
      [HOURS[5][0], '9:00'],
    ])('%s → %s', (input, out) => {
      expect(formatBusinessTime(input)).toBe(out);
    });
  });

  describe('with the date of a window that began before midnight (Wednesday): 24:xx past its midnight', () => {
    it.each([
      [HOURS[0][0], '23:59'],
      [HOURS[1][0], '24:00'],
      [HOURS[2][0], '24:30'],
      [HOURS[3][0], '31:00'],
      [HOURS[4][0], '32:59'],
      [HOURS[5][0], '33:00'],
    ])('%s → %s', (input, out) => {
      expect(formatBusinessTime(input, { businessDate: WED })).toBe(out);
    });
  });

  it.each([
    ['UTC input shown in Tokyo', '2024-05-01T01:05:00Z', {}, '10:05'],
    ['plain H:mm (no leading zero)', '2024-05-01T09:00:00+09:00', {}, '9:00'],
    ['no business date: past midnight is plain', '2024-05-02T01:30:00+09:00', {}, '1:30'],
    ['null business date: as none', '2024-05-02T01:30:00+09:00', { businessDate: null }, '1:30'],
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

describe('readTime: issue 27 "Hours 24 and above (SPEC 9) appear only for a time inside a menu window that began before midnight (a late-night menu until 25:00), with the window\'s date"', () => {
  describe('inside the late-night window 23:30–25:00 of Wednesday', () => {
    it.each([
      [HOURS[0][0], { date: WED, time: '23:59' }],
      [HOURS[1][0], { date: WED, time: '24:00' }],
      [HOURS[2][0], { date: WED, time: '24:30' }],
      [HOURS[3][0], { date: THU, time: '7:00' }],
      [HOURS[4][0], { date: THU, time: '8:59' }],
      [HOURS[5][0], { date: THU, time: '9:00' }],
    ])('%s → %j', (input, out) => {
      expect(readTime(input, [LATE_NIGHT])).toEqual(out);
    });
  });

  describe('alone (no window): every time on its own date, e.g. a 00:30 order time reads 0:30 on Thursday', () => {
    it.each([
      [HOURS[0][0], { date: WED, time: '23:59' }],
      [HOURS[1][0], { date: THU, time: '0:00' }],
      [HOURS[2][0], { date: THU, time: '0:30' }],
      [HOURS[3][0], { date: THU, time: '7:00' }],
      [HOURS[4][0], { date: THU, time: '8:59' }],
      [HOURS[5][0], { date: THU, time: '9:00' }],
    ])('%s → %j', (input, out) => {
      expect(readTime(input)).toEqual(out);
    });
  });

  it.each([
    ["the window's end is held: 25:00", jst(THU, '01:00'), [LATE_NIGHT], { date: WED, time: '25:00' }],
    ['a minute after the end: its own date', jst(THU, '01:01'), [LATE_NIGHT], { date: THU, time: '1:01' }],
    [
      "a window that began at midnight is its own date's",
      jst(THU, '00:30'),
      [{ beginTime: jst(THU, '00:00'), endTime: jst(THU, '02:00') }],
      { date: THU, time: '0:30' },
    ],
    [
      "Decision: windows of two dates overlap → the own date's window wins",
      jst(THU, '00:30'),
      [LATE_NIGHT, { beginTime: jst(THU, '00:30'), endTime: jst(THU, '02:00') }],
      { date: THU, time: '0:30' },
    ],
    [
      "Decision: before the own date's window begins, the late-night window keeps it",
      jst(THU, '00:15'),
      [LATE_NIGHT, { beginTime: jst(THU, '00:30'), endTime: jst(THU, '02:00') }],
      { date: WED, time: '24:15' },
    ],
    [
      'Decision: late-night windows of two dates → the latest date (24:30, not 48:30)',
      jst(THU, '00:30'),
      [{ beginTime: jst('2026-11-24', '23:00'), endTime: jst(THU, '02:00') }, LATE_NIGHT],
      { date: WED, time: '24:30' },
    ],
    [
      'unreadable windows hold nothing',
      jst(THU, '00:30'),
      [null, undefined, { beginTime: jst(WED, '23:30') }, { beginTime: 'x', endTime: jst(THU, '01:00') }],
      { date: THU, time: '0:30' },
    ],
    ['UTC input in the window', '2026-11-25T15:30:00.000Z', [LATE_NIGHT], { date: WED, time: '24:30' }],
  ] as const)('%s', (_n, input, windows, out) => {
    expect(readTime(input, windows)).toEqual(out);
  });

  it.each([[null], [undefined], ['nope']])('unreadable %s → null', (input) => {
    expect(readTime(input, [LATE_NIGHT])).toBeNull();
  });

  it('a reader reads many times against the same windows', () => {
    const read = timeReader([LATE_NIGHT]);
    expect([jst(WED, '23:30'), jst(THU, '00:45'), jst(THU, '11:00')].map((t) => read(t)?.time)).toEqual([
      '23:30',
      '24:45',
      '11:00',
    ]);
  });

  it.each([
    ['2026-11-22', '11/22'],
    ['2026-01-05', '1/5'],
  ])('monthDayOf(%s) → %s', (date, out) => {
    expect(monthDayOf(date)).toBe(out);
  });
});

describe('receivable range text parts (SPEC 2 "a receivable time range") (SPEC §2 L83a)', () => {
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

describe('later-date availability and menu tile note (SPEC 2 "a receivable time range, a later-date availability time, or nothing") (SPEC §2 L83a)', () => {
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

describe('SPEC 7 "Receive time is sent as an ISO date string" (SPEC §7 L327)', () => {
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
