import { describe, expect, it } from 'vitest';
import { mockExampleForPath } from './example-routing.mjs';

describe('mock example routing (mocks/README.md: one named example per id)', () => {
  it.each([
    ['GET', '/v1/restaurants/r1003', 'example=restaurant_r1003'],
    ['GET', '/v1/restaurants/r1001/menus/m-lunch', 'example=menu_m-lunch'],
    ['GET', '/v2/restaurants/r1001/menus/m-grand', 'example=menu_m-grand'],
    ['GET', '/v1/restaurants/r1001/menus/m-grand/items/i-beer', 'example=item_i-beer'],
    ['GET', '/v1/restaurants/line_setting', null],
    ['GET', '/v1/restaurants/prefecture_list', null],
    ['GET', '/v1/restaurants/r1001/menus', null],
    ['GET', '/v1/restaurants/r1001/receive_times', null],
    ['POST', '/v1/restaurants/r1001', null],
    ['GET', '/v1/orders/cart', null],
    ['GET', '/v1/orders/in_progress', null],
    ['GET', '/v1/orders/o-20261121-0001', 'example=order_o-20261121-0001'],
    ['GET', '/v1/coupons/c-summer', 'example=coupon_c-summer'],
    ['GET', '/v1/pricing/coupons/KARAAGEFREE', 'example=coupon_KARAAGEFREE'],
    ['GET', '/v1/pricing/coupons/%3Cb%3E', 'example=coupon_<b>'],
    ['GET', '/v1/pricing/coupons/%E3%82%AF%F0%9F%8E%81', 'example=coupon_%E3%82%AF%F0%9F%8E%81'],
    ['GET', '/v1/pricing/coupons/a%20b', 'example=coupon_a%20b'],
    ['GET', '/v1/pricing/coupons/%E0%A4%A', 'example=coupon_%E0%A4%A'],
  ])('%s %s → %s', (method, path, expected) => {
    expect(mockExampleForPath(method, path)).toBe(expected);
  });
});
