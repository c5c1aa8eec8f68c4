import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, pageKindOf, PAGE_KINDS, restaurantIdOf, ROUTE_PAGE_KINDS } from './page-kind';

describe('pageKindOf', () => {
  it.each([
    ['/', 'BrandTop'],
    ['/404', 'Other'],
    ['/coupons/ABC123', 'Other'],
    ['/dmini', 'Other'],
    ['/dmini/terms', 'Other'],
    ['/dmini/daccount/redirect', 'Other'],
    ['/login_redirect', 'LoginRedirect'],
    ['/orders', 'Orders'],
    ['/orders/o1', 'OrderDetail'],
    ['/privacy_policy', 'Other'],
    ['/restaurants/r1001/callback', 'RestaurantCallback'],
    ['/restaurants/r1001/detail', 'RestaurantInfo'],
    ['/restaurants/r1001/eating_locations', 'EatingLocations'],
    ['/restaurants/r1001/menus', 'Menus'],
    ['/restaurants/r1001/menus/m1', 'RestaurantTop'],
    ['/restaurants/r1001/menus/m1/items/i1?customizeId=x', 'ItemDetail'],
    ['/restaurants/r1001/order', 'Order'],
    ['/restaurants/r1001/order/o1/complete', 'OrderComplete'],
    ['/restaurants/r1001/select_orders', 'Other'],
    ['/restaurants/r1001/select_receivetime', 'Other'],
    ['/restaurants/r1001/terms_of_sale', 'TermsOfSale'],
    ['/restaurants/r1001/terms_of_sale/', 'TermsOfSale'],
    ['/no/such/page', 'Other'],
    ['/restaurants', 'Other'],
  ])('%s → %s', (pathname, kind) => {
    expect(pageKindOf(pathname)).toBe(kind);
  });

  it('uses only the kinds of SPEC 2, and uses each of them', () => {
    const used = new Set(ROUTE_PAGE_KINDS.map(([, kind]) => kind));
    expect([...used].sort()).toEqual([...PAGE_KINDS].sort());
  });

  it('reads params, decoding them', () => {
    expect(matchRoute('/restaurants/r%201/menus/m1/items/i9').params).toEqual({
      restaurantId: 'r 1',
      menuId: 'm1',
      itemId: 'i9',
    });
    expect(restaurantIdOf('/restaurants/r1002/menus')).toBe('r1002');
    expect(restaurantIdOf('/orders/o1')).toBeNull();
  });
});

describe('route table and app directory', () => {
  const appDir = path.resolve(__dirname, '../../app');
  function pageRoutes(dir: string, prefix = ''): string[] {
    const out: string[] = [];
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        // Parallel-route slots (@modal) and the intercepting routes inside them add no address of their own.
        if (name.startsWith('@')) continue;
        // Local stand-ins for outside pages exist only against the mock (src/proxy.ts answers 404 otherwise).
        if (dir === appDir && name === 'mock-standin') continue;
        const segment = name.startsWith('(') ? '' : `/${name}`;
        out.push(...pageRoutes(full, prefix + segment));
      } else if (name === 'page.tsx') {
        out.push(prefix || '/');
      }
    }
    return out;
  }

  // /404 is served by not-found.tsx (an unmatched path), not by a page of its own (see src/app/not-found.tsx).
  it('has a page for every route of the table (but /404) and no page outside it', () => {
    expect(pageRoutes(appDir).sort()).toEqual(
      ROUTE_PAGE_KINDS.map(([route]) => route)
        .filter((route) => route !== '/404')
        .sort(),
    );
    expect(readdirSync(appDir)).toContain('not-found.tsx');
  });
});
