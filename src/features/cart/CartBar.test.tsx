// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { useShellStore } from '@/ui/shell/shell-store';
import { useCartStore } from './cart-store';
import { CartBar } from './CartBar';
import { CartPanel } from './CartPanel';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const TAKEOUT_CART = storedCartOf('takeout', [COLA_LINE]);

const api = mockApi();
afterEach(() => {
  useShellStore.getState().setCartOpen(false);
  vi.useRealTimers();
});
beforeEach(() => {
  navigation.at('/restaurants/r1001/menus/m-grand?eating_location=takeout');
});

function hydrateWith(cart: unknown) {
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  useCartStore.setState({ cart: null, hydrated: false });
  useCartStore.getState().hydrate();
}

describe('cart bar on the menu pages (issue 16 item 10)', { timeout: 30_000 }, () => {
  it('empty cart: no bar, and its empty band does not stick over the page (issue 27 item 2)', () => {
    hydrateWith(null);
    const { container } = renderScreen(<CartBar />);
    expect(screen.queryByRole('button', { name: /^カートを見る/ })).toBeNull();
    const band = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(band).height).toBe('64px');
    expect(getComputedStyle(band).position).not.toBe('sticky');
  });

  it('view-only: no bar even with a cart', () => {
    hydrateWith(TAKEOUT_CART);
    renderScreen(<CartBar enabled={false} />);
    expect(screen.queryByRole('button', { name: /^カートを見る/ })).toBeNull();
  });

  it('a cart: "カートを見る · 2点 · ￥400" sticks to the bottom and opens the cart (SPEC §2 L72)', () => {
    hydrateWith(TAKEOUT_CART);
    const { container } = renderScreen(<CartBar />);
    const bar = screen.getByRole('button', { name: 'カートを見る · 2点 · ￥400' });
    expect(getComputedStyle(container.firstElementChild as HTMLElement).position).toBe('sticky');
    fireEvent.click(bar);
    expect(useShellStore.getState().cartOpen).toBe(true);
  });

  it('issue 27 item 2: steps aside on an error page', () => {
    hydrateWith(TAKEOUT_CART);
    useShellStore.getState().setErrorPageShown(true);
    try {
      renderScreen(<CartBar />);
      expect(screen.queryByRole('button', { name: /^カートを見る/ })).toBeNull();
    } finally {
      useShellStore.getState().setErrorPageShown(false);
    }
  });
});

const RECEIVE_TIMES_PATH = '*/v1/restaurants/:restaurantId/receive_times';
const RECEIVE_TIMES = mockExample('restaurants/receive-times.json') as Record<string, unknown>;

describe('cart panel context (issue 16 item 13)', { timeout: 30_000 }, () => {
  it('names restaurant and serving type, the chosen receive time (24:xx) and a subtotal', async () => {
    // The clock at the data's moment, 22:00 on the 21st (only Date is pinned; the timers stay real).
    vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
    api.use(
      http.get('*/v1/restaurants/:restaurantId/items/option_items', () => HttpResponse.json({ option_items: [] })),
      // The contract's receive windows: 0:30 on the 22nd lies in the late-night window of the 21st (issue 27).
      http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json(RECEIVE_TIMES)),
    );
    api.use(getListAvailablePricingCouponsMockHandler({ coupons: [] }));
    sessionStorage.setItem(
      'selectReceiveTimes',
      JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: '2026-11-21T15:30:00.000Z' }),
    );
    hydrateWith(TAKEOUT_CART);
    useShellStore.getState().setCartOpen(true);
    renderScreen(
      <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
        <CartPanel />
      </BrandProvider>,
    );
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('デモ食堂 渋谷店 ・ お持ち帰り')).toBeTruthy();
    expect(await within(panel).findByText('受取時間：24:30')).toBeTruthy();
    expect(within(panel).getByRole('group', { name: '小計（税込）' }).textContent).toContain('￥400');
  });

  it('issue 27: without the receive windows the chosen time reads on its own date (11/22 0:30)', async () => {
    vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
    api.use(
      http.get('*/v1/restaurants/:restaurantId/items/option_items', () => HttpResponse.json({ option_items: [] })),
      http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json({ code: 'E100000000' }, { status: 500 })),
    );
    api.use(getListAvailablePricingCouponsMockHandler({ coupons: [] }));
    sessionStorage.setItem(
      'selectReceiveTimes',
      JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: '2026-11-21T15:30:00.000Z' }),
    );
    hydrateWith(TAKEOUT_CART);
    useShellStore.getState().setCartOpen(true);
    renderScreen(
      <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
        <CartPanel />
      </BrandProvider>,
    );
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('受取時間：11/22 0:30')).toBeTruthy();
  });
});
