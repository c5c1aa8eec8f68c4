import { describe, expect, expectTypeOf, it } from 'vitest';
import * as v from './storage-schema';
import { createMemoryStorage, createTypedStorage, type StorageLike } from './storage';
import { STORAGE_KEYS, type AuthRecord, type StorageKeyDef } from './storage-keys';

const T0 = 1_700_000_000_000;

function setup(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const clock = { t: T0 };
  const l = createMemoryStorage(local);
  const s = createMemoryStorage(session);
  const storage = createTypedStorage({ local: l, session: s, now: () => clock.t });
  return { storage, l, s, clock };
}

const auth: AuthRecord = { accessToken: 'a', refreshToken: 'r', refreshTokenExpires: '2030-01-01T00:00:00Z' };

describe('round trips: values are JSON', () => {
  it.each([
    ['auth', auth, JSON.stringify(auth)],
    ['lang', 'zh-tw', '"zh-tw"'],
    ['couponId', 'c-1', '"c-1"'],
    ['paymentMethod', 'PAYMENT_METHOD_PAYPAY', '"PAYMENT_METHOD_PAYPAY"'],
    ['isApprovedAlcohol', true, 'true'],
    ['servingType', 'eat_in', '"eat_in"'],
    [
      'selectReceiveTimes',
      { receiveTimeType: 'now', receiveTime: null },
      '{"receiveTimeType":"now","receiveTime":null}',
    ],
    ['lastSelectedMenu', { r1: { eat_in: 'm1', takeout: 'm2' } }, '{"r1":{"eat_in":"m1","takeout":"m2"}}'],
    [
      'cart',
      { restaurant: { id: 'r1', name: 'x' }, orderItems: [], extra: 1 },
      '{"restaurant":{"id":"r1","name":"x"},"orderItems":[],"extra":1}',
    ],
  ] as const)('%s', (name, value, json) => {
    const { storage, l, s } = setup();
    expect(storage.set(name, value as never)).toBe(true);
    const area = STORAGE_KEYS[name].area === 'local' ? l : s;
    expect(area.getItem(STORAGE_KEYS[name].key)).toBe(json);
    expect(storage.get(name)).toEqual(value);
    storage.remove(name);
    expect(area.getItem(STORAGE_KEYS[name].key)).toBeNull();
  });

  it('types follow the schemas', () => {
    const { storage } = setup();
    expectTypeOf(storage.get('auth')).toEqualTypeOf<AuthRecord | null>();
    expectTypeOf(storage.get('isMenuViewOnly')).toEqualTypeOf<boolean>();
  });
});

describe('empty values: null or the key default', () => {
  it.each([
    ['auth', null],
    ['lang', null],
    ['isMenuViewOnly', false],
    ['isApprovedAlcohol', false],
    ['isDMiniApp', false],
    ['isCouponCodeUse', false],
    ['seatNo', null],
  ] as const)('%s unset → %s', (name, empty) => {
    expect(setup().storage.get(name)).toBe(empty);
  });
});

describe('SPEC 3 "Session values with an expiry are dropped once expired" (SPEC §3 L196)', () => {
  it.each([
    ['1 ms before expiry: kept', 999, 'r1'],
    ['at expiry: dropped', 1000, null],
    ['after expiry: dropped', 5000, null],
  ])('%s', (_n, elapsed, expected) => {
    const { storage, s, clock } = setup();
    storage.set('dMiniLaunchRestaurantId', 'r1', { ttlMs: 1000 });
    expect(JSON.parse(s.getItem('dMiniLaunchRestaurantId')!)).toEqual({ value: 'r1', expiresAt: T0 + 1000 });
    clock.t += elapsed;
    expect(storage.get('dMiniLaunchRestaurantId')).toBe(expected);
    expect(s.getItem('dMiniLaunchRestaurantId') === null).toBe(expected === null);
  });

  it('an absolute expiresAt wins over the ttl', () => {
    const { storage, l, clock } = setup();
    storage.set('couponCode', 'SPRING', { expiresAt: T0 + 10, ttlMs: 99999 });
    expect(JSON.parse(l.getItem('coupon_code')!)).toEqual({ value: 'SPRING', expiresAt: T0 + 10 });
    clock.t = T0 + 10;
    expect(storage.get('couponCode')).toBeNull();
  });

  it('seatNo carries its default lifetime of 86400000 ms (SPEC §3 L195h §9 L426)', () => {
    const { storage, s } = setup();
    storage.set('seatNo', { seatNo: '12', restaurantId: 'r1' });
    expect((JSON.parse(s.getItem('seatNo')!) as { expiresAt: number }).expiresAt).toBe(T0 + 86_400_000);
  });
});

