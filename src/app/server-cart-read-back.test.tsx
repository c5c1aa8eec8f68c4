// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { getRestaurantsMock } from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { useCartStore } from '@/features/cart';
import { AppShell } from '@/features/layout';
import { MenuScreen } from '@/features/menus';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { DEMO_BRAND } from '@/test/demo-brand';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The server cart read back (SPEC 7 GET /v1/orders/cart): a visit to a menu page with a stored cart, composed as the
 * root layout composes it (the shell's cart hydration, the header's cart button), reads the server's cart once; the
 * server answering the contract's example (mocks/cart/response.json: the same cola line, 2 of them), the cart stays
 * as the customer left it. This was the browser test e2e/spec-flows.spec.ts "the server cart read back".
 */
const api = mockApi();

describe('the server cart read back (MSW)', { timeout: 60_000 }, () => {
  it('the server cart read back: a visit with a stored cart reads GET /v1/orders/cart once; the cart stays as the customer left it (SPEC §7 L331b)', async () => {
    navigation.at('/restaurants/r1001/menus/m-grand?eating_location=takeout');
    sessionStorage.setItem('servingType', JSON.stringify('takeout'));
    sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    localStorage.setItem('cart', JSON.stringify(storedCartOf('takeout', [COLA_LINE])));
    useCartStore.setState({ cart: null, hydrated: false });
    let reads = 0;
    api.use(...getRestaurantsMock(), getListAvailablePricingCouponsMockHandler({ coupons: [] }));
    api.use(
      http.get('*/v1/orders/cart', () => {
        reads += 1;
        return HttpResponse.json(mockExample('cart/response.json') as Record<string, unknown>);
      }),
      // The menu-book popup lists the menus; not what this test looks at.
      http.get('*/v1/restaurants/:restaurantId/menus', () => delay('infinite')),
      http.get('*/v1/restaurants/:restaurantId/menus/m-grand', () =>
        HttpResponse.json(mockExample('menus/m-grand.json') as Record<string, unknown>),
      ),
    );
    renderScreen(
      <BrandProvider brandId="demo" result={{ ok: true, brand: DEMO_BRAND }}>
        <AppShell>
          <MenuScreen restaurantId="r1001" menuId="m-grand" />
        </AppShell>
      </BrandProvider>,
    );
    await expect.poll(() => reads).toBe(1);
    expect(await screen.findByRole('button', { name: 'カート（2点）' })).toBeTruthy();
    // The page has settled (its menu is in): still one read.
    await screen.findAllByRole('link', { name: /^唐揚げ弁当/ });
    expect(reads).toBe(1);
    const stored = JSON.parse(localStorage.getItem('cart') ?? 'null') as { orderItems: object[] } | null;
    expect(stored?.orderItems[0]).toMatchObject({ customizeId: COLA_LINE.customizeId, quantity: 2 });
  });
});
