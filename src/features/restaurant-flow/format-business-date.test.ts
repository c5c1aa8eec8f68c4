import { describe, expect, it } from 'vitest';
import { formatBusinessDate } from './format-business-date';

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
  ] as const)('%s %s → %s', (language, date, expected) => {
    expect(formatBusinessDate(date, language)).toBe(expected);
  });

  it('gives an unreadable date back as it came', () => {
    expect(formatBusinessDate('not-a-date', 'ja')).toBe('not-a-date');
  });
});
