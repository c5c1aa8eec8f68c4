import { describe, expect, it } from 'vitest';
import { CARD_EXPIRY_MONTHS, cardExpiryYears, isPrefectureId, PREFECTURES } from './forms';

describe('SPEC 5 "Card expiry choices: months 01 to 12; years are the current year and the 9 following, as two digits" (SPEC §5 L288)', () => {
  it('months 01..12', () => {
    expect(CARD_EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });

  it.each([
    ['2024 mid-year', '2024-06-01T00:00:00+09:00', ['24', '25', '26', '27', '28', '29', '30', '31', '32', '33']],
    [
      'New Year in Tokyo while still 2024 in UTC',
      '2024-12-31T15:30:00Z',
      ['25', '26', '27', '28', '29', '30', '31', '32', '33', '34'],
    ],
    ['century wrap', new Date('2095-03-01T00:00:00Z'), ['95', '96', '97', '98', '99', '00', '01', '02', '03', '04']],
    ['2001 pads to two digits', Date.UTC(2001, 5, 1), ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']],
  ])('%s', (_n, now, years) => {
    expect(cardExpiryYears(now)).toEqual(years);
  });
});

describe('SPEC 3 "Prefectures: the 47 prefectures with ids 1 to 47" (SPEC §3 L190 §9 L431b)', () => {
  it('has 47 entries with ids 1..47', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
  });

  it.each([
    [1, '北海道'],
    [13, '東京都'],
    [14, '神奈川県'],
    [26, '京都府'],
    [27, '大阪府'],
    [47, '沖縄県'],
    ['13', '東京都'],
    [0, null],
    [48, null],
    [1.5, null],
    ['013', null],
    ['13.0', null],
    ['', null],
    [null, null],
  ])('id %j → %s', (id, name) => {
    expect(isPrefectureId(id) ? PREFECTURES[Number(id) - 1]?.name : null).toBe(name);
    expect(isPrefectureId(id)).toBe(name !== null);
  });
});
