// @vitest-environment jsdom
import { HydrationBoundary } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuListQuery, menuQuery } from '@/api/prefetchable-menu-queries';
import { restaurantQuery } from '@/api/prefetchable-queries';
import { storedState } from '@/lib/stored-state';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { serverDataFor } from '@/test/server-data';
import { MenuListScreen } from './MenuListScreen';
import { MenuScreen } from './MenuScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The menu calls the server render makes for a first load (src/server/prefetch.server.ts, domain
 * serverAssumedMenuInput) land under the keys the screens read: a tab with those choices shows the server's answer
 * and asks nothing; a tab whose stored choices differ asks with its own.
 */
const GRAND = mockExample('menus/m-grand.json') as JsonBodyType;
const LIST = mockExample('menus/list.json') as JsonBodyType;
const RESTAURANT = mockExample('restaurants/r1001.json');
const MENU_PATH = '*/v1/restaurants/:restaurantId/menus/:menuId';
const LIST_PATH = '*/v1/restaurants/:restaurantId/menus';

const api = mockApi();
let asked: URL[];
beforeEach(() => {
  asked = [];
  navigation.at('/restaurants/r1001/menus/m-grand');
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  const record =
    (answer: JsonBodyType) =>
    ({ request }: { request: Request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(answer);
    };
  api.use(http.get(MENU_PATH, record(GRAND)), http.get(LIST_PATH, record(LIST)));
});

async function renderWithServerData(ui: ReactElement) {
  const state = {
    mutations: [],
    queries: [
      ...(await serverDataFor(menuQuery('r1001', 'm-grand', 'takeout'), GRAND)).queries,
      ...(await serverDataFor(menuListQuery('r1001', 'takeout'), LIST)).queries,
      // The restaurant layout's own (src/app/restaurants/[restaurantId]/layout.tsx).
      ...(await serverDataFor(restaurantQuery('r1001'), RESTAURANT)).queries,
    ],
  };
  return renderScreen(<HydrationBoundary state={state}>{ui}</HydrationBoundary>);
}

describe("the server's first-load menu data (issue 15)", { timeout: 30_000 }, () => {
  it('a menu page of a tab with takeout "now" and no coupon renders from it and asks nothing', async () => {
    await renderWithServerData(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    expect(screen.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeTruthy();
    await screen.findByRole('link', { name: /^唐揚げ弁当/ });
    expect(asked.map((url) => url.pathname)).toEqual([]);
  });

  it('the menu list of such a tab renders from it and asks nothing', async () => {
    navigation.at('/restaurants/r1001/menus');
    await renderWithServerData(<MenuListScreen restaurantId="r1001" />);
    expect(await screen.findByRole('link', { name: /グランドメニュー/ })).toBeTruthy();
    expect(asked.map((url) => url.pathname)).toEqual([]);
  });

  it('a tab holding a coupon asks for the menu with it (its prices), not showing the assumed answer as its own', async () => {
    storedState.set('couponId', 'c-1');
    await renderWithServerData(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    await vi.waitFor(() => expect(asked.some((url) => url.pathname.endsWith('/m-grand'))).toBe(true), {
      timeout: 3000,
    });
    const menuCall = asked.find((url) => url.pathname.endsWith('/m-grand'));
    expect(Object.fromEntries(menuCall!.searchParams)).toEqual({ servingType: 'takeout', couponId: 'c-1' });
    expect(asked.filter((url) => url.pathname.endsWith('/m-grand'))).toHaveLength(1);
  });

  it('a tab that chose eat-in (address) asks for the eat-in menu', async () => {
    navigation.at('/restaurants/r1001/menus/m-grand?eating_location=eat-in');
    await renderWithServerData(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    await vi.waitFor(() => expect(asked.some((url) => url.pathname.endsWith('/m-grand'))).toBe(true), {
      timeout: 3000,
    });
    const menuCall = asked.find((url) => url.pathname.endsWith('/m-grand'));
    expect(menuCall!.searchParams.get('servingType')).toBe('eat_in');
  });
});
