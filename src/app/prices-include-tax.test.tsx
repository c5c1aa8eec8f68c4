// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import type { Language } from '@/domain/language';
import { useCartStore } from '@/features/cart';
import { ItemSheet } from '@/features/item';
import { AppShell } from '@/features/layout';
import { MenuScreen } from '@/features/menus';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { DEMO_BRAND } from '@/test/demo-brand';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { useShellStore } from '@/ui/shell/shell-store';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * Issue 16 item 13: prices say what they include, in Japanese and English: the menu card and the item sheet say the
 * price includes tax, and the cart names serving type, receive time and subtotal. Composed as the root layout and the
 * menu route compose it (the shell's lazily loaded cart panel, opened from the menu page's cart bar), for a customer
 * holding takeout at 24:30 (the business day of 2026-11-21) and two colas; the menu, the item and the receive windows
 * are the contract's examples. This was the browser test e2e/browse-clarity.spec.ts "item 13"; its tap-target check of
 * the cart panel stays in the browser (e2e/browse-clarity.spec.ts "item 14", e2e/entry-and-targets.spec.ts "item 10").
 */
const api = mockApi();
/** Code loaded on demand (the sheet, the cart panel): a patience limit for a loaded machine, not a retry. */
const LOADED = { timeout: 30_000 };

const MENU = '/restaurants/r1001/menus/m-grand?eating_location=takeout';
const KARAAGE = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../mocks/items/i-karaage-bento.json'), 'utf8'),
) as Record<string, unknown>;

afterEach(() => {
  useShellStore.getState().setCartOpen(false);
  vi.useRealTimers();
});
beforeEach(() => {
  vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  // 24:30 of the business day 2026-11-21 (00:30 on the 22nd, JST).
  sessionStorage.setItem(
    'selectReceiveTimes',
    JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: '2026-11-21T15:30:00.000Z' }),
  );
  localStorage.setItem('cart', JSON.stringify(storedCartOf('takeout', [COLA_LINE])));
  useCartStore.setState({ cart: null, hydrated: false });
  api.use(
    getGetRestaurantMockHandler(() =>
      getGetRestaurantResponseMock({
        id: 'r1001',
        name: 'デモ食堂 渋谷店',
        nameLanguages: [{ code: 'en', text: 'Demo Shokudo Shibuya' }],
      }),
    ),
    getListAvailablePricingCouponsMockHandler({ coupons: [] }),
    http.get('*/v1/restaurants/:restaurantId/receive_times', () =>
      HttpResponse.json(mockExample('restaurants/receive-times.json') as Record<string, unknown>),
    ),
    http.get('*/v1/restaurants/:restaurantId/items/option_items', () => HttpResponse.json({ option_items: [] })),
    // The menu-book popup lists the menus; not what this test looks at.
    http.get('*/v1/restaurants/:restaurantId/menus', () => delay('infinite')),
    http.get('*/v1/restaurants/:restaurantId/menus/m-grand', () =>
      HttpResponse.json(mockExample('menus/m-grand.json') as Record<string, unknown>),
    ),
    http.get('*/v1/restaurants/:restaurantId/menus/:menuId/items/:itemId', () =>
      HttpResponse.json({ item: KARAAGE, is_menu_view_only: false }),
    ),
    // The server's cart read back (once per visit) is not what this test looks at: the stored cart stays as it is.
    http.get('*/v1/orders/cart', () => delay('infinite')),
  );
});

/** The menu page (its cart bar) inside the shell (its cart panel), in `language`. */
function openMenu(language: Language) {
  navigation.at(MENU);
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: true, brand: DEMO_BRAND }}>
      <AppShell>
        <MenuScreen restaurantId="r1001" menuId="m-grand" />
      </AppShell>
    </BrandProvider>,
    { language },
  );
}

/** The karaage bento's sheet over the menu, in `language`. */
function openKaraageSheet(language: Language) {
  navigation.at('/restaurants/r1001/menus/m-grand/items/i-karaage-bento?eating_location=takeout');
  return renderScreen(<ItemSheet restaurantId="r1001" menuId="m-grand" itemId="i-karaage-bento" customizeId={null} />, {
    language,
  });
}

// The first render loads the shell, the menu, the sheet and the cart panel's code: up to a minute on a loaded machine.
describe('item 13: prices say what they include (contract examples)', { timeout: 60_000 }, () => {
  it('item 13, Japanese: 税込 on the menu and the item; the cart names serving type, receive time and subtotal', async () => {
    openKaraageSheet('ja');
    const sheet = await screen.findByRole('dialog', { name: '唐揚げ弁当' }, LOADED);
    expect(within(sheet).getByRole('group', { name: '価格' }).textContent).toContain('税込');
    cleanup();

    openMenu('ja');
    const cards = await screen.findAllByRole('link', { name: /^唐揚げ弁当/ });
    expect(cards[0]!.textContent).toContain('税込');
    fireEvent.click(await screen.findByRole('button', { name: /^カートを見る/ }));
    const panel = await screen.findByRole('dialog', { name: 'カート（2点）' }, LOADED);
    expect(within(panel).getByText('デモ食堂 渋谷店 ・ お持ち帰り')).toBeTruthy();
    expect(await within(panel).findByText('受取時間：24:30')).toBeTruthy();
    expect(within(panel).getByRole('group', { name: '小計（税込）' }).textContent).toContain('￥400');
    expect(within(panel).getByRole('button', { name: /^注文に進む/ }).textContent).toContain('合計 ￥400（税込）');
  });

  it('item 13, English: "tax incl.", one yen format (¥), the cart context in English', async () => {
    openMenu('en');
    const cards = await screen.findAllByRole('link', { name: /^Karaage bento/i });
    expect(cards[0]!.textContent).toContain('tax incl.');
    expect(screen.getByRole('main').textContent).not.toContain('￥');
    fireEvent.click(await screen.findByRole('button', { name: /^View cart/ }));
    const panel = await screen.findByRole('dialog', { name: 'Cart (2 items)' }, LOADED);
    expect(within(panel).getByText(/ · Takeout$/)).toBeTruthy();
    expect(await within(panel).findByText('Ready time: 24:30')).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Subtotal (tax incl.)' }).textContent).toContain('¥400');
    expect(panel.textContent).not.toContain('・');
  });
});
