import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { PageKind as NavigationPageKind } from './navigation';
import { computePageKind, createBoundedMemo, PAGE_KINDS, pageKindCache, pageKindOf, type PageKind } from './page-kind';

const ROUTE_TABLE: [string, PageKind][] = [
  ['/', 'BrandTop'],
  ['/restaurants/r1/eating_locations', 'EatingLocations'],
  ['/restaurants/r1/menus', 'Menus'],
  ['/restaurants/r1/menus/m1', 'RestaurantTop'],
  ['/restaurants/r1', 'RestaurantCallback'],
  ['/restaurants/r1/detail', 'RestaurantInfo'],
  ['/restaurants/r1/callback', 'RestaurantCallback'],
  ['/restaurants/r1/menus/m1/items/i1', 'ItemDetail'],
  ['/restaurants/r1/order', 'Order'],
  ['/restaurants/r1/order/o1/complete', 'OrderComplete'],
  ['/orders', 'Orders'],
  ['/orders/o1', 'OrderDetail'],
  ['/restaurants/r1/terms_of_sale', 'TermsOfSale'],
  ['/login_redirect', 'LoginRedirect'],
];

describe('SPEC 2 "Page kinds used for tracking": the route table (SPEC §2 L52)', () => {
  it.each(ROUTE_TABLE)('%s → %s', (path, kind) => {
    expect(pageKindOf(path)).toBe(kind);
  });

  it('names each of the 14 kinds of SPEC 2 exactly once, and the routes reach every one of them', () => {
    expect(PAGE_KINDS).toHaveLength(14);
    expect(new Set(PAGE_KINDS).size).toBe(14);
    const reached = new Set([...ROUTE_TABLE.map(([, kind]) => kind), pageKindOf('/no/such/page')]);
    expect([...PAGE_KINDS].filter((kind) => !reached.has(kind))).toEqual([]);
  });

  it('is the same set of kinds as the navigation rules use', () => {
    expectTypeOf<PageKind>().toEqualTypeOf<NavigationPageKind>();
  });
});

describe('SPEC 2 routes without a tracked kind, and address forms', () => {
  it.each([
    ['/404', 'Other'],
    ['/coupons/ABC123', 'Other'],
    ['/dmini', 'Other'],
    ['/dmini/terms', 'Other'],
    ['/dmini/daccount/redirect', 'Other'],
    ['/privacy_policy', 'Other'],
    ['/restaurants/r1/select_orders', 'Other'],
    ['/restaurants/r1/select_receivetime', 'Other'],
    ['/restaurants', 'Other'],
    ['/restaurants//menus', 'Other'],
    ['/orders/o1/extra', 'Other'],
    ['/restaurants/r1/menus/m1/items', 'Other'],
    ['', 'Other'],
    ['/restaurants/r1/menus/', 'Menus'],
    ['/restaurants/r1/menus?eating_location=eat-in', 'Menus'],
    ['/restaurants/r1/menus/m1/items/i1?customizeId=c1#top', 'ItemDetail'],
    ['/orders/', 'Orders'],
    ['/restaurants/r1/', 'RestaurantCallback'],
    ['/restaurants/%E5%BA%97/detail', 'RestaurantInfo'],
  ] as [string, PageKind][])('%j → %s', (path, kind) => {
    expect(computePageKind(path)).toBe(kind);
    expect(pageKindOf(path)).toBe(kind);
  });
});

describe('SPEC 9 "The path cache holds up to 100000 entries with keys under 100 characters" (SPEC §9 L434a)', () => {
  it('the page-kind cache holds at most 100000 entries', () => {
    pageKindCache.clear();
    for (let i = 0; i < 100_050; i += 1) pageKindOf(`/orders/${i}`);
    expect(pageKindCache.size()).toBe(100_000);
    expect(pageKindOf('/orders/100049')).toBe('OrderDetail');
    pageKindCache.clear();
  });

  it('a key of 99 characters is cached, a key of 100 characters is computed but not cached', () => {
    pageKindCache.clear();
    const under = `/orders/${'x'.repeat(91)}`;
    const at = `/orders/${'x'.repeat(92)}`;
    expect(under).toHaveLength(99);
    expect(at).toHaveLength(100);
    expect(pageKindOf(under)).toBe('OrderDetail');
    expect(pageKindCache.size()).toBe(1);
    expect(pageKindOf(at)).toBe('OrderDetail');
    expect(pageKindCache.size()).toBe(1);
    pageKindCache.clear();
  });

  it.each([
    ['computes a key once while it is cached', { maxEntries: 2, maxKeyLength: 100 }, ['a', 'a', 'a'], 1, 1],
    ['computes a long key every time', { maxEntries: 2, maxKeyLength: 3 }, ['long', 'long'], 2, 0],
    ['drops the oldest entry when full', { maxEntries: 2, maxKeyLength: 100 }, ['a', 'b', 'c', 'a'], 4, 2],
    ['keeps the newer entries when full', { maxEntries: 2, maxKeyLength: 100 }, ['a', 'b', 'c', 'c', 'b'], 3, 2],
    ['caches nothing with no room', { maxEntries: 0, maxKeyLength: 100 }, ['a', 'a'], 2, 0],
  ])('bounded memo: %s', (_name, bounds, keys, computations, size) => {
    const compute = vi.fn((key: string) => key.length);
    const memo = createBoundedMemo(compute, bounds);
    for (const key of keys) expect(memo.get(key)).toBe(key.length);
    expect(compute).toHaveBeenCalledTimes(computations);
    expect(memo.size()).toBe(size);
  });

  it('caches an undefined result too', () => {
    const compute = vi.fn((): undefined => undefined);
    const memo = createBoundedMemo(compute, { maxEntries: 5, maxKeyLength: 100 });
    memo.get('a');
    memo.get('a');
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
