import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERROR_TRANSLATION_KEYS,
  LINK_TEXT_ACTIONS,
  lookupError,
  preorderEmptiesCart,
} from './error-catalogue';

describe('SPEC 8 "Error copy is looked up by endpoint and code, giving title, text and linkText" (SPEC §8 L375a)', () => {
  it.each([
    ['getMenuItem', 'E100400004', 'error.getMenuItem.E100400004', 'toMenuList'],
    ['getMenuItem', 'E100200006', 'error.getMenuItem.E100200006', 'toMenuList'],
    ['updateCart', 'E100610001', 'error.updateCart.E100610001', 'toSelectReceiveTime'],
    ['updateCart', 'E100610004', 'error.updateCart.E100610004', 'checkCart'],
    ['calculateOrder', 'E100800004', 'error.calculateOrder.E100800004', 'close'],
    ['getRestaurant', 'E100300004', 'error.getRestaurant.E100300004', 'toRestaurantList'],
    ['getPricingCoupon', 'E100800002', 'error.getPricingCoupon.E100800002', 'close'],
    ['getCoupon', 'E100800003', 'error.getCoupon.E100800003', 'close'],
    ['createOrder', 'E100200009', 'error.createOrder.E100200009', 'close'],
    ['login', 'E100110406', 'error.login.E100110406', 'toRestaurantList'],
  ])('%s + %s → %s.* (%s)', (endpoint, code, prefix, action) => {
    expect(lookupError(endpoint, code)).toEqual({
      title: `${prefix}.title`,
      text: `${prefix}.text`,
      linkText: `error.linkText.${action}`,
      action,
    });
  });

  it.each([
    ['"per-endpoint DEFAULT": unknown code', 'getMenuItem', 'E000000000', 'error.getMenuItem.DEFAULT', 'toMenuList'],
    ['"per-endpoint DEFAULT": no code', 'updateCart', undefined, 'error.updateCart.DEFAULT', 'checkCart'],
    ['"per-endpoint DEFAULT": null code', 'logout', null, 'error.logout.DEFAULT', 'close'],
    [
      '"per-endpoint DEFAULT" even when common knows the code',
      'getRestaurant',
      'E100100006',
      'error.getRestaurant.DEFAULT',
      'toRestaurantList',
    ],
    ['unknown endpoint, common code', 'somethingElse', 'E100100006', 'error.common.E100100006', 'back'],
    [
      '"then a common DEFAULT": unknown endpoint and code; the default action is back (SPEC §2 L104c)',
      'somethingElse',
      'E1',
      'error.common.DEFAULT',
      'back',
    ],
    ['common endpoint itself', 'common', 'E100110106', 'error.common.E100110106', 'toRestaurantList'],
    ['network code from any endpoint', 'getMenuItem', 'ERR_NETWORK', 'error.common.ERR_NETWORK', 'close'],
    ['timeout ECONNABORTED', 'updateCart', 'ECONNABORTED', 'error.common.ECONNABORTED', 'close'],
    ['timeout ETIMEDOUT', 'updateCart', 'ETIMEDOUT', 'error.common.ECONNABORTED', 'close'],
    ['ERR_BAD_REQUEST', 'logout', 'ERR_BAD_REQUEST', 'error.common.ERR_BAD_REQUEST', 'back'],
    ['ERR_BAD_RESPONSE', 'logout', 'ERR_BAD_RESPONSE', 'error.common.ERR_BAD_RESPONSE', 'back'],
    ['ERR_CANCELED', 'logout', 'ERR_CANCELED', 'error.common.ERR_CANCELED', 'close'],
  ])('fallback: %s (SPEC §8 L375b)', (_n, endpoint, code, prefix, action) => {
    const copy = lookupError(endpoint, code);
    expect(copy.title).toBe(`${prefix}.title`);
    expect(copy.text).toBe(`${prefix}.text`);
    expect(copy.action).toBe(action);
  });

  it('every endpoint has a DEFAULT', () => {
    for (const table of Object.values(ERROR_CATALOGUE)) expect(table.DEFAULT).toBeDefined();
  });

  it('every catalogued code is a SPEC 8 code, a network code or DEFAULT', () => {
    const known = new Set<string>([
      ...Object.values(ERROR_CODES),
      'DEFAULT',
      'ERR_NETWORK',
      'ECONNABORTED',
      'ERR_BAD_REQUEST',
      'ERR_BAD_RESPONSE',
      'ERR_CANCELED',
    ]);
    for (const table of Object.values(ERROR_CATALOGUE))
      for (const code of Object.keys(table)) expect(known).toContain(code);
  });
});

describe('SPEC 2 "Link texts map to actions: close, back, check cart, to restaurant list, to restaurant, to menu list, to select receive time. The default is back."', () => {
  it('seven actions', () => expect(LINK_TEXT_ACTIONS).toHaveLength(7));
});

