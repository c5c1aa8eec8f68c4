// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('success: one section per category with its items, and category links that jump to them', async () => {
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

  it('empty: a menu with no category says nothing can be ordered from it now', async () => {
    api.use(http.get(MENU_PATH, () => HttpResponse.json({ ...GRAND, categories: [] })));
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    expect(await screen.findByText('このメニューには現在ご注文いただける商品がありません。')).toBeTruthy();
  });

  it('error: the menu call’s DEFAULT copy (SPEC 8), never a raw code', async () => {
    api.use(http.get(MENU_PATH, () => HttpResponse.json({ code: 'E100000000', message: 'boom' }, { status: 500 })));
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'メニューを取得できませんでした' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
    expect(screen.queryByRole('navigation', { name: 'カテゴリー' })).toBeNull();
  });
});
