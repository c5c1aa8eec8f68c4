import { describe, expect, it } from 'vitest';
import { cardDigits, cardTokenErrorTarget, tokenExpire, validateNewCard } from './card-token';
import { cardExpiryYears } from './forms';

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

describe('SPEC 5 card expiry: months 01–12, years this year and the 9 following (two digits)', () => {
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
  const years = cardExpiryYears('2026-11-21T22:00:00+09:00');
  const ok = {
    cardNumber: '4111 1111 1111 1111',
    expiryMonth: '12',
    expiryYear: '28',
    securityCode: '123',
    holderName: 'HANAKO YAMADA',
  };
  it('a good card has no error', () => {
    expect(validateNewCard(ok, years)).toEqual({});
    expect(cardDigits('4111-1111 1111-1111')).toBe('4111111111111111');
  });
  it.each([
    [{ cardNumber: '' }, { cardNumber: 'required' }],
    [{ cardNumber: '4111' }, { cardNumber: 'invalid' }],
    [{ cardNumber: '4111abcd11111111' }, { cardNumber: 'invalid' }],
    [{ expiryYear: '25' }, { expiry: 'required' }],
    [{ expiryYear: '36' }, { expiry: 'required' }],
    [{ expiryMonth: '13' }, { expiry: 'required' }],
    [{ securityCode: '' }, { securityCode: 'required' }],
    [{ securityCode: '12a' }, { securityCode: 'invalid' }],
    [{ holderName: ' ' }, { holderName: 'required' }],
    [{ holderName: '山田花子' }, { holderName: 'invalid' }],
    [{ holderName: 'A'.repeat(51) }, { holderName: 'invalid' }],
  ])('%j → %j', (patch, errors) => {
    expect(validateNewCard({ ...ok, ...patch }, years)).toEqual(errors);
  });
});
