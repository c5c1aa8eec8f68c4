import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERROR_TRANSLATION_KEYS,
  LINK_TEXT_ACTIONS,
  linkTextAction,
  lookupError,
  specialFlow,
} from './error-catalogue';

describe('SPEC 8 "Error copy is looked up by endpoint and code, giving title, text and linkText"', () => {
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
    ['"then a common DEFAULT": unknown endpoint and code', 'somethingElse', 'E1', 'error.common.DEFAULT', 'back'],
    ['common endpoint itself', 'common', 'E100110106', 'error.common.E100110106', 'toRestaurantList'],
    ['network code from any endpoint', 'getMenuItem', 'ERR_NETWORK', 'error.common.ERR_NETWORK', 'close'],
    ['timeout ECONNABORTED', 'updateCart', 'ECONNABORTED', 'error.common.ECONNABORTED', 'close'],
    ['timeout ETIMEDOUT', 'updateCart', 'ETIMEDOUT', 'error.common.ECONNABORTED', 'close'],
    ['ERR_BAD_REQUEST', 'logout', 'ERR_BAD_REQUEST', 'error.common.ERR_BAD_REQUEST', 'back'],
    ['ERR_BAD_RESPONSE', 'logout', 'ERR_BAD_RESPONSE', 'error.common.ERR_BAD_RESPONSE', 'back'],
    ['ERR_CANCELED', 'logout', 'ERR_CANCELED', 'error.common.ERR_CANCELED', 'close'],
  ])('fallback: %s', (_n, endpoint, code, prefix, action) => {
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
  it.each([
    ['close', 'close'],
    ['back', 'back'],
    ['checkCart', 'checkCart'],
    ['toRestaurantList', 'toRestaurantList'],
    ['toRestaurant', 'toRestaurant'],
    ['toMenuList', 'toMenuList'],
    ['toSelectReceiveTime', 'toSelectReceiveTime'],
    ['error.linkText.checkCart', 'checkCart'],
    ['error.linkText.unknown', 'back'],
    ['somethingElse', 'back'],
    ['', 'back'],
    [null, 'back'],
    [undefined, 'back'],
  ])('%s → %s', (linkText, action) => {
    expect(linkTextAction(linkText)).toBe(action);
  });

  it('seven actions', () => expect(LINK_TEXT_ACTIONS).toHaveLength(7));
});

describe('special flows (SPEC 4, SPEC 7, SPEC 8)', () => {
  it.each([
    ['E100110206', 'refreshAndRetry', '"invalid access token (one retry after refresh)"'],
    ['E100110306', 'forceLogout', '"invalid refresh token (400) ... shows the forced-logout modal"'],
    ['E100110506', 'forceLogout', '"invalid point card info (clears auth, shows the logout modal)"'],
    ['E100610009', 'cardExpired', '"card expired (shows the card-expired modal)"'],
    ['E100610001', 'outOfTime', '"E100610001 opens an out-of-time error state"'],
    ['E100400004', 'goToMenus', "\"the 'has no menus' code navigates to the restaurant's menus page\""],
    ['E100100001', 'refetchItem', '"If the validation error code is invalid-argument, refetch the item"'],
    ['E100610002', 'notOrderableAtOnce', '"not orderable at once ... \'not-orderable-at-once\'"'],
    ['E100110106', 'loginButton', '"no authorization header (the error button starts login)"'],
    ['E100200006', null, 'other codes: plain modal'],
    ['ERR_NETWORK', null, 'network: plain modal'],
    [undefined, null, 'no code'],
    ['', null, 'empty code'],
  ] as [string | undefined, string | null, string][])('%s → %s (%s)', (code, flow) => {
    expect(specialFlow(code)).toBe(flow);
  });
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
