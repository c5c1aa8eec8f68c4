// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUpdateCartMockHandler } from '@/api/generated/endpoints/orders/orders.msw';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi, renderScreen } from '@/test/component-harness';
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

function openWith(cart: unknown) {
  // A takeout cart lists the restaurant's option items (cutlery …); none here.
  api.use(http.get('*/v1/restaurants/:restaurantId/items/option_items', () => HttpResponse.json({ option_items: [] })));
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  useCartStore.setState({ cart: null, hydrated: false });
  useCartStore.getState().hydrate();
  useShellStore.getState().setCartOpen(true);
  // The panel lists the restaurant's available coupons (none here) for the brand of the page.
  api.use(getListAvailablePricingCouponsMockHandler({ coupons: [] }));
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

  it('success: a quantity change re-sends the whole cart once and confirms it', async () => {
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

  it('error: a failed update opens the common error modal for the cart call and clears the cart (SPEC 4)', async () => {
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
});
