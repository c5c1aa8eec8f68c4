import { describe, expect, it } from 'vitest';
import { backToMenuHref, itemHref, lastMenuFor, menuHref, menusHref, pageUnderSheet, rememberMenu } from './menu-links';

const takeout = { restaurantId: 'r1001', servingType: 'takeout', isMenuViewOnly: false } as const;
const eatIn = { ...takeout, servingType: 'eat_in' } as const;
const viewOnly = { ...eatIn, isMenuViewOnly: true } as const;

describe('SPEC 2 "eating_location ... carried on menu pages except in view-only mode" (SPEC §2 L55b)', () => {
  it.each([
    ['takeout', takeout, '?eating_location=takeout'],
    ['eat-in', eatIn, '?eating_location=eat-in'],
    ['view-only', viewOnly, ''],
  ] as const)('%s', (_n, ctx, query) => {
    expect(menusHref(ctx)).toBe(`/restaurants/r1001/menus${query}`);
    expect(menuHref(ctx, 'm-grand')).toBe(`/restaurants/r1001/menus/m-grand${query}`);
    expect(itemHref(ctx, 'm-grand', 'i-cola')).toBe(`/restaurants/r1001/menus/m-grand/items/i-cola${query}`);
  });

  it('encodes path segments', () => {
    expect(itemHref({ ...viewOnly, restaurantId: 'r 1' }, 'm/1', 'i?1')).toBe(
      '/restaurants/r%201/menus/m%2F1/items/i%3F1',
    );
  });
});

describe('SPEC 3 "a per-restaurant record of the last chosen menuId for eat-in and for takeout" (SPEC §3 L194m)', () => {
  it('remembers per restaurant and serving type, keeping other entries', () => {
    let record = rememberMenu(null, 'r1001', 'takeout', 'm-grand');
    record = rememberMenu(record, 'r1001', 'eat_in', 'm-lunch');
    record = rememberMenu(record, 'r1002', 'takeout', 'm-late-night');
    record = rememberMenu(record, 'r1001', 'takeout', 'm-late-night');
    expect(record).toEqual({
      r1001: { takeout: 'm-late-night', eat_in: 'm-lunch' },
      r1002: { takeout: 'm-late-night' },
    });
    expect(lastMenuFor(record, 'r1001', 'eat_in')).toBe('m-lunch');
    expect(lastMenuFor(record, 'r1002', 'eat_in')).toBeNull();
    expect(lastMenuFor(record, 'r9', 'takeout')).toBeNull();
    expect(lastMenuFor(null, 'r1001', 'takeout')).toBeNull();
  });

  it.each([
    [
      'last menu offered',
      { r1001: { takeout: 'm-lunch' } },
      ['m-grand', 'm-lunch'],
      '/restaurants/r1001/menus/m-lunch?eating_location=takeout',
    ],
    [
      'offered list unknown',
      { r1001: { takeout: 'm-lunch' } },
      undefined,
      '/restaurants/r1001/menus/m-lunch?eating_location=takeout',
    ],
    [
      'last menu no longer offered',
      { r1001: { takeout: 'm-lunch' } },
      ['m-grand'],
      '/restaurants/r1001/menus?eating_location=takeout',
    ],
    ['nothing remembered', null, null, '/restaurants/r1001/menus?eating_location=takeout'],
    [
      'other serving type only',
      { r1001: { eat_in: 'm-lunch' } },
      null,
      '/restaurants/r1001/menus?eating_location=takeout',
    ],
  ] as const)('back to the menu: %s', (_n, record, offered, out) => {
    expect(backToMenuHref(takeout, record, offered)).toBe(out);
  });
});

describe('issue 27 item 4: the page an address shows (an item sheet is over its menu page)', () => {
  it.each([
    ['/restaurants/r1001/menus/m-grand/items/i-cola?eating_location=takeout', '/restaurants/r1001/menus/m-grand'],
    ['/restaurants/r1001/menus/m-grand/items/i-cola/', '/restaurants/r1001/menus/m-grand'],
    ['/restaurants/r1001/menus/m-grand?eating_location=takeout', '/restaurants/r1001/menus/m-grand'],
    ['/restaurants/r1001/menus', '/restaurants/r1001/menus'],
    ['/restaurants/r1001/order#summary', '/restaurants/r1001/order'],
    ['/orders/o-1/items/x', '/orders/o-1/items/x'],
    ['?x=1', '/'],
  ])('%s → %s', (address, page) => {
    expect(pageUnderSheet(address)).toBe(page);
  });
});
