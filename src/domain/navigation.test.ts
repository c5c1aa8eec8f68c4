import { describe, expect, it } from 'vitest';
import { callbackPlan, canGoBackInApp, mustGoToCallback, restaurantPath, type PageKind } from './navigation';
import { pageKindOf } from './page-kind';

describe('SPEC 2 page kinds used for tracking', () => {
  it.each([
    ['/', 'BrandTop'],
    ['/restaurants/r1/eating_locations', 'EatingLocations'],
    ['/restaurants/r1/menus', 'Menus'],
    ['/restaurants/r1/menus/', 'Menus'],
    ['/restaurants/r1/menus?eating_location=eat-in', 'Menus'],
    ['/restaurants/r1/menus/m1', 'RestaurantTop'],
    ['/restaurants/r1/menus/m1/items/i1?customizeId=c#x', 'ItemDetail'],
    ['/restaurants/r1/detail', 'RestaurantInfo'],
    ['/restaurants/r1/callback', 'RestaurantCallback'],
    ['/restaurants/r1/order', 'Order'],
    ['/restaurants/r1/order/o1/complete', 'OrderComplete'],
    ['/restaurants/r1/terms_of_sale', 'TermsOfSale'],
    ['/orders', 'Orders'],
    ['/orders/o1', 'OrderDetail'],
    ['/login_redirect', 'LoginRedirect'],
    ['/coupons/c1', 'Other'],
    ['/restaurants/r1/select_receivetime', 'Other'],
    ['/404', 'Other'],
  ])('%s → %s', (path, kind) => {
    expect(pageKindOf(path)).toBe(kind);
  });
});

describe('SPEC 4 "When the view-only flag is false and no receive time is stored, navigating to the menus, restaurant top or item detail pages sends the user to the restaurant callback page" (SPEC §4 L240)', () => {
  it.each([
    [false, false, 'Menus', true],
    [false, false, 'RestaurantTop', true],
    [false, false, 'ItemDetail', true],
    [false, false, 'BrandTop', false],
    [false, false, 'Order', false],
    [false, true, 'Menus', false],
    [true, false, 'Menus', false],
    [true, true, 'ItemDetail', false],
  ] as [boolean, boolean, PageKind, boolean][])(
    'viewOnly %s, hasReceiveTime %s, page %s → %s',
    (isMenuViewOnly, hasReceiveTime, page, out) => {
      expect(mustGoToCallback({ isMenuViewOnly, hasReceiveTime, page })).toBe(out);
    },
  );
});

describe('callback target (Decision)', () => {
  it.each([
    ['view-only → menus', null, false, true, 'menus', null],
    ['no serving type → eating_locations', null, false, false, 'eating_locations', null],
    ['no serving type, time stored → eating_locations', undefined, true, false, 'eating_locations', null],
    ['takeout, no time → select_receivetime', 'takeout', false, false, 'select_receivetime', null],
    ['takeout with time → menus', 'takeout', true, false, 'menus', null],
    [
      'eat-in, no time → menus, storing now',
      'eat_in',
      false,
      false,
      'menus',
      { receiveTimeType: 'now', receiveTime: null },
    ],
    ['eat-in with time → menus', 'eat_in', true, false, 'menus', null],
  ] as const)('%s', (_n, servingTypeStored, receiveTimeStored, isMenuViewOnly, target, store) => {
    const input = { servingTypeStored, receiveTimeStored, isMenuViewOnly };
    expect(callbackPlan(input)).toEqual({ target, storeReceiveTimes: store });
  });

  it('after the callback stores its plan, the guard no longer fires (no loop)', () => {
    for (const servingTypeStored of ['takeout', 'eat_in'] as const) {
      const plan = callbackPlan({ servingTypeStored, receiveTimeStored: false, isMenuViewOnly: false });
      if (plan.target === 'menus') {
        expect(
          mustGoToCallback({ isMenuViewOnly: false, hasReceiveTime: plan.storeReceiveTimes !== null, page: 'Menus' }),
        ).toBe(false);
      }
    }
  });

  it.each([
    ['r1', 'callback', '/restaurants/r1/callback'],
    ['r 1/x', 'menus', '/restaurants/r%201%2Fx/menus'],
    ['r1', 'select_receivetime', '/restaurants/r1/select_receivetime'],
  ] as const)('restaurantPath(%s, %s) → %s', (id, page, out) => {
    expect(restaurantPath(id, page)).toBe(out);
  });
});

describe('canGoBackInApp (issue 10 item 4: "back" never leaves the origin)', () => {
  const origin = 'https://demo.example';
  it.each([
    [3, 2, '', true],
    [2, 2, 'https://evil.example/page', false],
    [2, 2, '', false],
    [2, 2, 'https://demo.example/restaurants/r1', true],
    [1, 1, 'https://demo.example/', false],
    [2, 2, 'not a url', false],
    [5, 5, 'https://demo.example.evil.example/', false],
  ])('history %i (was %i), referrer %j → %s', (historyLength, initialHistoryLength, referrer, ok) => {
    expect(canGoBackInApp({ historyLength, initialHistoryLength, referrer, origin })).toBe(ok);
  });
});
