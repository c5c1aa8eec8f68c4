import { describe, expect, it } from 'vitest';
import type { PageKind } from './page-kind';
import { PAGE_TRANSITION_MS, playsPageTransition } from './page-transition';

describe('SPEC §9 L423e "Page transitions 300 ms by default"', () => {
  it('SPEC §9 L423e: 300 ms', () => {
    expect(PAGE_TRANSITION_MS).toBe(300);
  });

  it.each<[string, [string, PageKind], [string, PageKind], boolean]>([
    ['brand top → restaurant detail', ['/', 'BrandTop'], ['/restaurants/r1/detail', 'RestaurantInfo'], true],
    ['menu list → menu', ['/restaurants/r1/menus', 'Menus'], ['/restaurants/r1/menus/m1', 'RestaurantTop'], true],
    [
      'menu → another menu',
      ['/restaurants/r1/menus/m1', 'RestaurantTop'],
      ['/restaurants/r1/menus/m2', 'RestaurantTop'],
      true,
    ],
    [
      'menu → its item sheet',
      ['/restaurants/r1/menus/m1', 'RestaurantTop'],
      ['/restaurants/r1/menus/m1/items/i1', 'ItemDetail'],
      false,
    ],
    [
      'item sheet → its menu',
      ['/restaurants/r1/menus/m1/items/i1', 'ItemDetail'],
      ['/restaurants/r1/menus/m1', 'RestaurantTop'],
      false,
    ],
    ['the same path (a query change)', ['/restaurants/r1/menus', 'Menus'], ['/restaurants/r1/menus', 'Menus'], false],
  ])('SPEC §9 L423e: %s', (_name, [fromPath, fromKind], [toPath, toKind], out) => {
    expect(playsPageTransition({ path: fromPath, kind: fromKind }, { path: toPath, kind: toKind })).toBe(out);
  });
});
