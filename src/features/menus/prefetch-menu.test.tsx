// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getListReceiveTimesMockHandler,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { storedState } from '@/lib/stored-state';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { closeMenuBook, dispatchMenuBook } from './menu-book-store';
import { MenuListScreen } from './MenuListScreen';
import { MenuScreen } from './MenuScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * Issue 15 item 3 "prefetch the next step's data on intent": a menu tile of the menu list asks for its menu as a
 * finger lands on it, with the query the menu page reads (useMenuPrefetch and useMenu share menuQueryOptions and the
 * menu context), so the page opens with the data and asks nothing; the menu-book popup asks during its 1000 ms overlay.
 * Should the tile's key and the page's drift apart, the page would ask again and these cases fail.
 */
const LIST = mockExample('menus/list.json') as Record<string, unknown>;
const LIST_VIEW_ONLY = mockExample('menus/list-view-only.json') as Record<string, unknown>;
const GRAND = mockExample('menus/m-grand.json') as Record<string, unknown>;
const MENU_PATH = '*/v1/restaurants/:restaurantId/menus/:menuId';

const api = mockApi();
afterEach(() => {
  act(() => closeMenuBook());
});

/** Records the menu calls and answers the grand menu. */
function recordMenuCalls(viewOnly: boolean): URL[] {
  const asked: URL[] = [];
  api.use(
    http.get(MENU_PATH, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({ ...GRAND, is_menu_view_only: viewOnly });
    }),
  );
  return asked;
}

/** The menu list, and the grand menu's page once the test opens it (as the tap's navigation would). */
function ListThenMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open the menu
      </button>
      <MenuListScreen restaurantId="r1001" />
      {open ? <MenuScreen restaurantId="r1001" menuId="m-grand" /> : null}
    </>
  );
}

const CASES = [
  {
    name: 'takeout at a chosen time with a held coupon id: servingType, receiveTime and couponId',
    address: '/restaurants/r1001/menus?eating_location=takeout',
    list: LIST,
    seed: () => {
      storedState.set('servingType', 'takeout');
      storedState.set('selectReceiveTimes', {
        receiveTimeType: 'time_specification',
        receiveTime: '2026-11-22T00:30:00+09:00',
      });
      storedState.set('couponId', 'c-1');
    },
    viewOnly: false,
    query: { servingType: 'takeout', receiveTime: '2026-11-21T15:30:00.000Z', couponId: 'c-1' },
  },
  {
    name: 'view-only with a held coupon code: isMenuViewOnly and couponCode, no servingType',
    address: '/restaurants/r1001/menus',
    list: LIST_VIEW_ONLY,
    seed: () => {
      storedState.set('isMenuViewOnly', true);
      storedState.set('couponCode', 'SPRING');
    },
    viewOnly: true,
    query: { isMenuViewOnly: 'true', couponCode: 'SPRING' },
  },
];

beforeEach(() => {
  // The receive-time line reads a chosen time against the receive windows (issue 27).
  api.use(getGetRestaurantMockHandler(), getListReceiveTimesMockHandler());
});

describe('menu tile → menu page: the menu is asked for on intent, once', { timeout: 30_000 }, () => {
  it.each(CASES)('$name', async ({ address, list, seed, viewOnly, query }) => {
    navigation.at(address);
    seed();
    api.use(http.get('*/v1/restaurants/:restaurantId/menus', () => HttpResponse.json(list)));
    const asked = recordMenuCalls(viewOnly);
    renderScreen(<ListThenMenu />);
    const tile = await screen.findByRole('link', { name: /グランドメニュー/ });
    expect(asked).toEqual([]);

    fireEvent.pointerDown(tile, { pointerType: 'touch' });
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]!.pathname).toBe('/api/v1/restaurants/r1001/menus/m-grand');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual(query);
    fireEvent.focus(tile);

    fireEvent.click(screen.getByRole('button', { name: 'open the menu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('the menu-book popup asks for the chosen menu at the tap, during its overlay, before it navigates', async () => {
    navigation.at('/restaurants/r1001/menus/m-lunch?eating_location=takeout');
    CASES[0]!.seed();
    api.use(http.get('*/v1/restaurants/:restaurantId/menus', () => HttpResponse.json(LIST)));
    const asked = recordMenuCalls(false);
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-lunch" />);
    await expect.poll(() => asked.map((url) => url.pathname)).toEqual(['/api/v1/restaurants/r1001/menus/m-lunch']);

    act(() => dispatchMenuBook('open'));
    const dialog = await screen.findByRole('dialog', { name: 'お持ち帰りのメニューを選択' });
    fireEvent.click(within(dialog).getByRole('button', { name: /グランドメニュー/ }));
    await expect.poll(() => asked.map((url) => url.pathname)).toContain('/api/v1/restaurants/r1001/menus/m-grand');
    expect(Object.fromEntries(asked[1]!.searchParams)).toEqual(CASES[0]!.query);
    expect(navigation.push).not.toHaveBeenCalled();
  });
});
