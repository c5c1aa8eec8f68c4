import { describe, expect, it } from 'vitest';
import { couponQueryFrom, isWellFormedCouponValue } from './coupon-query';

const query = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('SPEC 2 query parameters "couponId, couponCode" → the coupon to fetch (SPEC §2 L56 §4 L244a)', () => {
  it.each([
    ['no coupon parameter', {}, { kind: 'none' }],
    ['couponId', { couponId: 'c-welcome' }, { kind: 'key', key: { kind: 'id', value: 'c-welcome' } }],
    ['couponCode', { couponCode: 'WELCOME100' }, { kind: 'key', key: { kind: 'code', value: 'WELCOME100' } }],
    [
      'Decision: couponId wins when both are given',
      { couponId: 'c-xmas', couponCode: 'WELCOME100' },
      { kind: 'key', key: { kind: 'id', value: 'c-xmas' } },
    ],
    [
      'unicode is fetched as it is (the server decides)',
      { couponCode: 'クーポン🎁' },
      { kind: 'key', key: { kind: 'code', value: 'クーポン🎁' } },
    ],
    [
      'markup is fetched as it is (never rendered as markup)',
      { couponCode: '<script>alert(1)</script>' },
      { kind: 'key', key: { kind: 'code', value: '<script>alert(1)</script>' } },
    ],
    ['Decision: an empty value is malformed', { couponId: '' }, { kind: 'malformed' }],
    ['Decision: 2 000 characters are malformed (over 256)', { couponCode: 'A'.repeat(2000) }, { kind: 'malformed' }],
    ['Decision: control characters are malformed', { couponCode: 'A\nB' }, { kind: 'malformed' }],
    ['Decision: surrounding spaces are malformed', { couponCode: ' A ' }, { kind: 'malformed' }],
  ])('%s', (_name, entries, expected) => {
    expect(couponQueryFrom(query(entries))).toEqual(expected);
  });

  it.each([
    ['256 characters fit the storage rule', 'a'.repeat(256), true],
    ['257 characters do not', 'a'.repeat(257), false],
  ])('%s', (_name, value, expected) => {
    expect(isWellFormedCouponValue(value)).toBe(expected);
  });
});
