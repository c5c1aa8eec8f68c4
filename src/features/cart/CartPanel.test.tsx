// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUpdateCartMockHandler } from '@/api/generated/endpoints/orders/orders.msw';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import type { PricingCoupon } from '@/api/generated/models';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { navigation } from '@/test/next-navigation';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { useSnackbarStore } from '@/ui/feedback/snackbar-store';
import { useShellStore } from '@/ui/shell/shell-store';
import { useCartStore } from './cart-store';
import { CartPanel } from './CartPanel';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const TAKEOUT_CART = storedCartOf('takeout', [COLA_LINE]);

const api = mockApi();
afterEach(() => {
  useShellStore.getState().setCartOpen(false);
});
beforeEach(() => {
  navigation.at('/restaurants/r1001/menus?eating_location=takeout');
});

function openWith(cart: unknown, coupons: PricingCoupon[] = []) {
  // A takeout cart lists the restaurant's option items (cutlery …); none here.
  api.use(http.get('*/v1/restaurants/:restaurantId/items/option_items', () => HttpResponse.json({ option_items: [] })));
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  useCartStore.setState({ cart: null, hydrated: false });
  useCartStore.getState().hydrate();
  useShellStore.getState().setCartOpen(true);
  // The panel counts the restaurant's available coupons (none unless given) for the brand of the page.
  api.use(getListAvailablePricingCouponsMockHandler({ coupons }));
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <CartPanel />
    </BrandProvider>,
  );
}

describe('cart panel (MSW handlers from orval)', { timeout: 30_000 }, () => {
  it('empty: says so and offers the menu', async () => {
    openWith(null);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('カートに商品が入っていません')).toBeTruthy();
    expect(within(panel).queryByRole('list', { name: 'カートの商品' })).toBeNull();
  });

  it('success: a quantity change re-sends the whole cart once and confirms it (SPEC §4 L229c L232a §7 L331a)', async () => {
    const sent: unknown[] = [];
    api.use(
      http.post('*/v1/orders/cart', async ({ request }) => {
        sent.push(await request.json());
        return undefined;
      }),
      getUpdateCartMockHandler(),
    );
    openWith(TAKEOUT_CART);
    const lines = await screen.findByRole('list', { name: 'カートの商品' });
    expect(within(lines).getByText('コーラ')).toBeTruthy();
    fireEvent.click(within(lines).getByRole('button', { name: 'コーラを1つ増やす' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      restaurant_id: 'r1001',
      order_items: [{ item_id: 'i-cola', quantity: 3 }],
    });
    expect(useCartStore.getState().cart?.orderItems[0]?.quantity).toBe(3);
    expect(useSnackbarStore.getState().current?.message).toBe('cart:cartPanel.snackbar.changed');
  });

  it('error: a failed update opens the common error modal for the cart call and clears the cart (SPEC 4) (SPEC §4 L232c §7 L368b)', async () => {
    api.use(
      http.post('*/v1/orders/cart', () => HttpResponse.json({ code: 'E100000000', message: 'boom' }, { status: 500 })),
    );
    openWith(TAKEOUT_CART);
    const lines = await screen.findByRole('list', { name: 'カートの商品' });
    fireEvent.click(within(lines).getByRole('button', { name: 'コーラを1つ増やす' }));
    await expect.poll(() => useErrorModalStore.getState().request?.endpoint).toBe('updateCart');
    expect(useCartStore.getState().cart).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('issue 27 item 5: the lines first, then one row 使えるクーポン (n) opening the list, the unusable ones greyed with their reason', async () => {
    openWith(TAKEOUT_CART, [
      coupon('WELCOME100'),
      coupon('SPEND2000'),
      coupon('SUMMER2026', { dateRangeState: { state: 'AFTER_DATE' } }),
      coupon('MEMBER300', { loginRequired: true }),
    ]);
    const lines = await screen.findByRole('list', { name: 'カートの商品' });
    const row = await screen.findByRole('button', { name: '使えるクーポン（2）' });
    expect(lines.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'WELCOME100クーポンを使う' })).toBeNull();

    fireEvent.click(row);
    const list = await screen.findByRole('dialog', { name: 'この店舗のクーポン' });
    const greyed = within(list).getByRole('list', { name: '今は使えないクーポン' });
    expect(
      within(greyed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'SUMMER2026クーポン有効期限が切れています',
      'MEMBER300クーポン会員限定です。ログインすると使えますログイン',
    ]);
    expect(within(list).queryByRole('button', { name: 'SUMMER2026クーポンを使う' })).toBeNull();

    // Applying one closes the list, holds the coupon, and the coupon bar says what it gives.
    api.use(
      http.post('*/v1/orders/calculate', () =>
        HttpResponse.json(mockExample('orders/calculation.json') as Record<string, unknown>),
      ),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'WELCOME100クーポンを使う' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'この店舗のクーポン' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('coupon_code') ?? 'null')).toBe('WELCOME100');
    expect((await screen.findByRole('status', { name: 'クーポン' })).textContent).toBe('クーポン適用で￥100引き');
  });

  it('no coupon at the restaurant: no coupon row', async () => {
    openWith(TAKEOUT_CART);
    await screen.findByRole('list', { name: 'カートの商品' });
    await screen.findByRole('group', { name: '小計（税込）' });
    expect(screen.queryByRole('button', { name: /^使えるクーポン/ })).toBeNull();
  });
});

function coupon(code: string, overrides: Partial<PricingCoupon> = {}): PricingCoupon {
  return {
    couponCode: code,
    name: `${code}クーポン`,
    nameLanguages: [],
    couponType: 'DISCOUNT_ALL_ITEMS',
    loginRequired: false,
    dateRange: { startDate: '2026-11-01T00:00:00+09:00', finishDate: '2026-12-31T23:59:59+09:00' },
    fetchableDateRange: { startDate: '2026-11-01T00:00:00+09:00', finishDate: '2026-12-31T23:59:59+09:00' },
    usageCount: { limit: 1, used: 0 },
    targetRestaurantIds: [],
    dateRangeState: { state: 'IN_DATE' },
    fetchableDateRangeState: { state: 'IN_DATE' },
    unavailableReason: { reason: 'UNSPECIFIED' },
    ...overrides,
  };
}
