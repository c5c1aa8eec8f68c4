// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getCouponsMock } from '@/api/generated/endpoints/coupons/coupons.msw';
import { getOrdersMock } from '@/api/generated/endpoints/orders/orders.msw';
import { getRestaurantsMock } from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { useCartStore } from '@/features/cart';
import { makeQueryClient } from '@/lib/query-client';
import { OrderForm } from '@/features/checkout';
import { AppShell } from '@/features/layout';
import { KARAAGE_BENTO_LARGE_LINE, COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { DEMO_BRAND } from '@/test/demo-brand';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { OverlayHosts } from '@/ui/feedback/OverlayHosts';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * A held coupon on the order form (SPEC 4 "Coupon flow", SPEC 8), composed as the root layout composes it (the shell's
 * coupon flow and the shared overlays beside the form): the calculation answering the contract's couponExpired example
 * (E100800004) drops the coupon with its snackbar; a coupon of another restaurant from the address
 * (mocks/coupons/pricing-OTHERSHOP.json) opens no dialog there and is removed. Stored as e2e/checkout-helpers.ts
 * seedCheckout stores it; the rest answers from the generated MSW handlers and the contract's examples. This was the
 * browser test e2e/coupons.spec.ts "on the order form: a held coupon the calculation answers E100800004 for".
 */
const api = mockApi();

const ORDER_URL = '/restaurants/r1001/order';
const example = (file: string) => mockExample(file) as Record<string, unknown>;
const storedCoupon = () => JSON.parse(localStorage.getItem('coupon_code') ?? 'null') as unknown;

/** The order form of a guest at `path`; the calculation answers `calculate`; the OTHERSHOP lookups are counted. */
function openOrderForm(path: string, calculate: HttpResponseResolver) {
  const otherShopCalls: string[] = [];
  navigation.at(path);
  localStorage.setItem('cart', JSON.stringify(storedCartOf('takeout', [KARAAGE_BENTO_LARGE_LINE, COLA_LINE])));
  localStorage.setItem(
    'orderFormValues',
    JSON.stringify({ name: '佐藤 一郎', email: 'ichiro.sato@example.com', phoneNumber: '09011112222', note: '' }),
  );
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  useCartStore.setState({ cart: null, hydrated: false });
  const { customer: _customer, ...guestConfirmation } = example('orders/confirmation.json');
  api.use(...getRestaurantsMock(), ...getOrdersMock(), ...getCouponsMock());
  api.use(
    http.get('*/v1/restaurants/r1001/receive_times', () =>
      HttpResponse.json(example('restaurants/receive-times.json')),
    ),
    http.get('*/v1/pricing/coupon/available', () => HttpResponse.json({ coupons: [] })),
    http.get('*/v1/pricing/coupons/OTHERSHOP', ({ request }) => {
      otherShopCalls.push(request.url);
      return HttpResponse.json(example('coupons/pricing-OTHERSHOP.json'));
    }),
    http.post('*/v1/orders/confirm', () => HttpResponse.json(guestConfirmation)),
    http.post('*/v1/orders/calculate', calculate),
  );
  const queryClient = makeQueryClient();
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: true, brand: DEMO_BRAND }}>
      <AppShell>
        <OrderForm restaurantId="r1001" />
      </AppShell>
      <OverlayHosts />
    </BrandProvider>,
    { queryClient },
  );
  return { otherShopCalls, queryClient };
}

describe('a held coupon on the order form (MSW)', { timeout: 60_000 }, () => {
  it('on the order form: a held coupon the calculation answers E100800004 for is dropped with its snackbar; restaurant-not-available is not shown there, the coupon still removed (SPEC §4 L248 §8 L387 L416c)', async () => {
    localStorage.setItem('coupon_code', JSON.stringify('WELCOME100'));
    const couponCodesSent: unknown[] = [];
    // As the backend answers: the coupon is what expired, so the calculation without it (once it is dropped) succeeds.
    const { queryClient } = openOrderForm(ORDER_URL, async ({ request }) => {
      const { coupon_code: couponCode } = (await request.json()) as { coupon_code?: string };
      couponCodesSent.push(couponCode);
      return couponCode
        ? HttpResponse.json({ code: 'E100800004', message: 'coupon expired or not yet available' }, { status: 409 })
        : HttpResponse.json(example('orders/calculation.json'));
    });
    // The snackbar's code loads on demand: a patience limit for a loaded machine, not a retry.
    expect(await screen.findByText('ご利用中のクーポンの有効期限が切れました', {}, { timeout: 30_000 })).toBeTruthy();
    await expect.poll(storedCoupon).toBeNull();
    // The form asks again without the coupon, and shows no error dialog: the snackbar was the whole answer.
    await expect.poll(() => couponCodesSent.at(-1)).toBeUndefined();
    expect(couponCodesSent[0]).toBe('WELCOME100');
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    // A new page load: a coupon of another restaurant from the address.
    cleanup();
    const { otherShopCalls } = openOrderForm(`${ORDER_URL}?couponCode=OTHERSHOP`, () =>
      HttpResponse.json(example('orders/calculation.json')),
    );
    await expect.poll(() => otherShopCalls.length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: '注文内容の確認' })).toBeTruthy();
    await expect.poll(storedCoupon).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
