import { describe, expect, it } from 'vitest';
import { cardDigits, cardTokenErrorTarget, tokenExpire, validateNewCard } from './card-token';

describe('card-token error codes 100–199 on the matching field, others a system error (DESIGN card tokens)', () => {
  it.each([
    ['100', 'cardNumber'],
    ['102', 'cardNumber'],
    ['110', 'expiry'],
    ['113', 'expiry'],
    ['121', 'securityCode'],
    ['122', 'securityCode'],
    ['131', 'holderName'],
    ['132', 'holderName'],
    ['141', 'tokenCount'],
    ['160', 'system'],
    ['191', 'system'],
    ['199', 'system'],
    ['502', 'system'],
    ['901', 'system'],
    ['902', 'system'],
    ['099', 'system'],
    ['1000', 'system'],
    ['abc', 'system'],
    [undefined, 'system'],
    [110, 'system'],
  ] as const)('%s → %s', (code, target) => {
    expect(cardTokenErrorTarget(code)).toBe(target);
  });
});

describe('SPEC 5 card expiry: months 01–12, years this year and the 9 following (two digits) (SPEC §5 L288)', () => {
  it.each([
    ['26', '11', '202611'],
    ['35', '01', '203501'],
    ['26', '13', null],
    ['26', '00', null],
    ['2026', '11', null],
    ['', '11', null],
  ])('tokenExpire(%s, %s) → %s', (y, m, out) => {
    expect(tokenExpire(y, m)).toBe(out);
  });
});

describe('new card form rejects what the token service would', () => {
  const now = '2026-11-21T22:00:00+09:00';
  const ok = {
    cardNumber: '4111 1111 1111 1111',
    expiryMonth: '12',
    expiryYear: '28',
    securityCode: '123',
    holderName: 'HANAKO YAMADA',
  };
  it('a good card has no error', () => {
    expect(validateNewCard(ok, now)).toEqual({});
    expect(cardDigits('4111-1111 1111-1111')).toBe('4111111111111111');
  });
  it.each([
    [{ cardNumber: '' }, { cardNumber: 'required' }],
    [{ cardNumber: '4111' }, { cardNumber: 'invalid' }],
    [{ cardNumber: '4111abcd11111111' }, { cardNumber: 'invalid' }],
    [{ expiryYear: '25' }, { expiry: 'required' }],
    [{ expiryYear: '36' }, { expiry: 'required' }],
    [{ expiryMonth: '13' }, { expiry: 'required' }],
    [{ expiryMonth: '' }, { expiry: 'required' }],
    [{ securityCode: '' }, { securityCode: 'required' }],
    [{ securityCode: '12a' }, { securityCode: 'invalid' }],
    [{ holderName: ' ' }, { holderName: 'required' }],
    [{ holderName: '山田花子' }, { holderName: 'invalid' }],
    [{ holderName: 'A'.repeat(51) }, { holderName: 'invalid' }],
  ])('%j → %j', (patch, errors) => {
    expect(validateNewCard({ ...ok, ...patch }, now)).toEqual(errors);
  });
});

describe('a past expiry is refused: valid to the end of its month in Asia/Tokyo (SPEC §5 L288)', () => {
  const card = (expiryMonth: string, expiryYear: string) => ({
    cardNumber: '4111111111111111',
    expiryMonth,
    expiryYear,
    securityCode: '123',
    holderName: 'HANAKO YAMADA',
  });
  it.each([
    ['10/26 in November 2026 (issue 31)', '10', '26', '2026-11-21T22:00:00+09:00', { expiry: 'invalid' }],
    ['01/26 in November 2026', '01', '26', '2026-11-21T22:00:00+09:00', { expiry: 'invalid' }],
    ['11/26, the month of now, is still valid', '11', '26', '2026-11-21T22:00:00+09:00', {}],
    ['11/26 on its last minute in Tokyo', '11', '26', '2026-11-30T23:59:00+09:00', {}],
    [
      '11/26 on Dec 1 00:00 Tokyo (still Nov 30 in UTC)',
      '11',
      '26',
      '2026-12-01T00:00:00+09:00',
      { expiry: 'invalid' },
    ],
    ['12/26 in November 2026', '12', '26', '2026-11-21T22:00:00+09:00', {}],
    ['01/27 in November 2026 (next year)', '01', '27', '2026-11-21T22:00:00+09:00', {}],
    ['01/35, the 9th year after', '01', '35', '2026-11-21T22:00:00+09:00', {}],
    ['01/01 offered in 2095 is 2101', '01', '01', '2095-06-01T12:00:00+09:00', {}],
    ['05/95 in June 2095', '05', '95', '2095-06-01T12:00:00+09:00', { expiry: 'invalid' }],
  ] as const)('%s', (_label, month, year, now, errors) => {
    expect(validateNewCard(card(month, year), now)).toEqual(errors);
  });
});