describe('ERROR_TRANSLATION_KEYS lists every key the catalogue can return', () => {
  it('covers every lookup result', () => {
    const keys = new Set(ERROR_TRANSLATION_KEYS);
    for (const [endpoint, table] of Object.entries(ERROR_CATALOGUE)) {
      for (const code of [...Object.keys(table), 'E-unknown', undefined, 'ERR_NETWORK', 'ETIMEDOUT']) {
        const c = lookupError(endpoint, code);
        expect(keys).toContain(c.title);
        expect(keys).toContain(c.text);
        expect(keys).toContain(c.linkText);
      }
    }
  });

  it('is sorted and unique, with the 7 linkText keys', () => {
    expect([...ERROR_TRANSLATION_KEYS].sort()).toEqual(ERROR_TRANSLATION_KEYS);
    expect(new Set(ERROR_TRANSLATION_KEYS).size).toBe(ERROR_TRANSLATION_KEYS.length);
    expect(ERROR_TRANSLATION_KEYS.filter((k) => k.startsWith('error.linkText.'))).toHaveLength(7);
    expect(ERROR_TRANSLATION_KEYS).toContain('error.geolocation.userDenied');
  });
});

describe('placing an order: each refusal its own copy and the way forward, never history back (issue 31)', () => {
  it.each([
    ['createOrder', 'E100200006', 'checkCart', 'sold out'],
    ['createOrder', 'E100610005', 'checkCart', 'total too high'],
    ['createOrder', 'E100610002', 'toSelectReceiveTime', 'not orderable at once'],
    ['createOrder', 'E100200004', 'toSelectReceiveTime', 'menu out of hours'],
    ['createOrder', 'E100610003', 'close', 'card refused: stay on the form to pick another'],
    ['createOrder', 'E100610004', 'checkCart', 'campaign unavailable, cart kept'],
    ['createOrder', 'E100610007', 'checkCart', 'pricing sale unavailable, cart kept'],
    ['createOrder', 'E100800004', 'close', 'coupon expired'],
    ['createOrder', 'ERR_BAD_RESPONSE', 'close', 'a non-JSON answer'],
    ['createOrder', 'ERR_BAD_REQUEST', 'close', 'a bad request'],
    ['preorder', 'E100100001', 'toMenuList', 'invalid argument empties the cart'],
    ['preorder', 'E100610004', 'toMenuList', 'campaign unavailable empties the cart'],
    ['preorder', 'E100610007', 'checkCart', 'pricing sale unavailable keeps the cart'],
    ['preorder', 'E100200006', 'checkCart', 'sold out'],
    ['preorder', 'E100610005', 'checkCart', 'total too high'],
    ['preorder', 'E100610002', 'toSelectReceiveTime', 'not orderable at once'],
    ['preorder', 'E100200004', 'toSelectReceiveTime', 'menu out of hours'],
    ['preorder', 'E100610003', 'close', 'payment failed'],
    ['preorder', 'ERR_BAD_RESPONSE', 'close', 'a non-JSON answer'],
  ] as [string, string, string, string][])(
    '%s + %s → its own row, %s: %s (SPEC §4 L221 L225d §7 L368c L368d §8 L375a L380 L383 L384 L387 L389 L394 L395 L396 L417)',
    (endpoint, code, action) => {
      expect(lookupError(endpoint, code)).toEqual({
        title: `error.${endpoint}.${code}.title`,
        text: `error.${endpoint}.${code}.text`,
        linkText: `error.linkText.${action}`,
        action,
      });
    },
  );

  it.each(['createOrder', 'preorder'])(
    '%s: no code of its table, nor its DEFAULT, goes back in history',
    (endpoint) => {
      const table = ERROR_CATALOGUE[endpoint as 'createOrder' | 'preorder'];
      for (const code of [...Object.keys(table), 'E-unknown', undefined, 'ERR_NETWORK', 'ECONNABORTED', 'ERR_CANCELED'])
        expect(lookupError(endpoint, code).action).not.toBe('back');
    },
  );

  it("other endpoints' network codes still come from common (back for a bad response)", () => {
    expect(lookupError('getMenu', 'ERR_BAD_RESPONSE')).toMatchObject({
      title: 'error.common.ERR_BAD_RESPONSE.title',
      action: 'back',
    });
  });
});

describe('the preorder call empties the cart on invalid argument or campaign unavailable, nothing else (SPEC §7 L368c L368d)', () => {
  it.each([
    ['E100100001', true],
    ['E100610004', true],
    ['E100610007', false],
    ['E100200006', false],
    ['E100610003', false],
    [null, false],
    [undefined, false],
  ] as const)('%s → %s', (code, empties) => {
    expect(preorderEmptiesCart(code)).toBe(empties);
  });
});
