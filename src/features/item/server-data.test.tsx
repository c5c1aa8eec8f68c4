// @vitest-environment jsdom
import { HydrationBoundary } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItemQuery } from '@/api/prefetchable-menu-queries';
import { restaurantQuery } from '@/api/prefetchable-queries';
import { storedState } from '@/lib/stored-state';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { serverDataFor } from '@/test/server-data';
import { ItemPage } from './ItemPage';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The item call the server render makes for an item page's first load (src/server/prefetch.server.ts) lands under
 * the key the item sheet reads for a tab with the assumed choices; a tab holding a coupon asks with it.
 */
const ITEM = { item: mockExample('items/i-karaage-bento.json'), is_menu_view_only: false };
const ITEM_PATH = '*/v1/restaurants/:restaurantId/menus/:menuId/items/:itemId';

const api = mockApi();
let asked: URL[];
beforeEach(() => {
  asked = [];
  navigation.at('/restaurants/r1001/menus/m-grand/items/i-karaage-bento');
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  api.use(
    http.get(ITEM_PATH, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(ITEM);
    }),
  );
});

async function renderItemPage() {
  const state = {
    mutations: [],
    queries: [
      ...(await serverDataFor(menuItemQuery('r1001', 'm-grand', 'i-karaage-bento', 'takeout'), ITEM)).queries,
      ...(await serverDataFor(restaurantQuery('r1001'), mockExample('restaurants/r1001.json'))).queries,
    ],
  };
  return renderScreen(
    <HydrationBoundary state={state}>
      <ItemPage restaurantId="r1001" menuId="m-grand" itemId="i-karaage-bento" customizeId={null} />
    </HydrationBoundary>,
  );
}

describe("the server's first-load item data (issue 15)", { timeout: 30_000 }, () => {
  it('a tab with takeout "now" and no coupon shows it and asks nothing', async () => {
    await renderItemPage();
    expect(await screen.findByRole('heading', { name: '唐揚げ弁当' })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('a tab holding a coupon code asks for the item with it', async () => {
    storedState.set('couponCode', 'SPRING');
    await renderItemPage();
    await vi.waitFor(() => expect(asked).toHaveLength(1), { timeout: 3000 });
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ servingType: 'takeout', couponCode: 'SPRING' });
  });
});
