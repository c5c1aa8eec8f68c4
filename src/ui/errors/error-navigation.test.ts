import { describe, expect, it } from 'vitest';
import { errorNavigation } from './error-navigation';

describe('errorNavigation (SPEC §2 L104b L118b)', () => {
  it.each([
    ['close', 'r1', { type: 'close' }],
    ['back', 'r1', { type: 'back' }],
    ['checkCart', 'r1', { type: 'openCart', href: '/restaurants/r1/menus' }],
    ['checkCart', null, { type: 'openCart', href: null }],
    ['toRestaurantList', 'r1', { type: 'navigate', href: '/' }],
    ['toRestaurant', 'r1', { type: 'navigate', href: '/restaurants/r1/eating_locations' }],
    ['toMenuList', 'r1', { type: 'navigate', href: '/restaurants/r1/menus' }],
    ['toSelectReceiveTime', 'r1', { type: 'navigate', href: '/restaurants/r1/select_receivetime' }],
    ['toMenuList', null, { type: 'navigate', href: '/' }],
    ['toSelectReceiveTime', undefined, { type: 'navigate', href: '/' }],
    ['toRestaurant', null, { type: 'navigate', href: '/' }],
  ] as const)('%s with restaurant %s', (action, restaurantId, expected) => {
    expect(errorNavigation(action, restaurantId)).toEqual(expected);
  });

  it('the menu-list errors lead "to the shop": its eat-in/takeout choice, not the callback that sends the customer back to the same menus (SPEC §8 L379 L403)', () => {
    expect(errorNavigation('toRestaurant', 'r1001')).toEqual({
      type: 'navigate',
      href: '/restaurants/r1001/eating_locations',
    });
  });

  it('encodes the restaurant id', () => {
    expect(errorNavigation('toMenuList', 'a/b')).toEqual({ type: 'navigate', href: '/restaurants/a%2Fb/menus' });
  });
});

describe('hostile restaurant ids from the address stay data (issue 10 item 4)', () => {
  const hostile = ['javascript:alert(1)', '//evil.example', 'https://evil.example', '..', '../..', '/\\evil.example'];
  it.each(
    hostile.flatMap((id) =>
      (['toRestaurant', 'toMenuList', 'toSelectReceiveTime', 'checkCart'] as const).map((a) => [id, a] as const),
    ),
  )('id %j, %s → a same-origin /restaurants/ path or /', (id, action) => {
    const target = errorNavigation(action, id);
    const href = target.type === 'navigate' || target.type === 'openCart' ? target.href : null;
    if (href === null) {
      expect(target.type).toBe('openCart'); // the cart opens on the current page
      return;
    }
    expect(href.startsWith('/restaurants/') || href === '/').toBe(true);
    expect(href.startsWith('//')).toBe(false);
    expect(new URL(href, 'https://demo.example').origin).toBe('https://demo.example');
  });
});