describe('DESIGN "Stored data is untrusted input": corrupt or wrong-shaped JSON → empty AND removed', () => {
  it.each([
    ['auth', 'auth', '{not json'],
    ['auth', 'auth', '{"accessToken":1}'],
    ['auth', 'auth', '"string"'],
    ['lang', 'lang', '"fr"'],
    ['lang', 'lang', 'ja'],
    ['isMenuViewOnly', 'isMenuViewOnly', '"yes"'],
    ['paymentMethod', 'paymentMethod', '"PAYMENT_METHOD_BITCOIN"'],
    ['cart', 'cart', '{"restaurant":{},"orderItems":[]}'],
    ['cart', 'cart', '[]'],
    ['couponId', 'coupon_id', '""'],
    ['couponId', 'coupon_id', '{"value":1,"expiresAt":99999999999999}'],
    ['couponId', 'coupon_id', '{"value":"x","expiresAt":"soon"}'],
    ['lastSelectedMenu', 'lastSelectedMenu', '{"r1":{"eat_in":3}}'],
  ] as const)('%s stored as %s = %s', (name, key, raw) => {
    const { storage, l } = setup({ [key]: raw });
    expect(storage.get(name)).toBe(STORAGE_KEYS[name].empty);
    expect(l.getItem(key)).toBeNull();
  });

  it('pkceCodeVerifier must be a 43–128 char base64url/unreserved string', () => {
    const { storage, s } = setup({}, { pkceCodeVerifier: '"short"' });
    expect(storage.get('pkceCodeVerifier')).toBeNull();
    expect(s.getItem('pkceCodeVerifier')).toBeNull();
    expect(storage.set('pkceCodeVerifier', 'a'.repeat(43))).toBe(true);
  });
});

describe('writes', () => {
  it.each([
    ['wrong-shaped value refused', () => setup().storage.set('lang', 'fr' as never)],
    [
      'no storage (server render) refused',
      () => createTypedStorage({ local: null, session: undefined, now: () => T0 }).set('lang', 'ja'),
    ],
  ])('%s → false', (_n, run) => {
    expect(run()).toBe(false);
  });

  it('storage that throws (quota, private mode) reads empty and refuses writes', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = createTypedStorage({ local: broken, session: broken, now: () => T0 });
    expect(storage.get('auth')).toBeNull();
    expect(storage.set('auth', auth)).toBe(false);
    expect(() => storage.remove('auth')).not.toThrow();
  });

  it('no storage reads as empty', () => {
    const storage = createTypedStorage({ local: null, session: null, now: () => T0 });
    expect(storage.get('isApprovedAlcohol')).toBe(false);
    expect(() => storage.remove('auth')).not.toThrow();
  });
});

describe('custom key maps', () => {
  it('accepts its own key definitions', () => {
    const integer = v.number(Number.isInteger);
    const keys = {
      counter: { key: 'counter', area: 'local', schema: integer, empty: 0 } as StorageKeyDef<number, number>,
    };
    const l = createMemoryStorage();
    const storage = createTypedStorage({ local: l, session: null, now: () => T0, keys });
    expect(storage.get('counter')).toBe(0);
    storage.set('counter', 3);
    expect(storage.get('counter')).toBe(3);
    expect(l.dump()).toEqual({ counter: '3' });
  });
});
