// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { MenuScreen } from './MenuScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/** The contract's own example of the grand menu (wire format; our client converts it as it does Prism's answer). */
const GRAND = mockExample('menus/m-grand.json') as {
  categories: Array<{ name: string; items: Array<{ name: string }> }>;
};
const MENU_PATH = '*/v1/restaurants/:restaurantId/menus/:menuId';

const api = mockApi();
afterEach(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  navigation.at('/restaurants/r1001/menus/m-grand?eating_location=takeout');
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  // The menu-book popup lists the menus; not what these tests look at.
  api.use(http.get('*/v1/restaurants/:restaurantId/menus', () => delay('infinite')));
});

describe('menu page (MSW, the contract example)', { timeout: 30_000 }, () => {
  it('loading: announces the menu is loading; no categories and no items until it arrives', async () => {
    api.use(http.get(MENU_PATH, () => delay('infinite')));
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    expect(await screen.findByRole('status', { name: 'メニューを読み込んでいます' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'カテゴリー' })).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('success: one section per category with its items, and category links that jump to them (SPEC §2 L42)', async () => {
    api.use(http.get(MENU_PATH, () => HttpResponse.json(GRAND)));
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    const nav = await screen.findByRole('navigation', { name: 'カテゴリー' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(GRAND.categories.map((c) => c.name));
    for (const category of GRAND.categories) {
      const section = screen.getByRole('region', { name: category.name });
      expect(within(section).getAllByRole('listitem')).toHaveLength(category.items.length);
      for (const item of category.items)
        expect(within(section).getByRole('link', { name: new RegExp(`^${item.name}`) })).toBeTruthy();
    }
  });

  it('sold-out and not-yet-available items say from when they can be ordered (issue 16 item 12)', async () => {
    vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
    api.use(http.get(MENU_PATH, () => HttpResponse.json(GRAND)));
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    // The example's sold-out tendon is expected back tomorrow at 11:00 (sold_out_until); the roll cake opens then.
    const tendon = await screen.findByRole('link', { name: /^海老天丼/ });
    expect(within(tendon).getByText('売り切れ')).toBeTruthy();
    expect(within(tendon).getByText('11/22 11:00から再び注文できます')).toBeTruthy();
    const cake = screen.getByRole('link', { name: /^数量限定ロールケーキ/ });
    expect(within(cake).getByText('11/22 11:00から注文できます')).toBeTruthy();
    // Items orderable now say nothing of the kind.
    expect(screen.getAllByText(/から(再び)?注文できます$/)).toHaveLength(2);
  });

  it('empty: a menu with no category says nothing can be ordered from it now', async () => {
    api.use(http.get(MENU_PATH, () => HttpResponse.json({ ...GRAND, categories: [] })));
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    expect(await screen.findByText('このメニューには現在ご注文いただける商品がありません。')).toBeTruthy();
  });

  it('error: the menu call’s DEFAULT copy (SPEC 8), never a raw code (SPEC §8 L375b)', async () => {
    api.use(http.get(MENU_PATH, () => HttpResponse.json({ code: 'E100000000', message: 'boom' }, { status: 500 })));
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'メニューを取得できませんでした' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
    expect(screen.queryByRole('navigation', { name: 'カテゴリー' })).toBeNull();
  });
});
