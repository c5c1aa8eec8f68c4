import { describe, expect, it } from 'vitest';
import { errorNavigation } from './error-navigation';

describe('errorNavigation', () => {
  it.each([
    ['close', 'r1', { type: 'close' }],
    ['back', 'r1', { type: 'back' }],
    ['checkCart', 'r1', { type: 'openCart', href: '/restaurants/r1/menus' }],
    ['checkCart', null, { type: 'openCart', href: null }],
    ['toRestaurantList', 'r1', { type: 'navigate', href: '/' }],
    ['toRestaurant', 'r1', { type: 'navigate', href: '/restaurants/r1/callback' }],
    ['toMenuList', 'r1', { type: 'navigate', href: '/restaurants/r1/menus' }],
    ['toSelectReceiveTime', 'r1', { type: 'navigate', href: '/restaurants/r1/select_receivetime' }],
    ['toMenuList', null, { type: 'navigate', href: '/' }],
    ['toSelectReceiveTime', undefined, { type: 'navigate', href: '/' }],
    ['toRestaurant', null, { type: 'navigate', href: '/' }],
  ] as const)('%s with restaurant %s', (action, restaurantId, expected) => {
    expect(errorNavigation(action, restaurantId)).toEqual(expected);
  });

  it('encodes the restaurant id', () => {
    expect(errorNavigation('toMenuList', 'a/b')).toEqual({ type: 'navigate', href: '/restaurants/a%2Fb/menus' });
  });
});
