// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi, renderScreen } from '@/test/component-harness';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { ErrorModal } from '@/ui/feedback/ErrorModal';
import { SharedDialogs } from '@/ui/feedback/SharedDialogs';
import { navigation } from '@/test/next-navigation';
import { useShellStore } from '@/ui/shell/shell-store';
import { useCartStore } from './cart-store';
import { CartPanel } from './CartPanel';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The cart panel when the cart update is refused (SPEC 4 "Cart"): out of the receive time the local cart rolls back
 * to what it was; any other failure (a proxy's HTML page answered with 200 included) opens the common error modal
 * and clears the stored cart. The modal and the shared dialogs are mounted beside the panel, as
 * the shell mounts them.
 */
const CART_PATH = '*/v1/orders/cart';
/** Cola ×2 at r1001, takeout. */
const TAKEOUT_CART = storedCartOf('takeout', [COLA_LINE]);

const api = mockApi();
afterEach(() => {
  useShellStore.getState().setCartOpen(false);
});
beforeEach(() => {
  navigation.at('/');
});

/** Opens the panel on the stored takeout cart and taps + on its cola line. */
async function raiseColaWhen(answer: Parameters<typeof http.post>[1]) {
  api.use(
    http.get('*/v1/restaurants/:restaurantId/items/option_items', () => HttpResponse.json({ option_items: [] })),
    getListAvailablePricingCouponsMockHandler({ coupons: [] }),
    http.post(CART_PATH, answer),
  );
  localStorage.setItem('cart', JSON.stringify(TAKEOUT_CART));
  useCartStore.setState({ cart: null, hydrated: false });
  useCartStore.getState().hydrate();
  useShellStore.getState().setCartOpen(true);
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <CartPanel />
      <ErrorModal />
      <SharedDialogs />
    </BrandProvider>,
  );
  const lines = await screen.findByRole('list', { name: 'カートの商品' }, { timeout: 10_000 });
  fireEvent.click(within(lines).getByRole('button', { name: 'コーラを1つ増やす' }));
}

const storedQuantities = () =>
  (
    JSON.parse(localStorage.getItem('cart') ?? 'null') as { orderItems?: { quantity: number }[] } | null
  )?.orderItems?.map((line) => line.quantity);

describe('cart update refused (MSW)', { timeout: 30_000 }, () => {
  it('out of the receive time (409 invalidReceiveTime): its modal opens and the local cart rolls back to what it was (SPEC §4 L232b)', async () => {
    await raiseColaWhen(() =>
      HttpResponse.json({ code: 'E100610001', message: 'invalid receive time' }, { status: 409 }),
    );
    expect(await screen.findByRole('dialog', { name: '受取時間外です' }, { timeout: 10_000 })).toBeTruthy();
    await expect.poll(storedQuantities).toEqual([2]);
    expect(useCartStore.getState().cart?.orderItems.map((line) => line.quantity)).toEqual([2]);
  });

  it('a 200 answer that is not JSON (a proxy’s HTML page): the server error opens and the cart is cleared (SPEC §4 L232c §8 L417)', async () => {
    await raiseColaWhen(
      () =>
        new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const modal = await screen.findByRole('dialog', { name: /サーバーエラー/ }, { timeout: 10_000 });
    expect(within(modal).getByRole('button')).toBeTruthy();
    await expect.poll(() => localStorage.getItem('cart')).toBeNull();
    expect(useCartStore.getState().cart).toBeNull();
  });
});
