import { describe, expect, it } from 'vitest';
import {
  callbackTargetHref,
  eatingLocationPlan,
  isServingTypeAvailable,
  menusHref,
  receiveTimeChoiceHref,
  restaurantCallbackPlan,
} from './restaurant-flow';

describe('isServingTypeAvailable', () => {
  it.each([
    [{ isTakeoutAvailable: true, isEatInAvailable: false }, 'takeout', true],
    [{ isTakeoutAvailable: true, isEatInAvailable: false }, 'eat_in', false],
    [{ isTakeoutAvailable: false, isEatInAvailable: true }, 'takeout', false],
    [{ isTakeoutAvailable: false, isEatInAvailable: true }, 'eat_in', true],
    [{}, 'eat_in', true],
    [null, 'takeout', true],
    [undefined, 'eat_in', true],
  ] as const)('%j %s → %s', (restaurant, type, expected) => {
    expect(isServingTypeAvailable(restaurant, type)).toBe(expected);
  });
});

describe('restaurantCallbackPlan (SPEC §2 L38)', () => {
  const both = { isTakeoutAvailable: true, isEatInAvailable: true };
  it.each([
    // [servingTypeStored, receiveTimeStored, viewOnly, restaurant, target, stores now]
    [null, false, false, both, 'eating_locations', false],
    ['takeout', false, false, both, 'select_receivetime', false],
    ['takeout', true, false, both, 'menus', false],
    ['eat_in', false, false, both, 'menus', true],
    ['eat_in', true, false, both, 'menus', false],
    [null, false, true, both, 'menus', false],
    ['eat_in', true, false, { isTakeoutAvailable: true, isEatInAvailable: false }, 'eating_locations', false],
    ['takeout', true, false, { isTakeoutAvailable: false, isEatInAvailable: true }, 'eating_locations', false],
    ['takeout', true, false, undefined, 'menus', false],
  ] as const)(
    '%s / receive %s / view-only %s / %j → %s',
    (stored, receive, viewOnly, restaurant, target, storesNow) => {
      const plan = restaurantCallbackPlan({
        servingTypeStored: stored,
        receiveTimeStored: receive,
        isMenuViewOnly: viewOnly,
        restaurant,
      });
      expect(plan.target).toBe(target);
      expect(plan.storeReceiveTimes).toEqual(storesNow ? { receiveTimeType: 'now', receiveTime: null } : null);
    },
  );
});

describe('eatingLocationPlan', () => {
  it('takeout asks for a receive time and forgets the old one', () => {
    expect(eatingLocationPlan('takeout')).toEqual({ target: 'select_receivetime', receiveTimes: null });
  });
  it('eat-in is immediate and goes to the menus', () => {
    expect(eatingLocationPlan('eat_in')).toEqual({
      target: 'menus',
      receiveTimes: { receiveTimeType: 'now', receiveTime: null },
    });
  });
});

describe('menusHref / callbackTargetHref', () => {
  it.each([
    ['r1001', 'takeout', false, '/restaurants/r1001/menus?eating_location=takeout'],
    ['r1001', 'eat_in', false, '/restaurants/r1001/menus?eating_location=eat-in'],
    ['r1006', 'eat_in', true, '/restaurants/r1006/menus'],
    ['a/b', 'takeout', false, '/restaurants/a%2Fb/menus?eating_location=takeout'],
  ] as const)('%s %s view-only %s → %s', (id, type, viewOnly, href) => {
    expect(menusHref(id, type, viewOnly)).toBe(href);
    expect(callbackTargetHref(id, 'menus', type, viewOnly)).toBe(href);
  });
  it('defaults to not view-only', () => {
    expect(menusHref('r1', 'takeout')).toBe('/restaurants/r1/menus?eating_location=takeout');
  });
  it.each(['eating_locations', 'select_receivetime'] as const)('%s → the restaurant sub-page', (target) => {
    expect(callbackTargetHref('r1002', target, 'takeout', false)).toBe(`/restaurants/r1002/${target}`);
  });
});

describe('receiveTimeChoiceHref: the receivable-time confirmation leads to the receive-time choice (SPEC §4 L225d §8 L412)', () => {
  const item = '/restaurants/r1001/menus/m-grand/items/i-roll-cake?eating_location=takeout';
  it.each([
    [
      'takeout: select_receivetime, coming back to the item',
      'takeout',
      item,
      `/restaurants/r1001/select_receivetime?return_to=${encodeURIComponent(item)}`,
    ],
    [
      'eat-in ("now" only): the eat-in/takeout choice, coming back to the item without its eating_location',
      'eat_in',
      '/restaurants/r1001/menus/m-grand/items/i-roll-cake?eating_location=eat-in&customizeId=c-1',
      `/restaurants/r1001/eating_locations?return_to=${encodeURIComponent('/restaurants/r1001/menus/m-grand/items/i-roll-cake?customizeId=c-1')}`,
    ],
    [
      'eat-in from an address with nothing else: the bare path comes back',
      'eat_in',
      '/restaurants/r1001/menus/m-grand/items/i-roll-cake?eating_location=eat-in',
      `/restaurants/r1001/eating_locations?return_to=${encodeURIComponent('/restaurants/r1001/menus/m-grand/items/i-roll-cake')}`,
    ],
  ] as const)('%s', (_name, servingType, here, expected) => {
    expect(receiveTimeChoiceHref('r1001', servingType, here)).toBe(expected);
  });
});
