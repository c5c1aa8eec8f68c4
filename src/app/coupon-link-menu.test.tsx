// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getCouponsMock } from '@/api/generated/endpoints/coupons/coupons.msw';
import { getOrdersMock } from '@/api/generated/endpoints/orders/orders.msw';
import { getRestaurantsMock } from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { AppShell } from '@/features/layout';
import { MenuScreen } from '@/features/menus';
import { DEMO_BRAND } from '@/test/demo-brand';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * Coupons while ordering (issue 12 item 8): a coupon link to a menu page (?couponCode=WELCOME100), composed as the
 * root layout composes it (the shell's coupon flow beside the menu page), stores the coupon with its notice, and the
 * menu call then carries it (its prices). The coupon is the contract's example (mocks/coupons/pricing-WELCOME100.json);
 * the rest answers from the generated MSW handlers. This was the browser test e2e/coupons.spec.ts "a coupon stored from
 * a link on a menu page is sent with the menu call".
 */
const api = mockApi();

// The first render loads the shell, the coupon flow and the menu's code: up to a minute on a loaded machine.
describe('a coupon link on a menu page', { timeout: 60_000 }, () => {
  it('a coupon stored from a link on a menu page is sent with the menu call', async () => {
    navigation.at('/restaurants/r1001/menus/m-grand?couponCode=WELCOME100');
    sessionStorage.setItem('servingType', JSON.stringify('takeout'));
    sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    const welcome = mockExample('coupons/pricing-WELCOME100.json') as Record<string, unknown>;
    const menuCalls: URL[] = [];
    api.use(...getRestaurantsMock(), ...getOrdersMock(), ...getCouponsMock());
    api.use(
      http.get('*/v1/pricing/coupon/available', () => HttpResponse.json({ coupons: [welcome] })),
      http.get('*/v1/pricing/coupons/:couponCode', () => HttpResponse.json(welcome)),
      // The menu-book popup lists the menus; not what this test looks at.
      http.get('*/v1/restaurants/:restaurantId/menus', () => delay('infinite')),
      http.get('*/v1/restaurants/:restaurantId/menus/:menuId', ({ request }) => {
        menuCalls.push(new URL(request.url));
        return HttpResponse.json(mockExample('menus/m-grand.json') as Record<string, unknown>);
      }),
    );
    renderScreen(
      <BrandProvider brandId="demo" result={{ ok: true, brand: DEMO_BRAND }}>
        <AppShell>
          <MenuScreen restaurantId="r1001" menuId="m-grand" />
        </AppShell>
      </BrandProvider>,
    );
    // The coupon flow's dialogs load on demand: a patience limit for a loaded machine, not a retry.
    expect(await screen.findByRole('dialog', { name: 'クーポンが利用できます' }, { timeout: 30_000 })).toBeTruthy();
    await expect.poll(() => menuCalls.some((url) => url.searchParams.get('couponCode') === 'WELCOME100')).toBe(true);
  });
});
