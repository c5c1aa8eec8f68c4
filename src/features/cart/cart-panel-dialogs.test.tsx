// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { ErrorModal } from '@/ui/feedback/ErrorModal';
import { SharedDialogs } from '@/ui/feedback/SharedDialogs';
import { useShellStore } from '@/ui/shell/shell-store';
import { useCartStore } from './cart-store';
import { CartPanel } from './CartPanel';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The cart panel's out-of-time dialog and coupon bar (SPEC 2 "Cart panel", SPEC 4 "Cart"), with the common error modal
 * and the shared dialogs mounted beside it as the shell mounts them. The cart call answers the contract's
 * invalidReceiveTime example; the calculation answers the contract's first example (mocks/orders/calculation.json,
 * WELCOME100: 100 yen off). These were the browser tests of e2e/cart.spec.ts "cart panel".
 */
const api = mockApi();
afterEach(() => {
  useShellStore.getState().setCartOpen(false);
});
beforeEach(() => {
  navigation.at('/');
});

/** A takeout cart at r1001: two colas. */
const TAKEOUT_CART = storedCartOf('takeout', [COLA_LINE]);

async function openCart({ cartCall }: { cartCall?: Parameters<typeof http.post>[1] } = {}) {
  api.use(
    http.get('*/v1/restaurants/:restaurantId/items/option_items', () => HttpResponse.json({ option_items: [] })),
    getListAvailablePricingCouponsMockHandler({ coupons: [] }),
  );
  if (cartCall) api.use(http.post('*/v1/orders/cart', cartCall));
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
  return screen.findByRole('dialog', { name: /^カート/ });
}

describe('cart panel: out-of-time dialog and coupon bar (MSW)', { timeout: 30_000 }, () => {
  it('an invalid receive time on the cart call opens the out-of-time dialog instead (SPEC §2 L114 §4 L232d §8 L393)', async () => {
    const panel = await openCart({
      cartCall: () => HttpResponse.json({ code: 'E100610001', message: 'invalid receive time' }, { status: 409 }),
    });
    fireEvent.click(await within(panel).findByRole('button', { name: 'コーラを1つ増やす' }));
    const dialog = await screen.findByRole('dialog', { name: '受取時間外です' });
    const choose = within(dialog).getByRole('button', { name: '受取時間を選ぶ' });
    expect(screen.queryByTestId('error-modal')).toBeNull();
    fireEvent.click(choose);
    expect(navigation.push).toHaveBeenCalledWith('/restaurants/r1001/select_receivetime');
  });

  it('no coupon bar without a held coupon; a held coupon shows it from the order calculation (SPEC §2 L97 §5 L282)', async () => {
    let calculations = 0;
    api.use(
      http.post('*/v1/orders/calculate', () => {
        calculations += 1;
        return HttpResponse.json(mockExample('orders/calculation.json') as Record<string, unknown>);
      }),
    );
    let panel = await openCart();
    expect(await within(panel).findByRole('heading', { name: 'コーラ' })).toBeTruthy();
    await within(panel).findByRole('group', { name: '小計（税込）' });
    expect(within(panel).queryByRole('status', { name: 'クーポン' })).toBeNull();
    expect(calculations).toBe(0);

    // The same cart on the next page load, now with a coupon held.
    cleanup();
    localStorage.setItem('coupon_code', JSON.stringify('WELCOME100'));
    panel = await openCart();
    const bar = await within(panel).findByRole('status', { name: 'クーポン' });
    expect(bar.textContent).toContain('クーポン適用で￥100引き');
    expect(calculations).toBeGreaterThan(0);
  });
});
