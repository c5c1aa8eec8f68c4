import { describe, expect, it } from 'vitest';
import {
  initialPaymentMethod,
  needsCard,
  offeredPaymentMethods,
  paymentFlow,
  paymentMethodSlug,
  usesPreorder,
} from './payment-methods';
import { PAYMENT_METHODS } from './storage-keys';

describe('SPEC 3 payment methods (prefix PAYMENT_METHOD_, 12 values)', () => {
  it('every method has a flow and a slug', () => {
    expect(PAYMENT_METHODS).toHaveLength(12);
    for (const m of PAYMENT_METHODS) {
      expect(paymentFlow(m)).toMatch(/^(card|card3ds|wallet|atRestaurant)$/);
      expect(paymentMethodSlug(m)).toMatch(/^[a-z0-9_]+$/);
    }
  });

  it.each([
    ['PAYMENT_METHOD_D_PAY', true, false],
    ['PAYMENT_METHOD_PAYPAY', true, false],
    ['PAYMENT_METHOD_AU_PAY', true, false],
    ['PAYMENT_METHOD_RAKUTEN_PAY', true, false],
    ['PAYMENT_METHOD_CREDITCARD', false, true],
    ['PAYMENT_METHOD_CREDITCARD_3D_SECURE', false, true],
    ['PAYMENT_METHOD_CASH', false, false],
    ['PAYMENT_METHOD_ONSITE', false, false],
  ] as const)('%s: preorder %s, card %s (SPEC 7 preorder → payment page → start)', (m, pre, card) => {
    expect(usesPreorder(m)).toBe(pre);
    expect(needsCard(m)).toBe(card);
  });
});

describe('SPEC 3 / SPEC 6 onsite payment: ONSITE_PAYMENT_DENY, ALLOW, LOGIN_REQUIRED', () => {
  const available = ['PAYMENT_METHOD_CREDITCARD', 'PAYMENT_METHOD_ONSITE', 'PAYMENT_METHOD_CASH'];
  it.each([
    ['ONSITE_PAYMENT_DENY', true, ['PAYMENT_METHOD_CREDITCARD', 'PAYMENT_METHOD_CASH'], false],
    ['ONSITE_PAYMENT_ALLOW', true, available, false],
    ['ONSITE_PAYMENT_LOGIN_REQUIRED', true, available, true],
    ['ONSITE_PAYMENT_LOGIN_REQUIRED', false, available, false],
  ] as const)('%s, guest %s', (setting, isGuest, methods, onsiteLogin) => {
    const offered = offeredPaymentMethods({ available, onsiteSetting: setting, isGuest });
    expect(offered.map((o) => o.method)).toEqual(methods);
    expect(offered.find((o) => o.method === 'PAYMENT_METHOD_ONSITE')?.loginRequired ?? false).toBe(onsiteLogin);
  });

  it('offers exactly what the confirmation lists: unknown and repeated values are dropped', () => {
    const offered = offeredPaymentMethods({
      available: ['PAYMENT_METHOD_PAYPAY', 'BITCOIN', 'PAYMENT_METHOD_PAYPAY', 'PAYMENT_METHOD_AU_PAY'],
      onsiteSetting: 'ONSITE_PAYMENT_ALLOW',
      isGuest: true,
    });
    expect(offered.map((o) => o.method)).toEqual(['PAYMENT_METHOD_PAYPAY', 'PAYMENT_METHOD_AU_PAY']);
    expect(offeredPaymentMethods({ available: [], onsiteSetting: 'ONSITE_PAYMENT_ALLOW', isGuest: false })).toEqual([]);
  });
});

describe('stored paymentMethod (SPEC 3 client storage) is restored only when still offered', () => {
  const offered = offeredPaymentMethods({
    available: ['PAYMENT_METHOD_CREDITCARD', 'PAYMENT_METHOD_ONSITE'],
    onsiteSetting: 'ONSITE_PAYMENT_LOGIN_REQUIRED',
    isGuest: true,
  });
  it.each([
    ['PAYMENT_METHOD_CREDITCARD', 'PAYMENT_METHOD_CREDITCARD'],
    ['PAYMENT_METHOD_ONSITE', null],
    ['PAYMENT_METHOD_PAYPAY', null],
    [null, null],
    [undefined, null],
  ] as const)('%s → %s', (stored, out) => {
    expect(initialPaymentMethod(stored, offered)).toBe(out);
  });
});
