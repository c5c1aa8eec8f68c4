import { describe, expect, it } from 'vitest';
import {
  initialPaymentMethod,
  type OnsitePaymentSetting,
  needsCard,
  offeredPaymentMethods,
  paymentFlow,
  paymentMethodSlug,
  usesPreorder,
} from './payment-methods';
import { PAYMENT_METHODS } from './storage-keys';

describe('SPEC 3 payment methods (prefix PAYMENT_METHOD_, 12 values) (SPEC §3 L172)', () => {
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

describe('SPEC 3 / SPEC 6 onsite payment: ONSITE_PAYMENT_DENY, ALLOW, LOGIN_REQUIRED (SPEC §3 L175 §6 L294b)', () => {
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

describe('the form opens ready to order: last method used, else one that needs no input (issue 27 item 3, SPEC §3 L194g)', () => {
  const offer = (available: string[], onsiteSetting: OnsitePaymentSetting = 'ONSITE_PAYMENT_ALLOW', isGuest = true) =>
    offeredPaymentMethods({ available, onsiteSetting, isGuest });
  const CARD = 'PAYMENT_METHOD_CREDITCARD';
  const CARD3DS = 'PAYMENT_METHOD_CREDITCARD_3D_SECURE';
  const ONSITE = 'PAYMENT_METHOD_ONSITE';
  const CASH = 'PAYMENT_METHOD_CASH';
  const PAYPAY = 'PAYMENT_METHOD_PAYPAY';
  it.each([
    ['stored wallet still offered → it', PAYPAY, offer([CARD, PAYPAY, ONSITE]), 0, PAYPAY],
    ['stored onsite still offered → it', ONSITE, offer([CARD, ONSITE, CASH]), 0, ONSITE],
    ['stored card with a saved card → it', CARD, offer([CARD, ONSITE]), 1, CARD],
    [
      'stored card, guest without saved cards → onsite, never an empty card form',
      CARD,
      offer([CARD, ONSITE]),
      0,
      ONSITE,
    ],
    ['stored 3-D Secure card, no saved card → cash', CARD3DS, offer([CARD3DS, CASH]), 0, CASH],
    ['nothing stored → the first method paid at the restaurant', null, offer([CARD, PAYPAY, CASH, ONSITE]), 0, CASH],
    ['stored method gone → onsite', 'PAYMENT_METHOD_AU_PAY', offer([PAYPAY, ONSITE]), 0, ONSITE],
    [
      'onsite needs a login for a guest → cash instead',
      null,
      offer([ONSITE, CASH], 'ONSITE_PAYMENT_LOGIN_REQUIRED'),
      0,
      CASH,
    ],
    [
      'stored onsite needing a login → not selected',
      ONSITE,
      offer([CARD, ONSITE], 'ONSITE_PAYMENT_LOGIN_REQUIRED'),
      0,
      null,
    ],
    ['onsite denied, a saved card → the card', null, offer([PAYPAY, CARD, ONSITE], 'ONSITE_PAYMENT_DENY'), 2, CARD],
    ['only 3-D Secure and a saved card → it', null, offer([CARD3DS, PAYPAY]), 1, CARD3DS],
    ['only wallets and cards, no saved card → nothing (the customer chooses)', null, offer([CARD, PAYPAY]), 0, null],
    ['nothing offered → nothing', CASH, offer([]), 0, null],
  ] as const)('%s', (_label, stored, offered, savedCards, out) => {
    expect(initialPaymentMethod(stored, offered, savedCards)).toBe(out);
  });
  it('a guest has no saved cards by default', () => {
    expect(initialPaymentMethod(CARD, offer([CARD, ONSITE]))).toBe(ONSITE);
  });
});
