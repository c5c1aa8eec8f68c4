import { describe, expect, it } from 'vitest';
import { callbackGuardHref, flowReturnPath, withFlowReturn } from './flow-return';

const ITEM = '/restaurants/r1001/menus/m-grand/items/i-cola?customizeId=c1&eating_location=takeout';

describe('flowReturnPath: where the restaurant flow comes back to (SPEC 4 callback guard of the item detail page)', () => {
  it.each([
    ['the item page being edited', ITEM, ITEM],
    ['a menu page of the restaurant', '/restaurants/r1001/menus/m-grand', '/restaurants/r1001/menus/m-grand'],
    [
      'the menu list with the order to order again',
      '/restaurants/r1001/menus?reorder=o-1',
      '/restaurants/r1001/menus?reorder=o-1',
    ],
    ['the menu list', '/restaurants/r1001/menus', '/restaurants/r1001/menus'],
    ['the menu list of another restaurant', '/restaurants/r1002/menus?reorder=o-1', null],
    ['a look-alike of the menu list', '/restaurants/r1001/menusx?reorder=o-1', null],
    ['nothing', null, null],
    ['another restaurant', '/restaurants/r1002/menus/m-grand/items/i-cola', null],
    ['another origin', 'https://evil.example/restaurants/r1001/menus/m1', null],
    ['protocol-relative', '//evil.example/restaurants/r1001/menus/m1', null],
    ['a script scheme', 'javascript:alert(1)', null],
    ['a backslash', '/\\evil.example/restaurants/r1001/menus/m1', null],
    ['dot segments out of the menus', '/restaurants/r1001/menus/../order', null],
    ['the restaurant list', '/', null],
  ])('%s', (_name, raw, expected) => {
    expect(flowReturnPath(raw, 'r1001')).toBe(expected);
  });
});

describe('withFlowReturn', () => {
  it.each([
    ['no return path', '/restaurants/r1/eating_locations', null, '/restaurants/r1/eating_locations'],
    [
      'added to a bare address',
      '/restaurants/r1/select_receivetime',
      '/restaurants/r1/menus/m?x=1',
      '/restaurants/r1/select_receivetime?return_to=%2Frestaurants%2Fr1%2Fmenus%2Fm%3Fx%3D1',
    ],
    [
      'added after a query',
      '/restaurants/r1/menus?eating_location=takeout',
      '/p',
      '/restaurants/r1/menus?eating_location=takeout&return_to=%2Fp',
    ],
  ])('%s', (_name, href, returnTo, expected) => {
    expect(withFlowReturn(href, returnTo)).toBe(expected);
  });
});

describe('callbackGuardHref: a guarded page goes to the callback and comes back with its query (SPEC §4 L240)', () => {
  const coupon = '/restaurants/r1001/menus?eating_location=takeout&couponCode=WELCOME100';
  it.each([
    [
      'a coupon link to the menus: eating_location as the choice, the whole address to come back to',
      coupon,
      `/restaurants/r1001/callback?eating_location=takeout&return_to=${encodeURIComponent(coupon)}`,
    ],
    [
      'a menu page without eating_location',
      '/restaurants/r1001/menus/m-grand?couponId=c-welcome',
      `/restaurants/r1001/callback?return_to=${encodeURIComponent('/restaurants/r1001/menus/m-grand?couponId=c-welcome')}`,
    ],
    [
      'the item page (edit from the cart panel)',
      ITEM,
      `/restaurants/r1001/callback?eating_location=takeout&return_to=${encodeURIComponent(ITEM)}`,
    ],
    [
      'the bare menu list',
      '/restaurants/r1001/menus',
      `/restaurants/r1001/callback?return_to=${encodeURIComponent('/restaurants/r1001/menus')}`,
    ],
    ['a page outside the menus is not come back to', '/restaurants/r1001/order?x=1', '/restaurants/r1001/callback'],
  ])('%s', (_name, here, expected) => {
    expect(callbackGuardHref('r1001', here)).toBe(expected);
  });
});
