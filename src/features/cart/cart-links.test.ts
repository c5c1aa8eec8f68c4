import { describe, expect, it } from 'vitest';
import type { Cart } from '@/domain/cart-types';
import { cartLine } from '@/domain/testing/cart-fixtures';
import { backToMenuHref, editLineHref, orderHref } from './cart-links';

const cart: Cart = {
  expiry: '2999-12-31T00:00:00Z',
  restaurant: { id: 'r1001' },
  orderItems: [],
  optionItems: [],
  servingType: 'eat_in',
};

describe('cart links', () => {
  it.each([
    [
      cartLine({ customizeId: 'c1', itemId: 'i-cola', menuId: 'm-grand' }),
      '/restaurants/r1001/menus/m-grand/items/i-cola?customizeId=c1&eating_location=eat-in',
    ],
    [cartLine({ customizeId: 'c1', itemId: 'i-cola', menuId: '' }), null],
    [cartLine({ customizeId: 'c1', itemId: '', menuId: 'm' }), null],
  ])('edit link of %o', (line, href) => {
    expect(editLineHref(cart, line)).toBe(href);
  });

  it.each([
    [null, 'takeout', null, '/'],
    ['r1001', 'takeout', null, '/restaurants/r1001/menus?eating_location=takeout'],
    ['r1001', 'eat_in', { r1001: { takeout: 'm-late-night' } }, '/restaurants/r1001/menus?eating_location=eat-in'],
    [
      'r1001',
      'takeout',
      { r1001: { takeout: 'm-late-night' } },
      '/restaurants/r1001/menus/m-late-night?eating_location=takeout',
    ],
  ] as const)('back to menu for %s %s', (restaurantId, servingType, last, href) => {
    expect(backToMenuHref(restaurantId, servingType, last)).toBe(href);
  });

  it('order link', () => {
    expect(orderHref('r1001')).toBe('/restaurants/r1001/order');
  });
});
