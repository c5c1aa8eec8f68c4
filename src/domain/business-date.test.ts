import { describe, expect, it } from 'vitest';
import { formatBusinessDate } from './business-date';
import { LOCALE_MAP, SUPPORTED_LANGUAGES } from './language';

// SPEC 4: dates show in the customer's language (LOCALE_MAP); a business date is a calendar date, the same day on
// every device clock (the suites also run under TZ=America/Los_Angeles and Pacific/Kiritimati).
describe('formatBusinessDate: a business date as a short date with weekday in each language (SPEC §4 L263 §9 L428c)', () => {
  it.each([
    ['ja', '2026-11-21', '11月21日(土)'],
    ['en', '2026-11-21', 'Sat, Nov 21'],
    ['zh-cn', '2026-11-21', '11月21日周六'],
    ['zh-tw', '2026-11-21', '11月21日週六'],
    ['ja', '2026-12-31', '12月31日(木)'],
    ['en', '2027-01-01', 'Fri, Jan 1'],
    ['ja', '2028-02-29', '2月29日(火)'],
  ] as const)('%s %s → %s', (language, date, expected) => {
    expect(formatBusinessDate(date, language)).toBe(expected);
  });

  it.each(['not-a-date', '2026-02-30', '2027-02-29', '2026-13-01', '2026-1-5', ''])(
    'gives %j, not a calendar date, back as it came',
    (value) => {
      expect(formatBusinessDate(value, 'ja')).toBe(value);
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    '%s: the same text as Intl.DateTimeFormat for every day of 2026 and 2027',
    (language) => {
      const intl = new Intl.DateTimeFormat(LOCALE_MAP[language], {
        month: 'short',
        day: 'numeric',
        weekday: 'short',
        timeZone: 'UTC',
      });
      const differing: string[] = [];
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
        const iso = new Date(t).toISOString().slice(0, 10);
        const expected = intl.format(new Date(`${iso}T12:00:00Z`));
        if (formatBusinessDate(iso, language) !== expected) differing.push(`${iso}: ${expected}`);
      }
      expect(differing).toEqual([]);
    },
  );
});
